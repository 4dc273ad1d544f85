package io.github.acp4j.agent.v2;

import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Function;
import java.util.function.Supplier;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.AgentaoClientExtensions;
import io.github.acp4j.api.types.CompleteElicitationNotification;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.CreateTerminalResponse;
import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.ReleaseTerminalResponse;
import io.github.acp4j.api.types.ReleaseTerminalRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.KillTerminalResponse;
import io.github.acp4j.api.types.KillTerminalRequest;
import io.github.acp4j.api.types.CreateElicitationRequest;
import io.github.acp4j.api.types.CreateElicitationResponse;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.v2.AcpClientEndpointV2;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;

/**
 * The client as the agent's session and turn code sees it (the v1 interface), on a connection that
 * may speak v2: until {@link V2Agent} says the connection picked v2, every call goes to the v1 client
 * unchanged; after it, each is told in v2. Messages become upserts keyed by id, a {@code tool_call}
 * becomes the {@code tool_call_update} that creates the call, a permission request gets its
 * {@code title} and {@code subject}; each session's turns are framed by {@link Framing}, a question
 * (a permission, an elicitation, Agentao's {@code ask_user}) turning the state to
 * {@code requires_action} while it waits. The v1 shapes are converted through their JSON, the one
 * place both versions agree on.
 */
final class V2Client implements AcpClientEndpoint {

	static final Gson GSON = AcpGson.create();

	private final AcpClientEndpoint v1;
	private final AcpClientEndpointV2 v2;
	private final Map<String, Framing> sessions = new ConcurrentHashMap<>();
	/** The calls {@code tool_call/cancel} is stopping, by session id and call id (ids are unique only in their session). */
	private final Set<List<String>> cancelledCalls = ConcurrentHashMap.newKeySet();
	private volatile boolean speaksV2;

	V2Client(AcpClientEndpoint v1, AcpClientEndpointV2 v2) {
		this.v1 = v1;
		this.v2 = v2;
	}

	/** From now on this connection speaks v2. */
	void useV2() {
		speaksV2 = true;
	}

	boolean speaksV2() {
		return speaksV2;
	}

	private Framing framing(String sessionId) {
		return sessions.computeIfAbsent(sessionId, id -> new Framing(update -> v2.sessionUpdate(UpdateSessionNotification.of(id, update))));
	}

	/**
	 * A prompt's turn is about to start: whatever it sends first comes after {@code running} and the
	 * user's message ({@code messageId}, {@code content}).
	 */
	void starting(String sessionId, String messageId, JsonElement content) {
		JsonObject userMessage = new JsonObject();
		userMessage.addProperty("sessionUpdate", "user_message");
		userMessage.addProperty("messageId", messageId);
		userMessage.add("content", content);
		framing(sessionId).starting(messageId, userMessage);
	}

	/** The prompt of {@code messageId} was accepted: its turn is announced, after the previous turn's {@code idle}. */
	void started(String sessionId, String messageId) {
		framing(sessionId).started(messageId);
	}

	/** The prompt of {@code messageId} was refused: no turn starts. */
	void refused(String sessionId, String messageId) {
		framing(sessionId).refused(messageId);
	}

	/** The turn of {@code messageId} ended: its {@code idle}, after everything of it and before anything of the next turn. */
	void idle(String sessionId, String messageId, IdleStateUpdate idle) {
		framing(sessionId).idle(messageId, idle);
	}

	/** A replay of the session ended: its current state. */
	void replayed(String sessionId) {
		framing(sessionId).current();
	}

