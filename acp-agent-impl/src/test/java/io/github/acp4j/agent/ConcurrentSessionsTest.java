package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.ToolCall;

/** Many sessions on one connection, each with its own workspace, prompting at the same time (demo model). */
class ConcurrentSessionsTest {

	@TempDir
	Path root;

	@Test
	void sessionsRunTheirTurnsAtOnceWithoutMixingUp() throws Exception {
		try (AgentHarness harness = new AgentHarness(new AgentModule(AgentConfig.of(root.resolve("sessions")), Map.of()))) {
			harness.initialize();
			int count = 8;
			List<String> sessions = new ArrayList<>();
			for (int i = 0; i < count; i++) {
				sessions.add(harness.newSession(Files.createDirectories(root.resolve("ws" + i))));
			}
			List<CompletableFuture<PromptResponse>> turns = new ArrayList<>();
			for (int i = 0; i < count; i++) {
				turns.add(harness.prompt(sessions.get(i), "create file" + i + ".txt with content " + i));
			}
			for (int i = 0; i < count; i++) {
				int index = i;
				assertThat(await(turns.get(i)).stopReason()).isEqualTo(StopReason.END_TURN);
				assertThat(Files.readString(root.resolve("ws" + i).resolve("file" + i + ".txt"))).isEqualTo("content " + i + "\n");
				assertThat(harness.updates(sessions.get(i))).filteredOn(ToolCall.class::isInstance).singleElement()
						.satisfies(call -> assertThat(((ToolCall) call).title()).isEqualTo("Write file" + index + ".txt"));
			}
			assertThat(harness.permissionRequests).hasSize(count);
		}
	}
}
