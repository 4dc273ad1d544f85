package io.github.acp4j.api;

import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;
import org.eclipse.lsp4j.jsonrpc.services.JsonSegment;

import io.github.acp4j.api.types.ForkSessionRequest;
import io.github.acp4j.api.types.ForkSessionResponse;
import io.github.acp4j.api.types.SetSessionModelRequest;
import io.github.acp4j.api.types.SetSessionModelResponse;

/**
 * Unstable ACP methods a client calls on an agent, kept apart from the stable {@link AcpAgentServer}
 * so that using them is a choice: they may change or go away. An agent opts in by implementing this
 * interface beside {@link AcpAgentServer} ({@link AcpLauncher#agent} serves every method its object
 * implements); a client calls them by casting the proxy of {@link AcpLauncher#client} to this
 * interface.
 *
 * <p>Each method answers {@code -32601} until it is implemented.
 */
@ProtocolDraft
@JsonSegment("session")
public interface AcpAgentServerDrafts {

	/**
	 * Creates a new session with a copy of an existing one's history. Unstable in ACP v1: advertised
	 * under {@code sessionCapabilities.fork}.
	 */
	@JsonRequest("fork")
	default CompletableFuture<ForkSessionResponse> forkSession(ForkSessionRequest request) {
		return AcpErrors.notImplemented("session/fork");
	}

	/**
	 * Switches the session's model to one its {@code models} state listed. Legacy unstable ACP, in no
	 * schema the TypeScript SDK 2.4.0 ships, still sent by clients such as acpx for their
	 * {@code --model} option.
	 */
	@JsonRequest("set_model")
	default CompletableFuture<SetSessionModelResponse> setSessionModel(SetSessionModelRequest request) {
		return AcpErrors.notImplemented("session/set_model");
	}
}
