package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;
import java.util.HashSet;
import java.util.Set;
import java.util.logging.Level;
import java.util.logging.Logger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

import com.google.gson.Gson;
import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;

import io.github.acp4j.jsonrpc.MessageListener;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * Reads the text of one JSON-RPC message (an NDJSON line, a WebSocket text frame, an HTTP body) and
 * answers what is not a message, as JSON-RPC 2.0 asks, instead of only logging it: not JSON gives
 * {@code -32700}, anything that is not a request, a notification or a response gives
 * {@code -32600}, params of the wrong shape give {@code -32602}; a message over the size limit is
 * judged by its first bytes (see {@link #oversized}).
 *
 * <p>While the connection's {@link Batches} accept them, a text that is a JSON array is a batch: each
 * entry is read as a message of its own would be and handed on in order, and the answers to its
 * requests leave together as one array once the last is made (see {@link #readBatch}).
 */
public final class MessageReader {

	private static final Logger LOG = Logger.getLogger(MessageReader.class.getName());
	private static final Pattern POSITION = Pattern.compile("at line \\d+ column \\d+");

	private final MessageJsonHandler jsonHandler;
	private final NdjsonRemoteEndpoint endpoint;
	private final MessageConsumer replies;
	private final JsonMessages messages;
	private final Batches batches;
	private final MessageListener listener;

	/**
	 * @param values   the Gson that reads params and results, configured as {@code jsonHandler}'s (see {@link MessageWriter})
	 * @param endpoint handles issues of messages and answers over the size limit
	 * @param replies  where error replies to unreadable texts are written (the outgoing stream)
	 * @param listener told of each text read, or null
	 */
	public MessageReader(MessageJsonHandler jsonHandler, Gson values, NdjsonRemoteEndpoint endpoint, MessageConsumer replies,
			MessageListener listener) {
		this.listener = listener;
		this.jsonHandler = jsonHandler;
		this.endpoint = endpoint;
		this.replies = replies;
		this.messages = new JsonMessages(jsonHandler, values);
		this.batches = endpoint.batches();
	}

	/** Hands the message in {@code text} to {@code consumer}, or answers or logs what keeps it from being one. */
	public void read(String text, MessageConsumer consumer) {
		Listening.received(listener, text);
		Message message = messages.readCommon(text);
		if (message == null) {
			message = readChecked(text, consumer);
		}
		if (message != null) {
			handOn(message, consumer);
		}
	}

	private static void handOn(Message message, MessageConsumer consumer) {
		try {
			consumer.consume(message);
		} catch (RuntimeException exception) {
			// A failing consumer must not end the connection.
			LOG.log(Level.SEVERE, "Error while handling " + JsonMessages.describe(message), exception);
		}
	}

	/**
	 * A message over the limit, skipped unread but for its first bytes ({@code prefix}) and its last
	 * ({@code suffix}): a request gets its error, with its id when that came before the cut or as one
	 * of its last members; an answer fails the request it answers, and is never answered itself; a
	 * message whose first bytes do not tell which it is is only logged, so that an answer is never
	 * taken for a request.
	 */
	public void oversized(String prefix, String suffix, long length, int limit) {
		String start = prefix.stripLeading();
		if (start.startsWith("[") && batches.accepted()) {
			// A batch of requests is answered as one invalid request; one of answers is never answered.
			if (JsonMessages.headOf(start.substring(1)).kind() == JsonMessages.Kind.REQUEST) {
				reply(null, JsonRpcErrors.INVALID_REQUEST, "Batch of " + length + " bytes exceeds the limit of " + limit + " bytes");
			} else {
				LOG.warning("Skipped a batch of " + length + " bytes, over the limit of " + limit
						+ " bytes, whose first bytes do not show a request");
			}
			return;
		}
		JsonMessages.Head head = JsonMessages.headOf(prefix);
		Either<String, Number> id = head.id() != null ? head.id() : JsonMessages.lastId(suffix);
		switch (head.kind()) {
		case REQUEST -> reply(id, JsonRpcErrors.INVALID_REQUEST,
				"Message of " + length + " bytes exceeds the limit of " + limit + " bytes");
		case RESPONSE -> {
			if (id != null) {
				endpoint.answerTooLarge(id, length, limit);
			} else {
				LOG.warning("Skipped an answer of " + length + " bytes, over the limit of " + limit
						+ " bytes, whose id came neither in its first nor its last bytes: the request it answers waits on");
			}
		}
		default -> LOG.warning("Skipped a message of " + length + " bytes, over the limit of " + limit
				+ " bytes, whose first bytes do not tell a request from an answer");
		}
	}

	/**
	 * The message in the text with every check made, or null when the text was answered or logged
	 * instead, or was a batch (handed on to {@code consumer} here).
	 */
	private Message readChecked(String text, MessageConsumer consumer) {
		JsonElement json;
		try {
			json = StrictJson.parse(text);
		} catch (JsonParseException | IOException | IllegalStateException exception) {
			reply(null, JsonRpcErrors.PARSE_ERROR, "Parse error: " + parseProblem(exception));
			return null;
		}
		if (json.isJsonArray()) {
			if (batches.accepted()) {
				readBatch(json.getAsJsonArray(), consumer);
			} else {
				reply(null, JsonRpcErrors.INVALID_REQUEST, "Invalid request: batches are not supported");
			}
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

	/**
	 * Reads a batch as JSON-RPC 2.0 says: an empty one is one invalid request; otherwise each entry is
	 * read and handed on in order, as a message of its own would be, and an entry that is no message
	 * gets its own {@code -32600} with {@code id: null} among the batch's answers, as does a request
	 * whose id an earlier request of the batch has (its answers could not be told apart). A request
	 * for a method the batch may not carry is answered {@code -32600} with its id. The answers leave
	 * as one array once the last is made, on whichever thread makes it; nothing for a batch of
	 * notifications and answers alone.
	 */
	private void readBatch(JsonArray entries, MessageConsumer consumer) {
		if (entries.isEmpty()) {
			reply(null, JsonRpcErrors.INVALID_REQUEST, "Invalid request: a batch must hold at least one message");
			return;
		}
		Batches.Batch batch = batches.open();
		Set<String> ids = new HashSet<>();
		for (JsonElement entry : entries) {
			readEntry(entry, batch, ids, consumer);
		}
		batch.seal();
	}

	private void readEntry(JsonElement entry, Batches.Batch batch, Set<String> ids, MessageConsumer consumer) {
		if (!entry.isJsonObject()) {
			reply(batch, null, "Invalid request: a batch entry must be a JSON object");
			return;
		}
		Message message;
		MessageIssueException issue = null;
		try {
			message = messages.toMessage(entry.getAsJsonObject());
		} catch (JsonMessages.InvalidMessageException invalid) {
			if (invalid.answerable()) {
				reply(batch, null, "Invalid request: " + invalid.getMessage());
			} else {
				LOG.warning("Ignored an invalid message in a batch from the peer: " + invalid.getMessage());
			}
			return;
		} catch (MessageIssueException mistyped) {
			issue = mistyped;
			message = mistyped.getRpcMessage();
		}
		if (message instanceof RequestMessage request) {
			Either<String, Number> id = request.getRawId();
			if (id != null && !ids.add(id.isLeft() ? "s" + id.getLeft() : "n" + id.getRight())) {
				reply(batch, null, "Invalid request: the id " + (id.isLeft() ? id.getLeft() : id.getRight())
						+ " is used by an earlier request of this batch");
				return;
			}
			batch.expect(request);
		}
		if (issue != null) {
			endpoint.handle(issue.getRpcMessage(), issue.getIssues());
		} else {
			handOn(message, consumer);
		}
	}

	/**
	 * What is wrong with a line that is no JSON and where, in the parser's words less its advice to Java
	 * callers ("Use JsonReader.setStrictness(...) to accept malformed JSON") and its JSONPath.
	 */
	private static String parseProblem(Exception exception) {
		String message = exception.getMessage() == null ? "" : JsonRpcErrors.oneLine(exception.getMessage());
		Matcher at = POSITION.matcher(message);
		if (!at.find()) {
			return message.isEmpty() ? "the line is not JSON" : message;
		}
		String what = message.substring(0, at.start()).strip();
		return (what.isEmpty() || what.contains("JsonReader") ? "malformed JSON" : what) + " " + at.group();
	}

	private void reply(Either<String, Number> id, int code, String text) {
		send(new ResponseMessage(), id, code, text);
	}

	/** An invalid request's answer among the answers of its batch. */
	private void reply(Batches.Batch batch, Either<String, Number> id, String text) {
		send(batches.answerOf(batch), id, JsonRpcErrors.INVALID_REQUEST, text);
	}

	private void send(ResponseMessage response, Either<String, Number> id, int code, String text) {
		response.setJsonHandler(jsonHandler);
		response.setRawId(id);
		response.setError(JsonRpcErrors.wireSafe(new ResponseError(code, text, null)));
		try {
			replies.consume(response);
		} catch (RuntimeException exception) {
			LOG.log(Level.WARNING, "Could not send error reply", exception);
		}
	}
}
