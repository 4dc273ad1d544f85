package io.github.acp4j.samples;

import static java.util.concurrent.CompletableFuture.completedFuture;

import java.util.UUID;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.Launcher;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;

/** The README's agent in 20 lines, compiled as it is shown there: it answers every prompt with one chunk. */
public final class HelloAgent implements AcpAgentServer {
	private AcpClientEndpoint client;

	public static void main(String[] args) throws Exception {
		HelloAgent agent = new HelloAgent();
		Launcher<AcpClientEndpoint> launcher = AcpLauncher.agent(agent, System.in, System.out);
		agent.client = launcher.getRemoteProxy();
		launcher.startListening().get();                      // returns when stdin closes
	}

	public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
		return completedFuture(InitializeResponse.of(1));
	}
	public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
		return completedFuture(NewSessionResponse.of(UUID.randomUUID().toString()));
	}
	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		return CompletableFuture.supplyAsync(() -> {         // never work on the reader thread
			client.sessionUpdate(SessionNotification.of(request.sessionId(),
					AgentMessageChunk.of(TextContent.of("Hello from Java"))));
			return PromptResponse.of(StopReason.END_TURN);
		});
	}
	public void cancel(CancelNotification notification) { }
}
