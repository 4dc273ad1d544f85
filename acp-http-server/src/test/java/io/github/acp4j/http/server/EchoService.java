package io.github.acp4j.http.server;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.PermissionOption;
import io.github.acp4j.api.types.PermissionOptionKind;
import io.github.acp4j.api.types.ToolCallUpdate;

/**
 * A small agent for the transport tests, one per connection: it echoes a prompt back word by word,
 * and a prompt "ask" first asks the client's permission and says the outcome.
 */
final class EchoService implements AcpAgentServer {

	static final List<EchoService> ALL = new CopyOnWriteArrayList<>();
	private static int sessions;

	volatile AcpClientEndpoint client;
	volatile io.github.acp4j.jsonrpc.FramedLauncher<AcpClientEndpoint> launcher;
	final List<String> cancelled = new CopyOnWriteArrayList<>();

	EchoService() {
		ALL.add(this);
	}

	@Override
	public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
		return CompletableFuture.completedFuture(InitializeResponse.of(1));
	}

	@Override
	public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
		synchronized (EchoService.class) {
			return CompletableFuture.completedFuture(NewSessionResponse.of("s-" + ++sessions));
		}
	}

	@Override
	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		String text = ((TextContent) request.prompt().get(0)).text();
		if (text.equals("ask")) {
			return client.requestPermission(RequestPermissionRequest.of(request.sessionId(), ToolCallUpdate.of("call-1"),
					List.of(PermissionOption.of("allow", "Allow", PermissionOptionKind.ALLOW_ONCE))))
					.thenApply(answer -> {
						say(request.sessionId(), answer.outcome().toString());
						return PromptResponse.of(StopReason.END_TURN);
					});
		}
		for (String word : text.split(" ")) {
			say(request.sessionId(), word + " ");
		}
		return CompletableFuture.completedFuture(PromptResponse.of(StopReason.END_TURN));
	}

	private void say(String sessionId, String text) {
		client.sessionUpdate(SessionNotification.of(sessionId, AgentMessageChunk.of(TextContent.of(text))));
	}

	@Override
	public void cancel(CancelNotification notification) {
		cancelled.add(notification.sessionId());
	}
}
