package io.github.acp4j.jsonrpc;

import java.io.EOFException;

import org.eclipse.lsp4j.jsonrpc.JsonRpcException;

/**
 * How a request fails when the connection ends before its answer came: the peer closed its output
 * or exited, or reading from it failed.
 */
public final class ConnectionClosedException extends JsonRpcException {

	private static final long serialVersionUID = 1L;

	private final String method;

	/** {@code method} was sent, or was to be sent, when the connection ended. */
	public ConnectionClosedException(String method) {
		super(new EOFException("Connection closed before " + method + " was answered"));
		this.method = method;
	}

	/** The method of the request left unanswered. */
	public String method() {
		return method;
	}

	/** One line, with no exception names: "the connection closed before METHOD was answered". */
	@Override
	public String getMessage() {
		return "The connection closed before " + method + " was answered";
	}
}
