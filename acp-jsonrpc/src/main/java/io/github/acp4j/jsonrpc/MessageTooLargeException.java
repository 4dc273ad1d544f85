package io.github.acp4j.jsonrpc;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;

/**
 * How a request fails when the peer's answer to it is longer than the connection's limit on one
 * message: the answer is skipped unread, and the request fails at once with
 * {@value JsonRpcErrors#INVALID_REQUEST} and a one-line message naming the method and the sizes.
 */
public final class MessageTooLargeException extends ResponseErrorException {

	private static final long serialVersionUID = 1L;

	private final String method;
	private final long size;
	private final long limit;

	/** The answer to {@code method} was {@code size} bytes, over {@code limit}. */
	public MessageTooLargeException(String method, long size, long limit) {
		super(new ResponseError(JsonRpcErrors.INVALID_REQUEST,
				"The answer to " + method + " was " + size + " bytes, over the " + JsonRpcErrors.bytes(limit) + " limit on one message",
				null));
		this.method = method;
		this.size = size;
		this.limit = limit;
	}

	/** The method of the request whose answer was too large. */
	public String method() {
		return method;
	}

	/** The answer's length in bytes. */
	public long size() {
		return size;
	}

	/** The limit it went over, in bytes. */
	public long limit() {
		return limit;
	}
}
