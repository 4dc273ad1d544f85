package io.github.acp4j.api;

import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.services.JsonDelegate;
import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;
import org.eclipse.lsp4j.jsonrpc.services.JsonSegment;

import io.github.acp4j.api.types.AuthenticateRequest;
import io.github.acp4j.api.types.AuthenticateResponse;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.CancelRequestNotification;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.CloseSessionResponse;
import io.github.acp4j.api.types.DeleteSessionRequest;
import io.github.acp4j.api.types.DeleteSessionResponse;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.ListSessionsResponse;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.LoadSessionResponse;
import io.github.acp4j.api.types.LogoutRequest;
import io.github.acp4j.api.types.LogoutResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.ResumeSessionRequest;
import io.github.acp4j.api.types.ResumeSessionResponse;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionConfigOptionResponse;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.SetSessionModeResponse;

/**
 * What a client calls on an agent: every stable ACP v1 method the agent side handles.
 *
 * <p>Methods behind a capability the agent may not advertise ({@code session/load},
 * {@code session/list}, ...) have default implementations that answer {@code -32601}. Handlers run on
 * the connection's reader thread: return a future at once and do the work elsewhere. The unstable
 * methods are in {@link AcpAgentServerDrafts}.
 */
@JsonSegment("session")
public interface AcpAgentServer {

	/** Negotiates the protocol version and exchanges capabilities; the first request of a connection. */
	@JsonRequest(value = "initialize", useSegment = false)
	CompletableFuture<InitializeResponse> initialize(InitializeRequest request);

	/** Authenticates with one of the methods the agent advertised. */
	@JsonRequest(value = "authenticate", useSegment = false)
	default CompletableFuture<AuthenticateResponse> authenticate(AuthenticateRequest request) {
		return AcpErrors.notImplemented("authenticate");
	}

	/** Ends the authenticated state, when the agent advertised {@code auth.logout}. */
	@JsonRequest(value = "logout", useSegment = false)
	default CompletableFuture<LogoutResponse> logout(LogoutRequest request) {
		return AcpErrors.notImplemented("logout");
	}

	/** Creates a conversation. */
	@JsonRequest("new")
	CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request);

	/** Restores a stored session and replays its history as {@code session/update}s before answering. */
	@JsonRequest("load")
	default CompletableFuture<LoadSessionResponse> loadSession(LoadSessionRequest request) {
		return AcpErrors.notImplemented("session/load");
	}

	/** Restores a stored session without replaying it. */
	@JsonRequest("resume")
	default CompletableFuture<ResumeSessionResponse> resumeSession(ResumeSessionRequest request) {
		return AcpErrors.notImplemented("session/resume");
	}

	/** Lists stored sessions, newest first, one page at a time. */
	@JsonRequest("list")
	default CompletableFuture<ListSessionsResponse> listSessions(ListSessionsRequest request) {
		return AcpErrors.notImplemented("session/list");
	}

	/** Deletes a stored session. */
	@JsonRequest("delete")
	default CompletableFuture<DeleteSessionResponse> deleteSession(DeleteSessionRequest request) {
		return AcpErrors.notImplemented("session/delete");
	}

	/** Closes an active session, cancelling its turn and freeing what it holds. */
	@JsonRequest("close")
	default CompletableFuture<CloseSessionResponse> closeSession(CloseSessionRequest request) {
		return AcpErrors.notImplemented("session/close");
	}

	/** Switches the session's mode. */
	@JsonRequest("set_mode")
	default CompletableFuture<SetSessionModeResponse> setSessionMode(SetSessionModeRequest request) {
		return AcpErrors.notImplemented("session/set_mode");
	}

	/** Sets one of the session's configuration options and returns all of them. */
	@JsonRequest("set_config_option")
	default CompletableFuture<SetSessionConfigOptionResponse> setSessionConfigOption(
			SetSessionConfigOptionRequest request) {
		return AcpErrors.notImplemented("session/set_config_option");
	}

	/** Runs one prompt turn; the answer comes when the turn ends and says why. */
	@JsonRequest("prompt")
	CompletableFuture<PromptResponse> prompt(PromptRequest request);

	/** Cancels the session's running prompt turn, which then answers {@code cancelled}. */
	@JsonNotification("cancel")
	void cancel(CancelNotification notification);

	/**
	 * Cancels a request in flight. The transport handles an incoming one (the request is answered
	 * {@code -32800}) and sends one when the future of an outgoing request is cancelled, so neither
	 * side needs to call or implement this.
	 */
	@JsonNotification(value = "$/cancel_request", useSegment = false)
	default void cancelRequest(CancelRequestNotification notification) {
	}

	/** The Agentao-compatible extension methods, or null when the agent has none. */
	@JsonDelegate
	default AgentaoAgentExtensions agentao() {
		return null;
	}
}
