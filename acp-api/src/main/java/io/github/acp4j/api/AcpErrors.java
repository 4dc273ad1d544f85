package io.github.acp4j.api;

import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import io.github.acp4j.jsonrpc.JsonRpcErrors;

/** The error codes ACP adds to JSON-RPC's, and failed futures for them. */
public final class AcpErrors {

	/** Authentication is required before this operation can be performed. */
	public static final int AUTH_REQUIRED = -32000;

	/** A given resource, such as a session or file, was not found; also a method before {@code initialize}. */
	public static final int RESOURCE_NOT_FOUND = -32002;

	private AcpErrors() {
	}

	/** {@value #RESOURCE_NOT_FOUND} for an unknown or closed session. */
	public static ResponseErrorException sessionNotFound(String sessionId) {
		return JsonRpcErrors.error(RESOURCE_NOT_FOUND, "Session not found: " + sessionId);
	}

	/** {@value #AUTH_REQUIRED} with the given message. */
	public static ResponseErrorException authRequired(String message) {
		return JsonRpcErrors.error(AUTH_REQUIRED, message);
	}

	/** A future failed with {@code -32601}, what an optional method answers when it is not implemented. */
	public static <T> CompletableFuture<T> notImplemented(String method) {
		return CompletableFuture.failedFuture(JsonRpcErrors.methodNotFound(method));
	}
}