	@Override
	public void sessionUpdate(SessionNotification notification) {
		if (!speaksV2) {
			v1.sessionUpdate(notification);
			return;
		}
		JsonObject update = GSON.toJsonTree(notification.update(), SessionUpdate.class).getAsJsonObject();
		String kind = update.has("sessionUpdate") ? update.get("sessionUpdate").getAsString() : "";
		switch (kind) {
		case "tool_call", "tool_call_update" -> {
			// The first update of an id creates the call in v2; a message after it is a new one.
			kind = "tool_call_update";
			update.addProperty("sessionUpdate", kind);
			toolCallStatus(notification.sessionId(), update);
			if (update.get("content") instanceof JsonArray content) {
				content.forEach(V2Client::diffAsV2);
			}
		}
		case "available_commands_update" -> {
			// v2 tags each command ("command") and its input ("text", v1's unstructured input).
			if (update.get("availableCommands") instanceof JsonArray commands) {
				commands.forEach(V2Client::commandAsV2);
			}
		}
		case "current_mode_update" -> {
			// v2 has no modes: the mode is the "mode" config option, whose update follows.
			return;
		}
		default -> {
		}
		}
		framing(notification.sessionId()).update(kind, update);
	}

	private static void commandAsV2(JsonElement item) {
		if (item instanceof JsonObject command) {
			command.addProperty("type", "command");
			if (command.get("input") instanceof JsonObject input && !input.has("type")) {
				input.addProperty("type", "text");
			}
		}
	}

	/**
	 * A running call can be cancelled alone ({@code capabilities.cancel}), and no longer once it ended
	 * ({@code capabilities} replaced by an empty one); one that ended because {@code tool_call/cancel}
	 * stopped it is {@code cancelled}, which v1 had no status for.
	 */
	private void toolCallStatus(String sessionId, JsonObject update) {
		String status = update.has("status") ? update.get("status").getAsString() : null;
		if ("in_progress".equals(status)) {
			JsonObject capabilities = new JsonObject();
			capabilities.add("cancel", new JsonObject());
			update.add("capabilities", capabilities);
		} else if ("completed".equals(status) || "failed".equals(status)) {
			update.add("capabilities", new JsonObject());
			if (cancelledCalls.remove(List.of(sessionId, update.get("toolCallId").getAsString())) && "failed".equals(status)) {
				update.addProperty("status", "cancelled");
			}
		}
	}

	/** The call is being cancelled with {@code tool_call/cancel}: its final update says {@code cancelled}. */
	void cancelling(String sessionId, String toolCallId) {
		cancelledCalls.add(List.of(sessionId, toolCallId));
	}

	void notCancelled(String sessionId, String toolCallId) {
		cancelledCalls.remove(List.of(sessionId, toolCallId));
	}

	/**
	 * v1's diff ({@code path}, {@code oldText}, {@code newText}) as v2's, which lists the files it
	 * changes ({@code changes}): a file added when there was no old text, else modified. The texts are
	 * not sent: v2 carries a diff's text only as a git patch, which is optional.
	 */
	private static void diffAsV2(JsonElement item) {
		if (!(item instanceof JsonObject diff) || !"diff".equals(diff.has("type") ? diff.get("type").getAsString() : null) || !diff.has("path")) {
			return;
		}
		JsonObject change = new JsonObject();
		change.addProperty("operation", diff.has("oldText") && !diff.get("oldText").isJsonNull() ? "modify" : "add");
		change.add("path", diff.get("path"));
		JsonArray changes = new JsonArray();
		changes.add(change);
		diff.remove("path");
		diff.remove("oldText");
		diff.remove("newText");
		diff.add("changes", changes);
	}

