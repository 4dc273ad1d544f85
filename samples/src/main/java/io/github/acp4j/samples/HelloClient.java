package io.github.acp4j.samples;

import static java.util.concurrent.CompletableFuture.completedFuture;

import java.lang.ProcessBuilder.Redirect;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.Launcher;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.CancelledPermissionOutcome;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.TextContent;

/** The README's client in 20 lines, compiled as it is shown there: it runs the agent command it is given and prompts "hi". */
public final class HelloClient implements AcpClientEndpoint {
	public static void main(String[] args) throws Exception {
		Process agentProcess = new ProcessBuilder(args).redirectError(Redirect.INHERIT).start();
		Launcher<AcpAgentServer> launcher =
				AcpLauncher.client(new HelloClient(), agentProcess.getInputStream(), agentProcess.getOutputStream());
		launcher.startListening();
		AcpAgentServer agent = launcher.getRemoteProxy();
		agent.initialize(InitializeRequest.of(1)).get();
		String session = agent.newSession(NewSessionRequest.of(System.getProperty("user.dir"), List.of())).get().sessionId();
		PromptResponse done = agent.prompt(PromptRequest.of(session, List.of(TextContent.of("hi")))).get();
		System.out.println("\n[" + done.stopReason() + "]");
		agentProcess.getOutputStream().close();
	}
	public void sessionUpdate(SessionNotification notification) {
		if (notification.update() instanceof AgentMessageChunk chunk && chunk.content() instanceof TextContent text)
			System.out.print(text.text());
	}
	public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
		return completedFuture(RequestPermissionResponse.of(CancelledPermissionOutcome.of()));
	}
}
