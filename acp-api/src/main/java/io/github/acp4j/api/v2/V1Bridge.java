package io.github.acp4j.api.v2;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;

import com.google.gson.Gson;
import com.google.gson.JsonObject;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.types.AgentCapabilities;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.ListSessionsResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PromptCapabilities;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.ResumeSessionRequest;
import io.github.acp4j.api.types.ResumeSessionResponse;
import io.github.acp4j.api.types.SessionCapabilities;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.SessionResumeCapabilities;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionConfigOptionResponse;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.RequestPermissionRequest;
import io.github.acp4j.api.v2.types.RequestPermissionResponse;
import io.github.acp4j.api.v2.types.SessionUpdate;
import io.github.acp4j.api.v2.types.StateUpdate;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;

/**
 * An ACP v2 agent shown as a v1 {@link AcpAgentServer} to a client written against v1 (ACP v2 is a
 * Preview). A v1 {@code session/prompt} is sent as v2's and answered when the turn's {@code idle}
 * state update arrives (its {@code stopReason}, or its {@code error} as the prompt's error); v2's upserts
 * reach the v1 client as the v1 updates they stand for, without their {@code messageId}, the first
 * {@code tool_call_update} of an id as a {@code tool_call}; a v2 permission request is asked as v1's,
 * its {@code title} as the tool call's title. What v1 has no words for goes to {@link Hooks}: the
 * {@code running} and {@code requires_action} states and the message id a prompt is acknowledged with.
 * The echo of the user's own message ({@code user_message}) is not passed on.
 *
 * <p>Give the agent {@link #clientEndpoint()} as its client (for example with
 * {@link io.github.acp4j.api.AcpLauncher#clientV2}), then {@link #connect} the agent's proxy.
 * {@code initialize}, {@code session/new}, {@code session/list}, {@code session/resume},
 * {@code session/set_config_option}, {@code session/prompt} and {@code session/cancel} are bridged;
 * every other v1 method answers {@code -32601}.
 */
public final class V1Bridge implements AcpAgentServer {

	/** What a v2 agent says that v1 has no words for; every method does nothing by default. */
	public interface Hooks {
		/** The session's state changed ({@code running}, {@code requires_action}; {@code idle} ends the prompt too). */
		default void stateUpdate(String sessionId, StateUpdate state) {
		}

		/** The agent acknowledged a prompt: the user message was inserted with {@code messageId}. */
		default void acknowledged(String sessionId, String messageId) {
		}
	}

	private static final Gson GSON = AcpGson.create();

	private final AcpClientEndpoint client;
	private final Hooks hooks;
	private final Map<String, CompletableFuture<PromptResponse>> turns = new ConcurrentHashMap<>();
	private final Set<String> toolCalls = ConcurrentHashMap.newKeySet();
	private final AcpClientEndpointV2 endpoint;
	private volatile AcpAgentServerV2 agent;