	@Override
	public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
		if (!speaksV2) {
			return v1.requestPermission(request);
		}
		JsonObject v1Request = GSON.toJsonTree(request).getAsJsonObject();
		JsonObject toolCall = v1Request.getAsJsonObject("toolCall");
		JsonObject v2Request = new JsonObject();
		v2Request.addProperty("sessionId", request.sessionId());
		String title = toolCall != null && toolCall.has("title") ? toolCall.get("title").getAsString() : "Allow this action?";
		v2Request.addProperty("title", title);
		if (toolCall != null) {
			JsonObject subject = new JsonObject();
			subject.addProperty("type", "tool_call");
			subject.add("toolCall", toolCall);
			v2Request.add("subject", subject);
		}
		v2Request.add("options", v1Request.get("options"));
		return asking(request.sessionId(),
				() -> v2.requestPermission(GSON.fromJson(v2Request, io.github.acp4j.api.v2.types.RequestPermissionRequest.class)),
				response -> GSON.fromJson(GSON.toJsonTree(response), RequestPermissionResponse.class));
	}

	/**
	 * Sends a question of the session ({@code sessionId} null: of no session), framed by
	 * {@code requires_action} while it waits; cancelling the answer withdraws the question.
	 */
	private <R, T> CompletableFuture<T> asking(String sessionId, Supplier<CompletableFuture<R>> send, Function<R, T> convert) {
		if (sessionId == null) {
			return send.get().thenApply(convert);
		}
		Framing framing = framing(sessionId);
		Framing.Turn turn;
		CompletableFuture<R> sent;
		synchronized (framing) {
			turn = framing.asking();
			sent = send.get();
		}
		CompletableFuture<T> answer = new CompletableFuture<>() {
			@Override
			public boolean cancel(boolean mayInterruptIfRunning) {
				sent.cancel(mayInterruptIfRunning);
				return super.cancel(mayInterruptIfRunning);
			}
		};
		sent.whenComplete((response, failure) -> {
			// Back to running before the turn goes on with the answer (unless the turn ended meanwhile).
			framing.answered(turn, failure == null);
			if (failure != null) {
				answer.completeExceptionally(failure);
			} else {
				answer.complete(convert.apply(response));
			}
		});
		return answer;
	}

	@Override
	public CompletableFuture<CreateElicitationResponse> createElicitation(CreateElicitationRequest request) {
		if (!speaksV2) {
			return v1.createElicitation(request);
		}
		return asking(request.sessionId(),
				() -> v2.createElicitation(GSON.fromJson(GSON.toJsonTree(request), io.github.acp4j.api.v2.types.CreateElicitationRequest.class)),
				response -> GSON.fromJson(GSON.toJsonTree(response), CreateElicitationResponse.class));
	}

	@Override
	public void completeElicitation(CompleteElicitationNotification notification) {
		if (!speaksV2) {
			v1.completeElicitation(notification);
			return;
		}
		v2.completeElicitation(GSON.fromJson(GSON.toJsonTree(notification), io.github.acp4j.api.v2.types.CompleteElicitationNotification.class));
	}

	/**
	 * Agentao's {@code _agentao.cn/ask_user}: an extension method, the same in both versions; on v2 a
	 * question waiting for its answer is {@code requires_action} as a permission is.
	 */
	@Override
	public AgentaoClientExtensions agentao() {
		AgentaoClientExtensions extensions = v1.agentao();
		if (!speaksV2 || extensions == null) {
			return extensions;
		}
		return request -> asking(request.sessionId(), () -> extensions.askUser(request), Function.identity());
	}

	// v2 has no client file system or terminals, and its client was told of none: the agent uses its own.

	@Override
	public CompletableFuture<ReadTextFileResponse> readTextFile(ReadTextFileRequest request) {
		return v1.readTextFile(request);
	}

	@Override
	public CompletableFuture<WriteTextFileResponse> writeTextFile(WriteTextFileRequest request) {
		return v1.writeTextFile(request);
	}

	@Override
	public CompletableFuture<CreateTerminalResponse> createTerminal(CreateTerminalRequest request) {
		return v1.createTerminal(request);
	}

	@Override
	public CompletableFuture<TerminalOutputResponse> terminalOutput(TerminalOutputRequest request) {
		return v1.terminalOutput(request);
	}

	@Override
	public CompletableFuture<ReleaseTerminalResponse> releaseTerminal(ReleaseTerminalRequest request) {
		return v1.releaseTerminal(request);
	}

	@Override
	public CompletableFuture<WaitForTerminalExitResponse> waitForTerminalExit(WaitForTerminalExitRequest request) {
		return v1.waitForTerminalExit(request);
	}

	@Override
	public CompletableFuture<KillTerminalResponse> killTerminal(KillTerminalRequest request) {
		return v1.killTerminal(request);
	}

}
