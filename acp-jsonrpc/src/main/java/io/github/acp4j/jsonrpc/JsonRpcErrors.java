package io.github.acp4j.jsonrpc;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.UndeclaredThrowableException;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.lsp4j.jsonrpc.JsonRpcException;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseErrorCode;

/**
 * JSON-RPC 2.0 error codes and the exception-to-error mapping of the NDJSON transport.
 *
 * <p>Service methods fail a request by completing their future with a {@link ResponseErrorException};
 * anything else becomes {@value #INTERNAL_ERROR} with a one-line message and is logged. What goes on
 * the wire never carries a Java exception's name, text or stack trace (see {@link #wireSafe}).
 */
public final class JsonRpcErrors {

	/** The line is not JSON. */
	public static final int PARSE_ERROR = -32700;
	/** The JSON is not a JSON-RPC request, notification or response (nor a batch, where batches are off), or an empty batch. */
	public static final int INVALID_REQUEST = -32600;
	/** No such method. */
	public static final int METHOD_NOT_FOUND = -32601;
	/** The method's params are missing or of the wrong shape. */
	public static final int INVALID_PARAMS = -32602;
	/** The handler failed. */
	public static final int INTERNAL_ERROR = -32603;
	/** The request was cancelled (LSP's code, which ACP uses too). */
	public static final int REQUEST_CANCELLED = -32800;

	/** Longest message the default handler puts on the wire. */
	static final int MAX_MESSAGE_LENGTH = 300;

	/** What an internal error says on the wire: the failure itself is in the log. */
	static final String INTERNAL_ERROR_MESSAGE = "Internal error: the request failed; the details are in the log";

	/**
	 * Where a Java exception shows in a text: a qualified class name ending in Exception or Error, a
	 * simple one in camel case (IllegalStateException), or a stack frame.
	 */
	private static final Pattern JAVA_TEXT = Pattern.compile("\\b(?:[a-z][a-z0-9_]*\\.)+[A-Z][\\w$]*(?:Exception|Error|Throwable)\\b"
			+ "|\\b[A-Z][a-z0-9]+(?:[A-Z][a-z0-9]*)*(?:Exception|Error)\\b" + "|\\bat [\\w$.]+\\([\\w$]+\\.java:\\d+\\)");

	private static final Logger LOG = Logger.getLogger(JsonRpcErrors.class.getName());

	/**
	 * The default exception handler: a {@link ResponseErrorException} anywhere in the cause chain
	 * keeps its error; anything else is logged with its stack trace and answered as an internal
	 * error carrying a one-line message.
	 */
	public static final Function<Throwable, ResponseError> DEFAULT_EXCEPTION_HANDLER = JsonRpcErrors::toResponseError;

	private JsonRpcErrors() {
	}

	/** A {@link ResponseErrorException} with the given code and message and no data. */
	public static ResponseErrorException error(int code, String message) {
		return new ResponseErrorException(new ResponseError(code, oneLine(message), null));
	}

	/** {@value #INVALID_PARAMS}: the params are missing or have the wrong shape. */
	public static ResponseErrorException invalidParams(String message) {
		return error(INVALID_PARAMS, message);
	}

	/** {@value #INVALID_REQUEST}: the request is not acceptable in the current state. */
	public static ResponseErrorException invalidRequest(String message) {
		return error(INVALID_REQUEST, message);
	}

	/** {@value #METHOD_NOT_FOUND}: the method is not implemented by this side. */
	public static ResponseErrorException methodNotFound(String method) {
		return error(METHOD_NOT_FOUND, "Method not found: " + method);
	}

	/** {@value #INTERNAL_ERROR} with the given one-line message. */
	public static ResponseErrorException internalError(String message) {
		return error(INTERNAL_ERROR, message);
	}

	/** Maps a failure to the error that answers it, as {@link #DEFAULT_EXCEPTION_HANDLER} does. */
	public static ResponseError toResponseError(Throwable throwable) {
		Throwable cause = unwrap(throwable);
		if (cause instanceof ResponseErrorException responseError) {
			return responseError.getResponseError();
		}
		LOG.log(Level.WARNING, "Request failed", cause);
		return new ResponseError(ResponseErrorCode.InternalError, INTERNAL_ERROR_MESSAGE, null);
	}

	/**
	 * The error as it may go on the wire: its message on one line, cut where a Java exception's name
	 * or a stack frame begins (the whole error is logged), and no {@code data} that is an exception
	 * or a stack trace. An error with neither is returned as it is.
	 */
	public static ResponseError wireSafe(ResponseError error) {
		Object data = error.getData();
		boolean unsafeData = data instanceof Throwable || data instanceof String text && JAVA_TEXT.matcher(text).find();
		String message = oneLine(error.getMessage());
		Matcher java = JAVA_TEXT.matcher(message);
		boolean unsafeMessage = java.find();
		if (!unsafeData && !unsafeMessage && message.equals(error.getMessage())) {
			return error;
		}
		if (unsafeData || unsafeMessage) {
			LOG.warning("An error's Java text was kept off the wire: " + error.getMessage() + (unsafeData ? " (data: " + data + ")" : ""));
		}
		if (unsafeMessage) {
			String before = message.substring(0, java.start()).replaceAll("[\\s:;,(-]+$", "");
			if (before.isEmpty() || before.equalsIgnoreCase("internal error")) {
				message = error.getCode() == INTERNAL_ERROR ? INTERNAL_ERROR_MESSAGE : "The request failed; the details are in the log";
			} else {
				message = before + " (the details are in the log)";
			}
		}
		return new ResponseError(error.getCode(), message, unsafeData ? null : data);
	}

	/**
	 * A failure as one line a person or a model can read, without Java exception names: the peer's
	 * error message, the connection's end, or a generic line for anything else (then logged).
	 */
	public static String describe(Throwable throwable) {
		Throwable cause = unwrap(throwable);
		if (cause instanceof ResponseErrorException responseError) {
			return wireSafe(responseError.getResponseError()).getMessage();
		}
		if (cause instanceof ConnectionClosedException) {
			return cause.getMessage();
		}
		if (cause instanceof JsonRpcException) {
			LOG.log(Level.FINE, "The connection failed", cause);
			return "The connection failed";
		}
		LOG.log(Level.WARNING, "Request failed", cause);
		return "The request failed; the details are in the log";
	}

	/** A size as limits are given, to go before "limit": "32 MiB", "1 KiB", else "1000-byte". */
	public static String bytes(long bytes) {
		if (bytes >= 1024 * 1024 && bytes % (1024 * 1024) == 0) {
			return bytes / (1024 * 1024) + " MiB";
		}
		return bytes >= 1024 && bytes % 1024 == 0 ? bytes / 1024 + " KiB" : bytes + "-byte";
	}

	/** The failure behind the wrappers that futures and reflection put around it. */
	public static Throwable unwrap(Throwable throwable) {
		Throwable current = throwable;
		while ((current instanceof CompletionException || current instanceof ExecutionException
				|| current instanceof InvocationTargetException || current instanceof UndeclaredThrowableException)
				&& current.getCause() != null) {
			current = current.getCause();
		}
		return current;
	}

	/** The first line of a message, shortened to what an error on the wire should carry. */
	public static String oneLine(String message) {
		if (message == null) {
			return "";
		}
		String line = message.strip();
		int end = line.indexOf('\n');
		if (end >= 0) {
			line = line.substring(0, end).strip();
		}
		line = line.replace('\r', ' ');
		return line.length() <= MAX_MESSAGE_LENGTH ? line : line.substring(0, MAX_MESSAGE_LENGTH - 3) + "...";
	}
}