	/**
	 * @param client the v1 client the agent is shown to
	 * @param hooks  hears what v1 has no words for
	 */
	public V1Bridge(AcpClientEndpoint client, Hooks hooks) {
		this.client = client;
		this.hooks = hooks;
		// An object of its own: one service may not declare both sides' methods.
		this.endpoint = new AcpClientEndpointV2() {
			@Override
			public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
				return askV1(request);
			}

			@Override
			public void sessionUpdate(UpdateSessionNotification notification) {
				update(notification);
			}
		};
	}

	/** What the v2 agent calls: its requests and notifications, passed on to the v1 client. */
	public AcpClientEndpointV2 clientEndpoint() {
		return endpoint;
	}

	/** Calls {@code agent} (the v2 agent's proxy) from now on. */
	public void connect(AcpAgentServerV2 agent) {
		this.agent = agent;
	}

	/**
	 * The connection ended: every prompt still waiting for its {@code idle} fails with a
	 * {@link io.github.acp4j.jsonrpc.ConnectionClosedException} for {@code session/prompt}, as a v1
	 * prompt pending when its connection ends does. Call it when the launcher's listening ends.
	 */
	public void closed() {
		for (String sessionId : List.copyOf(turns.keySet())) {
			CompletableFuture<PromptResponse> turn = turns.remove(sessionId);
			if (turn != null) {
				turn.completeExceptionally(new io.github.acp4j.jsonrpc.ConnectionClosedException("session/prompt"));
			}
		}
	}

	private static <T> T convert(Object value, Class<T> type) {
		return GSON.fromJson(GSON.toJsonTree(value), type);
	}

	/** {@code value} as v1's {@code type}, or {@code fallback} when v1 cannot read all of it (options of a shape v1 lacks). */
	private static <T> T orElse(Object value, Class<T> type, java.util.function.Supplier<T> fallback) {
		try {
			return convert(value, type);
		} catch (RuntimeException unreadable) {
			return fallback.get();
		}
	}

	/**
	 * A v2 agent's answer to {@code initialize} as v1's: its {@code info} as {@code agentInfo}, and the
	 * capabilities v1 has too ({@code embeddedContext}, {@code image} and {@code audio} prompts; the
	 * baseline {@code session/resume} and {@code session/list} of an agent that supports sessions).
	 */
	public static InitializeResponse toV1(io.github.acp4j.api.v2.types.InitializeResponse v2) {
		AgentCapabilities.Builder capabilities = AgentCapabilities.builder();
		if (v2.capabilities() != null && v2.capabilities().session() != null) {
			var session = v2.capabilities().session();
			capabilities.sessionCapabilities(SessionCapabilities.builder().resume(SessionResumeCapabilities.of())
					.list(io.github.acp4j.api.types.SessionListCapabilities.of()).build());
			if (session.prompt() != null) {
				capabilities.promptCapabilities(PromptCapabilities.builder().embeddedContext(session.prompt().embeddedContext() != null)
						.image(session.prompt().image() != null).audio(session.prompt().audio() != null).build());
			}
		}
		return InitializeResponse.builder(1).agentInfo(v2.info() == null ? null : convert(v2.info(), io.github.acp4j.api.types.Implementation.class))
				.agentCapabilities(capabilities.build()).build();
	}

	/** Sends v2's {@code initialize}; an agent that does not answer in v2 is refused with {@code -32600}. */
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
			if (response.protocolVersion() == null || response.protocolVersion() != 2) {
				throw notV2("The agent answered protocol version " + response.protocolVersion());
			}
			return toV1(response);
		});
	}

	private static CompletionException notV2(String what) {
		return new CompletionException(new ResponseErrorException(new ResponseError(-32600, what, null)));
	}

	@Override
	public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
		return agent.newSession(io.github.acp4j.api.v2.types.NewSessionRequest.of(request.cwd()))
				.thenApply(response -> orElse(response, NewSessionResponse.class, () -> NewSessionResponse.of(response.sessionId())));
	}

	@Override
	public CompletableFuture<ListSessionsResponse> listSessions(ListSessionsRequest request) {
		return agent.listSessions(convert(request, io.github.acp4j.api.v2.types.ListSessionsRequest.class))
				.thenApply(response -> orElse(response, ListSessionsResponse.class, () -> ListSessionsResponse.of(java.util.List.of())));
	}

	@Override
	public CompletableFuture<ResumeSessionResponse> resumeSession(ResumeSessionRequest request) {
		return agent.resumeSession(io.github.acp4j.api.v2.types.ResumeSessionRequest.of(request.sessionId(), request.cwd()))
				.thenApply(response -> orElse(response, ResumeSessionResponse.class, ResumeSessionResponse::of));
	}

	@Override
	public CompletableFuture<SetSessionConfigOptionResponse> setSessionConfigOption(SetSessionConfigOptionRequest request) {
		return agent.setSessionConfigOption(convert(request, io.github.acp4j.api.v2.types.SetSessionConfigOptionRequest.class))
				.thenApply(response -> convert(response, SetSessionConfigOptionResponse.class));
	}

	/** Answered when the turn is idle again; the acknowledgement goes to {@link Hooks#acknowledged}. */
	@Override
	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		CompletableFuture<PromptResponse> turn = new CompletableFuture<>();
		turns.put(request.sessionId(), turn);
		agent.prompt(convert(request, io.github.acp4j.api.v2.types.PromptRequest.class)).whenComplete((ack, refused) -> {
			if (refused != null) {
				turns.remove(request.sessionId(), turn);
				turn.completeExceptionally(refused);
			} else {
				hooks.acknowledged(request.sessionId(), ack.messageId());
			}
		});
		return turn;
	}

	@Override
	public void cancel(CancelNotification notification) {
		agent.cancel(io.github.acp4j.api.v2.types.CancelSessionNotification.of(notification.sessionId()));
	}

	private void update(UpdateSessionNotification notification) {
		SessionUpdate update = notification.update();
		if (update instanceof StateUpdate state) {
			hooks.stateUpdate(notification.sessionId(), state);
		}
		if (update instanceof IdleStateUpdate idle) {
			CompletableFuture<PromptResponse> turn = turns.remove(notification.sessionId());
			if (turn != null && idle.error() != null) {
				// The turn failed after its message was inserted: the client sees the agent's error.
				turn.completeExceptionally(new ResponseErrorException(idle.error()));
			} else if (turn != null) {
				turn.complete(PromptResponse.of(StopReason.of(idle.stopReason() != null ? idle.stopReason() : "end_turn")));
			}
			return;
		}
		JsonObject json = GSON.toJsonTree(update, SessionUpdate.class).getAsJsonObject();
		String kind = json.get("sessionUpdate").getAsString();
		if (kind.equals("state_update") || kind.equals("user_message")) {
			return; // the state went to the hooks; the echo of what the user sent is no news to the client
		}
		if (kind.equals("tool_call_update") && toolCalls.add(json.get("toolCallId").getAsString())) {
			json.addProperty("sessionUpdate", "tool_call");
		}
		json.remove("messageId");
		JsonObject v1 = new JsonObject();
		v1.addProperty("sessionId", notification.sessionId());
		v1.add("update", json);
		client.sessionUpdate(GSON.fromJson(v1, SessionNotification.class));
	}

	private CompletableFuture<RequestPermissionResponse> askV1(RequestPermissionRequest request) {
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
