package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.api.v2.AcpClientEndpointV2;
import io.github.acp4j.api.v2.types.AgentMessageChunk;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.Implementation;
import io.github.acp4j.api.v2.types.InitializeRequest;
import io.github.acp4j.api.v2.types.InitializeResponse;
import io.github.acp4j.api.v2.types.NewSessionRequest;
import io.github.acp4j.api.v2.types.PromptRequest;
import io.github.acp4j.api.v2.types.PromptResponse;
import io.github.acp4j.api.v2.types.RequestPermissionRequest;
import io.github.acp4j.api.v2.types.RequestPermissionResponse;
import io.github.acp4j.api.v2.types.SessionUpdate;
import io.github.acp4j.api.v2.types.TextContent;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;
import io.github.acp4j.api.v2.types.UserMessage;

/**
 * ACP v2 (Preview) against the official TypeScript SDK 2.4.0's {@code experimental/v2}: its client
 * drives the Java echo host that serves v1 and v2 on one connection (and its v1 client the same
 * host), and the Java v2 client drives the SDK's v2 echo agent.
 */
class InteropV2IT {

	/** A guard against a hang, not a speed assertion. */
	private static final long TIMEOUT = 60;

	static Path node;
	static Path samplesJar;

	@TempDir
	Path work;

	@BeforeAll
	static void paths() {
		node = Processes.property("acp4j.node.dir");
		samplesJar = Processes.property("acp4j.samples.jar");
	}

	@Test
	void theTypeScriptV2ClientDrivesTheJavaHostInV2() throws Exception {
		Processes.Result result = Processes.run(work, Map.of(), List.of("node", node.resolve("ts-v2-client.mjs").toString(), "--prompt",
				"hello v2 from java", "--", "java", "-jar", samplesJar.toString(), "echo-agent", "--v2"));

		assertThat(result.exitCode()).as(result.stderr()).isZero();
		JsonObject summary = JsonParser.parseString(result.stdout().strip()).getAsJsonObject();
		assertThat(summary.get("protocolVersion").getAsInt()).isEqualTo(2);
		assertThat(summary.get("agent").getAsString()).isEqualTo("acp4j-echo");
		assertThat(summary.get("userMessage").getAsBoolean()).as("the user message upserted under the acknowledged id").isTrue();
		assertThat(summary.getAsJsonArray("states").toString()).isEqualTo("[\"running\",\"idle\"]");
		assertThat(summary.get("stopReason").getAsString()).isEqualTo("end_turn");
		assertThat(summary.get("text").getAsString()).isEqualTo("hello v2 from java ");
		assertThat(summary.get("replyIds").getAsInt()).isEqualTo(1);
	}

	@Test
	void theTypeScriptV1ClientDrivesTheSameHostInV1() throws Exception {
		Processes.Result result = Processes.run(work, Map.of(), List.of("node", node.resolve("ts-client.mjs").toString(), "--prompt",
				"still v1", "--", "java", "-jar", samplesJar.toString(), "echo-agent", "--v2"));

		assertThat(result.exitCode()).as(result.stderr()).isZero();
		JsonObject summary = JsonParser.parseString(result.stdout().strip()).getAsJsonObject();
		assertThat(summary.get("stopReason").getAsString()).isEqualTo("end_turn");
		assertThat(summary.get("text").getAsString()).isEqualTo("still v1 ");
	}

	@Test
	void theJavaV2ClientDrivesTheTypeScriptV2Agent() throws Exception {
		Process agentProcess = new ProcessBuilder("node", node.resolve("ts-v2-echo-agent.mjs").toString())
				.redirectError(ProcessBuilder.Redirect.INHERIT).start();
		try {
			List<SessionUpdate> updates = new CopyOnWriteArrayList<>();
			CompletableFuture<IdleStateUpdate> idle = new CompletableFuture<>();
			AcpClientEndpointV2 client = new AcpClientEndpointV2() {
				@Override
				public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
					throw new AssertionError("the echo agent asks nothing");
				}

				@Override
				public void sessionUpdate(UpdateSessionNotification notification) {
					updates.add(notification.update());
					if (notification.update() instanceof IdleStateUpdate end) {
						idle.complete(end);
					}
				}
			};
			Launcher<AcpAgentServerV2> launcher = AcpLauncher.clientV2(client, agentProcess.getInputStream(), agentProcess.getOutputStream());
			launcher.startListening();
			AcpAgentServerV2 agent = launcher.getRemoteProxy();

			InitializeResponse init = agent.initialize(InitializeRequest.of(2, Implementation.of("acp4j-v2-client", "1")))
					.get(TIMEOUT, TimeUnit.SECONDS);
			String session = agent.newSession(NewSessionRequest.of(work.toString())).get(TIMEOUT, TimeUnit.SECONDS).sessionId();
			PromptResponse ack = agent.prompt(PromptRequest.of(session, List.of(TextContent.of("one two")))).get(TIMEOUT, TimeUnit.SECONDS);
			IdleStateUpdate end = idle.get(TIMEOUT, TimeUnit.SECONDS);

			assertThat(init.protocolVersion()).isEqualTo(2);
			assertThat(init.info().name()).isEqualTo("ts-v2-echo-agent");
			assertThat(end.stopReason()).isEqualTo(IdleStateUpdate.END_TURN);
			assertThat(updates).filteredOn(UserMessage.class::isInstance).singleElement()
					.extracting(update -> ((UserMessage) update).messageId()).isEqualTo(ack.messageId());
			assertThat(updates).filteredOn(AgentMessageChunk.class::isInstance)
					.extracting(update -> ((TextContent) ((AgentMessageChunk) update).content()).text()).containsExactly("one ", "two ");
		} finally {
			agentProcess.getOutputStream().close();
			agentProcess.waitFor(TIMEOUT, TimeUnit.SECONDS);
			agentProcess.destroy();
		}
	}
}
