package io.github.acp4j.api;

import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.services.JsonDelegate;
import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;

import io.github.acp4j.api.types.CancelRequestNotification;
import io.github.acp4j.api.types.CompleteElicitationNotification;
import io.github.acp4j.api.types.CreateElicitationRequest;
import io.github.acp4j.api.types.CreateElicitationResponse;
import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.CreateTerminalResponse;
import io.github.acp4j.api.types.KillTerminalRequest;
import io.github.acp4j.api.types.KillTerminalResponse;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.ReleaseTerminalRequest;
import io.github.acp4j.api.types.ReleaseTerminalResponse;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;

/**
 * What an agent calls on a client: every stable ACP v1 method the client side handles.
 *
 * <p>File system, terminal and elicitation methods are behind client capabilities; their default
 * implementations answer {@code -32601}. Handlers run on the connection's reader thread: return a
 * future at once and do the work elsewhere.
 */
public interface AcpClientEndpoint {

	/** Asks the user to allow or reject a tool call. */
	@JsonRequest("session/request_permission")
	CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request);

	/** Streams progress of a session: message chunks, tool calls, plans, mode and config changes. */
	@JsonNotification("session/update")
	void sessionUpdate(SessionNotification notification);

	/** Reads a text file, including unsaved editor changes; when the client advertised {@code fs.readTextFile}. */
	@JsonRequest("fs/read_text_file")
	default CompletableFuture<ReadTextFileResponse> readTextFile(ReadTextFileRequest request) {
		return AcpErrors.notImplemented("fs/read_text_file");
	}

	/** Writes a text file; when the client advertised {@code fs.writeTextFile}. */
	@JsonRequest("fs/write_text_file")
	default CompletableFuture<WriteTextFileResponse> writeTextFile(WriteTextFileRequest request) {
		return AcpErrors.notImplemented("fs/write_text_file");
	}

	/** Starts a command in a new terminal; when the client advertised {@code terminal}. */
	@JsonRequest("terminal/create")
	default CompletableFuture<CreateTerminalResponse> createTerminal(CreateTerminalRequest request) {
		return AcpErrors.notImplemented("terminal/create");
	}

	/** The terminal's output so far and its exit status once it has exited. */
	@JsonRequest("terminal/output")
	default CompletableFuture<TerminalOutputResponse> terminalOutput(TerminalOutputRequest request) {
		return AcpErrors.notImplemented("terminal/output");
	}

	/** Kills the terminal's command if it is running and frees the terminal. */
	@JsonRequest("terminal/release")
	default CompletableFuture<ReleaseTerminalResponse> releaseTerminal(ReleaseTerminalRequest request) {
		return AcpErrors.notImplemented("terminal/release");
	}

	/** Answers when the terminal's command exits. */
	@JsonRequest("terminal/wait_for_exit")
	default CompletableFuture<WaitForTerminalExitResponse> waitForTerminalExit(WaitForTerminalExitRequest request) {
		return AcpErrors.notImplemented("terminal/wait_for_exit");
	}

	/** Kills the terminal's command without freeing the terminal. */
	@JsonRequest("terminal/kill")
	default CompletableFuture<KillTerminalResponse> killTerminal(KillTerminalRequest request) {
		return AcpErrors.notImplemented("terminal/kill");
	}

	/** Asks the user for structured input; when the client advertised {@code elicitation}. */
	@JsonRequest("elicitation/create")
	default CompletableFuture<CreateElicitationResponse> createElicitation(CreateElicitationRequest request) {
		return AcpErrors.notImplemented("elicitation/create");
	}

	/** Tells the client that a URL-mode elicitation finished. */
	@JsonNotification("elicitation/complete")
	default void completeElicitation(CompleteElicitationNotification notification) {
	}

	/** Cancels a request in flight; handled by the transport, see {@link AcpAgentServer#cancelRequest}. */
	@JsonNotification("$/cancel_request")
	default void cancelRequest(CancelRequestNotification notification) {
	}

	/** The Agentao-compatible extension methods, or null when the client has none. */
	@JsonDelegate
	default AgentaoClientExtensions agentao() {
		return null;
	}
}
