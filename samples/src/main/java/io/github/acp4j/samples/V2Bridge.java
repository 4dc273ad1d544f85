package io.github.acp4j.samples;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import com.google.gson.Gson;
import com.google.gson.JsonObject;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionConfigOptionResponse;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.api.v2.AcpClientEndpointV2;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.RequestPermissionRequest;
import io.github.acp4j.api.v2.types.RequestPermissionResponse;
import io.github.acp4j.api.v2.types.RequiresActionStateUpdate;
import io.github.acp4j.api.v2.types.SessionUpdate;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;

/**
 * The terminal client's {@code --v2}: the client is written against v1, and this bridge speaks ACP
 * v2 to the agent for it. A v1 prompt is sent as a v2 one and answered when the turn's {@code idle}
 * state update arrives; v2's upserts are shown as the v1 updates they stand for (the first
 * {@code tool_call_update} of an id as a {@code tool_call}); a v2 permission request is asked as v1's,
 * with its title. What is new in v2 is shown as it comes: the session's state ({@code requires_action})
 * and the message ids the user message is acknowledged with.
 */
final class V2Bridge implements AcpAgentServer {

	private static final Gson GSON = AcpGson.create();

	private final AcpClientEndpoint client;
	private final Screen screen;
	private final Map<String, CompletableFuture<PromptResponse>> turns = new ConcurrentHashMap<>();
	private final Set<String> toolCalls = ConcurrentHashMap.newKeySet();
	private AcpAgentServerV2 agent;

	private V2Bridge(AcpClientEndpoint client, Screen screen) {
		this.client = client;
		this.screen = screen;
	}

	/** The agent on the given streams as a v1 agent for {@code client}, spoken to in v2. */
	static AcpAgentServer connect(AcpClientEndpoint client, Screen screen, InputStream fromAgent, OutputStream toAgent) {
		V2Bridge bridge = new V2Bridge(client, screen);
		// The agent's requests are answered by an object of their own: one service may not declare both sides.
		AcpClientEndpointV2 fromTheAgent = new AcpClientEndpointV2() {
			@Override
			public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
				return bridge.requestPermission(request);
			}

			@Override
			public void sessionUpdate(UpdateSessionNotification notification) {
				bridge.sessionUpdate(notification);
			}
		};
		Launcher<AcpAgentServerV2> launcher = AcpLauncher.clientV2(fromTheAgent, fromAgent, toAgent);
		bridge.agent = launcher.getRemoteProxy();
		launcher.startListening();
		return bridge;
	}

	private static <T> T convert(Object value, Class<T> type) {
		return GSON.fromJson(GSON.toJsonTree(value), type);
	}

	@Override
	public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
		JsonObject v2 = new JsonObject();
		v2.addProperty("protocolVersion", 2);
		v2.add("info", GSON.toJsonTree(request.clientInfo()));
		return agent.initialize(GSON.fromJson(v2, io.github.acp4j.api.v2.types.InitializeRequest.class)).handle((response, failure) -> {
			Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
			if (cause instanceof MessageIssueException unreadable) {
				// A v1 agent answers with v1's InitializeResponse, which is no v2 one as soon as it lists
				// an authentication method (v1 leaves out the type of an agent method, v2 requires it).
				throw notV2("The agent's answer to initialize is no ACP v2 answer (" + unreadable.getMessage() + ")");
			}
			if (failure != null) {
				throw failure instanceof CompletionException completion ? completion : new CompletionException(failure);
			}
			if (response.protocolVersion() != 2) {
				throw notV2("The agent answered protocol version " + response.protocolVersion());
			}
			return InitializeResponse.builder(1).agentInfo(convert(response.info(), io.github.acp4j.api.types.Implementation.class)).build();
		});
	}

	/** The initialize of an agent that does not speak v2, refused with what to do about it. */
	private static ResponseErrorException notV2(String what) {
		return new ResponseErrorException(new org.eclipse.lsp4j.jsonrpc.messages.ResponseError(-32600,
				what + " to --v2: start it with --experimental-v2", null));
	}

	@Override
	public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
		return agent.newSession(io.github.acp4j.api.v2.types.NewSessionRequest.of(request.cwd()))
				.thenApply(response -> convert(response, NewSessionResponse.class));
	}

	@Override
	public CompletableFuture<SetSessionConfigOptionResponse> setSessionConfigOption(SetSessionConfigOptionRequest request) {
		return agent.setSessionConfigOption(convert(request, io.github.acp4j.api.v2.types.SetSessionConfigOptionRequest.class))
				.thenApply(response -> convert(response, SetSessionConfigOptionResponse.class));
	}

	/** Answered when the turn is idle again; the acknowledgement only says the user message's id. */
	@Override
	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		CompletableFuture<PromptResponse> turn = new CompletableFuture<>();
		turns.put(request.sessionId(), turn);
		agent.prompt(convert(request, io.github.acp4j.api.v2.types.PromptRequest.class)).whenComplete((ack, refused) -> {
			if (refused != null) {
				turns.remove(request.sessionId(), turn);
				turn.completeExceptionally(refused);
			}
		});
		return turn;
	}

	@Override
	public void cancel(CancelNotification notification) {
		agent.cancel(io.github.acp4j.api.v2.types.CancelSessionNotification.of(notification.sessionId()));
	}

	private void sessionUpdate(UpdateSessionNotification notification) {
		SessionUpdate update = notification.update();
		if (update instanceof IdleStateUpdate idle) {
			CompletableFuture<PromptResponse> turn = turns.remove(notification.sessionId());
			if (turn != null && idle.error() != null) {
				// The turn failed after its message was inserted: the user sees the agent's error.
				turn.completeExceptionally(new ResponseErrorException(idle.error()));
			} else if (turn != null) {
				turn.complete(PromptResponse.of(StopReason.of(idle.stopReason() != null ? idle.stopReason() : "end_turn")));
			}
			return;
		}
		if (update instanceof RequiresActionStateUpdate) {
			screen.note("(v2: the turn waits for you)");
			return;
		}
		JsonObject json = GSON.toJsonTree(update, SessionUpdate.class).getAsJsonObject();
		String kind = json.get("sessionUpdate").getAsString();
		if (kind.equals("tool_call_update") && toolCalls.add(json.get("toolCallId").getAsString())) {
			json.addProperty("sessionUpdate", "tool_call");
		}
		if (kind.equals("state_update") || kind.equals("user_message")) {
			return; // running, and the echo of what the user typed: nothing to show
		}
		json.remove("messageId");
		JsonObject v1 = new JsonObject();
		v1.addProperty("sessionId", notification.sessionId());
		v1.add("update", json);
		client.sessionUpdate(GSON.fromJson(v1, SessionNotification.class));
	}

	private CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
		JsonObject json = GSON.toJsonTree(request).getAsJsonObject();
		JsonObject subject = json.getAsJsonObject("subject");
		JsonObject toolCall = subject != null && subject.has("toolCall") ? subject.getAsJsonObject("toolCall") : new JsonObject();
		if (!toolCall.has("toolCallId")) {
			toolCall.addProperty("toolCallId", "permission");
		}
		toolCall.addProperty("title", request.title());
		JsonObject v1 = new JsonObject();
		v1.addProperty("sessionId", request.sessionId());
		v1.add("toolCall", toolCall);
		v1.add("options", json.get("options"));
		return client.requestPermission(GSON.fromJson(v1, io.github.acp4j.api.types.RequestPermissionRequest.class))
				.thenApply(answer -> convert(answer, RequestPermissionResponse.class));
	}
}
