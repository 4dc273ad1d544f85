package io.github.acp4j.api.v2;

import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;

import io.github.acp4j.api.AcpErrors;
import io.github.acp4j.api.v2.types.CancelRequestNotification;
import io.github.acp4j.api.v2.types.CancelSessionNotification;
import io.github.acp4j.api.v2.types.CancelTerminalRequest;
import io.github.acp4j.api.v2.types.CancelTerminalResponse;
import io.github.acp4j.api.v2.types.CancelToolCallRequest;
import io.github.acp4j.api.v2.types.CancelToolCallResponse;
import io.github.acp4j.api.v2.types.CloseSessionRequest;
import io.github.acp4j.api.v2.types.CloseSessionResponse;
import io.github.acp4j.api.v2.types.DeleteSessionRequest;
import io.github.acp4j.api.v2.types.DeleteSessionResponse;
import io.github.acp4j.api.v2.types.InitializeRequest;
import io.github.acp4j.api.v2.types.InitializeResponse;
import io.github.acp4j.api.v2.types.ListSessionsRequest;
import io.github.acp4j.api.v2.types.ListSessionsResponse;
import io.github.acp4j.api.v2.types.LoginAuthRequest;
import io.github.acp4j.api.v2.types.LoginAuthResponse;
import io.github.acp4j.api.v2.types.LogoutAuthRequest;
import io.github.acp4j.api.v2.types.LogoutAuthResponse;
import io.github.acp4j.api.v2.types.NewSessionRequest;
import io.github.acp4j.api.v2.types.NewSessionResponse;
import io.github.acp4j.api.v2.types.PromptRequest;
import io.github.acp4j.api.v2.types.PromptResponse;
import io.github.acp4j.api.v2.types.ResumeSessionRequest;
import io.github.acp4j.api.v2.types.ResumeSessionResponse;
import io.github.acp4j.api.v2.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.v2.types.SetSessionConfigOptionResponse;

/**
 * What a client calls on an agent in ACP v2 (Preview): every stable v2 method the agent side
 * handles. {@code session/prompt} only acknowledges; the turn is reported with {@code state_update}.
 *
 * <p>Methods behind a capability the agent may not advertise have default implementations that
 * answer {@code -32601}. Handlers run on the connection's reader thread: return a future at once and
 * do the work elsewhere.
 */
public interface AcpAgentServerV2 {

	/** Negotiates the protocol version and exchanges capabilities; the first request of a connection. */
	@JsonRequest("initialize")
	CompletableFuture<InitializeResponse> initialize(InitializeRequest request);

	/** Logs in with one of the agent's advertised authentication methods. */
	@JsonRequest("auth/login")
	default CompletableFuture<LoginAuthResponse> login(LoginAuthRequest request) {
		return AcpErrors.notImplemented("auth/login");
	}

	/** Ends the current authenticated state. */
	@JsonRequest("auth/logout")
	default CompletableFuture<LogoutAuthResponse> logout(LogoutAuthRequest request) {
		return AcpErrors.notImplemented("auth/logout");
	}

	/** Creates a session. */
	@JsonRequest("session/new")
	CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request);

	/** Opens a saved session again, replaying its history first when asked with {@code replayFrom}. */
	@JsonRequest("session/resume")
	default CompletableFuture<ResumeSessionResponse> resumeSession(ResumeSessionRequest request) {
		return AcpErrors.notImplemented("session/resume");
	}

	/** Lists saved sessions. */
	@JsonRequest("session/list")
	default CompletableFuture<ListSessionsResponse> listSessions(ListSessionsRequest request) {
		return AcpErrors.notImplemented("session/list");
	}

	/** Deletes a saved session. */
	@JsonRequest("session/delete")
	default CompletableFuture<DeleteSessionResponse> deleteSession(DeleteSessionRequest request) {
		return AcpErrors.notImplemented("session/delete");
	}

	/** Closes an open session, cancelling its work. */
	@JsonRequest("session/close")
	default CompletableFuture<CloseSessionResponse> closeSession(CloseSessionRequest request) {
		return AcpErrors.notImplemented("session/close");
	}

	/** Sets a session configuration option (model, mode, ...). */
	@JsonRequest("session/set_config_option")
	default CompletableFuture<SetSessionConfigOptionResponse> setSessionConfigOption(SetSessionConfigOptionRequest request) {
		return AcpErrors.notImplemented("session/set_config_option");
	}

	/** Inserts a user message; answered at once with its {@code messageId}, the work is reported by updates. */
	@JsonRequest("session/prompt")
	CompletableFuture<PromptResponse> prompt(PromptRequest request);

	/** Stops the session's foreground work; it ends with an {@code idle} state update. */
	@JsonNotification("session/cancel")
	void cancel(CancelSessionNotification notification);

	/** Cancels one running tool call; the turn goes on. */
	@JsonRequest("tool_call/cancel")
	default CompletableFuture<CancelToolCallResponse> cancelToolCall(CancelToolCallRequest request) {
		return AcpErrors.notImplemented("tool_call/cancel");
	}

	/** Cancels the command running in one of the agent's display terminals. */
	@JsonRequest("terminal/cancel")
	default CompletableFuture<CancelTerminalResponse> cancelTerminal(CancelTerminalRequest request) {
		return AcpErrors.notImplemented("terminal/cancel");
	}

	/** Cancels a request in flight; handled by the transport, see {@code AcpAgentServer.cancelRequest}. */
	@JsonNotification("$/cancel_request")
	default void cancelRequest(CancelRequestNotification notification) {
	}
}
