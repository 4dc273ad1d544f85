package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.SessionInfo;

/** A listed session can be loaded, or its listing says why not. */
class SessionListingTest {

	@TempDir
	Path root;

	@Test
	void aSessionWhoseDirectoryIsGoneIsListedWithTheReasonItCannotBeLoaded() throws Exception {
		Path kept = Files.createDirectories(root.resolve("kept"));
		Path gone = Files.createDirectories(root.resolve("gone"));
		try (AgentHarness harness = new AgentHarness(new AgentModule(AgentConfig.builder(root.resolve("sessions"))
				.sandbox(SandboxMode.OFF).build(), Map.of("LLM_PROVIDER", "demo")))) {
			harness.initialize();
			String keptId = harness.newSession(kept);
			String goneId = harness.newSession(gone);
			await(harness.agent.closeSession(CloseSessionRequest.of(goneId)));
			Files.delete(gone);

			List<SessionInfo> listed = await(harness.agent.listSessions(ListSessionsRequest.of())).sessions();
			SessionInfo unloadable = listed.stream().filter(s -> s.sessionId().equals(goneId)).findFirst().orElseThrow();
			assertThat(unloadable.meta().getAsJsonObject().get("acp4j/unloadable").getAsString())
					.contains(gone.toString()).contains("no longer exists");
			assertThat(listed.stream().filter(s -> s.sessionId().equals(keptId)).findFirst().orElseThrow().meta()).isNull();
			assertThat(error(harness.agent.loadSession(LoadSessionRequest.of(List.of(), gone.toString(), goneId)))
					.getResponseError().getMessage()).contains("not an existing directory");
		}
	}

	/**
	 * A FIFO named like a session in the store would hold session/list, load and --resume forever
	 * (opening a FIFO waits for a writer): it is not a session, and is not opened.
	 */
	@Test
	void aFifoNamedLikeASessionDoesNotHoldTheListingOrALoad() throws Exception {
		Path project = Files.createDirectories(root.resolve("project"));
		try (AgentHarness harness = new AgentHarness(new AgentModule(AgentConfig.builder(root.resolve("sessions"))
				.sandbox(SandboxMode.OFF).build(), Map.of("LLM_PROVIDER", "demo")))) {
			harness.initialize();
			String id = harness.newSession(project);
			Path folder;
			try (Stream<Path> files = Files.walk(root.resolve("sessions"))) {
				folder = files.filter(file -> file.getFileName().toString().equals(id + ".jsonl")).findFirst().orElseThrow().getParent();
			}
			assertThat(new ProcessBuilder("mkfifo", folder.resolve("x.jsonl").toString()).start().waitFor()).isZero();

			// AgentHarness.await is the guard: a listing that opened the FIFO would never answer.
			assertThat(await(harness.agent.listSessions(ListSessionsRequest.of())).sessions()).extracting(SessionInfo::sessionId)
					.containsExactly(id);
			assertThat(error(harness.agent.loadSession(LoadSessionRequest.of(List.of(), project.toString(), "x")))
					.getResponseError().getCode()).isEqualTo(-32002);
		}
	}
}
