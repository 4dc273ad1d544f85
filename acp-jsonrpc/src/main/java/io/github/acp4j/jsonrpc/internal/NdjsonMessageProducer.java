package io.github.acp4j.jsonrpc.internal;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.JsonRpcException;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.MessageProducer;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;

import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * Reads one JSON-RPC message per line and answers what is not a message, as JSON-RPC 2.0 asks,
 * instead of only logging it: not JSON gives {@code -32700}, anything that is not a request, a
 * notification or a response gives {@code -32600}, params of the wrong shape give {@code -32602}; a
 * line over the size limit is skipped unread (see {@link #oversized}). Reading goes on after each of them. End of input ends {@link #listen} normally; anything thrown
 * ends it with that throwable, and an {@link Error} (a linkage error of a missing library class, a
 * handler's stack overflow), which LSP4J's message processor would not log, is logged here.
 */
public final class NdjsonMessageProducer implements MessageProducer, Closeable {

	private static final Logger LOG = Logger.getLogger(NdjsonMessageProducer.class.getName());

	private final InputStream input;
	private final MessageJsonHandler jsonHandler;
	private final NdjsonRemoteEndpoint endpoint;
	private final MessageConsumer replies;
	private final int maxMessageSize;
	private final Consumer<Throwable> onEnd;
	private final JsonMessages messages;
	private volatile boolean closed;

	/**
	 * @param endpoint handles issues of messages and answers over the size limit
	 * @param replies  where error replies to unreadable lines are written (the outgoing stream)
	 * @param onEnd    called once when reading stops, with what stopped it, or {@code null} at the end
	 *                 of the input or after {@link #close()}
	 */
	public NdjsonMessageProducer(InputStream input, MessageJsonHandler jsonHandler, NdjsonRemoteEndpoint endpoint,
			MessageConsumer replies, int maxMessageSize, Consumer<Throwable> onEnd) {
		this.input = input;
		this.jsonHandler = jsonHandler;
		this.endpoint = endpoint;
		this.replies = replies;
		this.maxMessageSize = maxMessageSize;
		this.onEnd = onEnd;
		this.messages = new JsonMessages(jsonHandler);
	}

	@Override
	public void listen(MessageConsumer consumer) {
		LineReader lines = new LineReader(input, maxMessageSize);
		Throwable failure = null;
		try {
			while (!closed) {
				LineReader.Kind kind = lines.next();
				if (kind == LineReader.Kind.END) {
					return;
				}
				if (kind == LineReader.Kind.OVERSIZED) {
					oversized(JsonMessages.headOf(lines.text()), lines.oversizedLength());
					continue;
				}
				String line = lines.text();
				if (!line.isBlank()) {
					handleLine(line, consumer);
				}
			}
		} catch (IOException exception) {
			if (!closed) {
				failure = new JsonRpcException(exception);
				throw (JsonRpcException) failure;
			}
		} catch (RuntimeException exception) {
			failure = exception; // LSP4J's message processor logs it
			throw exception;
		} catch (Error error) {
			LOG.log(Level.SEVERE, "Stopped reading from the peer on " + error + "; closing the connection", error);
			failure = error;
			throw error;
		} finally {
			onEnd.accept(failure);
		}
	}

	/**
	 * A line over the limit, skipped unread but for its first bytes: a request gets its error, with
	 * its id when that came before the cut; an answer fails the request it answers, and is never
	 * answered itself; a line whose first bytes do not tell which it is is only logged, so that an
	 * answer is never taken for a request.
	 */
	private void oversized(JsonMessages.Head head, long length) {
		switch (head.kind()) {
		case REQUEST -> reply(head.id(), JsonRpcErrors.INVALID_REQUEST,
				"Message of " + length + " bytes exceeds the limit of " + maxMessageSize + " bytes");
		case RESPONSE -> {
			if (head.id() != null) {
				endpoint.answerTooLarge(head.id(), length, maxMessageSize);
			} else {
				LOG.warning("Skipped an answer of " + length + " bytes, over the limit of " + maxMessageSize
						+ " bytes, whose id did not come in its first bytes: the request it answers waits on");
			}
		}
		default -> LOG.warning("Skipped a message of " + length + " bytes, over the limit of " + maxMessageSize
				+ " bytes, whose first bytes do not tell a request from an answer");
		}
	}

	private void handleLine(String line, MessageConsumer consumer) {
		Message message = messages.readCommon(line);
		if (message == null) {
			message = readChecked(line);
		}
		if (message == null) {
			return;
		}
		try {
			consumer.consume(message);
		} catch (RuntimeException exception) {
			// A failing consumer must not end the connection.
			LOG.log(Level.SEVERE, "Error while handling " + JsonMessages.describe(message), exception);
		}
	}

	/** The message on the line with every check made, or null when the line was answered or logged instead. */
	private Message readChecked(String line) {
		JsonElement json;
		try {
			json = StrictJson.parse(line);
		} catch (JsonParseException | IOException | IllegalStateException exception) {
			reply(null, JsonRpcErrors.PARSE_ERROR, "Parse error: " + JsonRpcErrors.oneLine(exception.getMessage()));
			return null;
		}
		if (json.isJsonArray()) {
			reply(null, JsonRpcErrors.INVALID_REQUEST, "Invalid request: batches are not supported");
			return null;
		}
		if (!json.isJsonObject()) {
			reply(null, JsonRpcErrors.INVALID_REQUEST, "Invalid request: a message must be a JSON object");
			return null;
		}
		JsonObject object = json.getAsJsonObject();
		try {
			return messages.toMessage(object);
		} catch (JsonMessages.InvalidMessageException invalid) {
			if (invalid.answerable()) {
				reply(invalid.id(), JsonRpcErrors.INVALID_REQUEST, "Invalid request: " + invalid.getMessage());
			} else {
				LOG.warning("Ignored an invalid message from the peer: " + invalid.getMessage());
			}
			return null;
		} catch (MessageIssueException issue) {
			endpoint.handle(issue.getRpcMessage(), issue.getIssues());
			return null;
		}
	}

	private void reply(Either<String, Number> id, int code, String text) {
		ResponseMessage response = new ResponseMessage();
		response.setJsonHandler(jsonHandler);
		response.setRawId(id);
		response.setError(JsonRpcErrors.wireSafe(new ResponseError(code, text, null)));
		try {
			replies.consume(response);
		} catch (RuntimeException exception) {
			LOG.log(Level.WARNING, "Could not send error reply", exception);
		}
	}

	@Override
	public void close() throws IOException {
		closed = true;
		input.close();
	}
}
