package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.MessageIssueHandler;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;

import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * Reads the text of one JSON-RPC message (an NDJSON line, a WebSocket text frame, an HTTP body) and
 * answers what is not a message, as JSON-RPC 2.0 asks, instead of only logging it: not JSON gives
 * {@code -32700}, anything that is not a request, a notification or a response gives
 * {@code -32600}, params of the wrong shape give {@code -32602}.
 */
public final class MessageReader {

	private static final Logger LOG = Logger.getLogger(MessageReader.class.getName());

	private final MessageJsonHandler jsonHandler;
	private final MessageIssueHandler issueHandler;
	private final MessageConsumer replies;
	private final JsonMessages messages;

	/** @param replies where error replies to unreadable texts are written (the outgoing stream) */
	public MessageReader(MessageJsonHandler jsonHandler, MessageIssueHandler issueHandler, MessageConsumer replies) {
		this(jsonHandler, jsonHandler.getGson(), issueHandler, replies);
	}

	/** @param values the Gson that reads params and results, configured as {@code jsonHandler}'s (see {@link MessageWriter}) */
	public MessageReader(MessageJsonHandler jsonHandler, Gson values, MessageIssueHandler issueHandler, MessageConsumer replies) {
		this.jsonHandler = jsonHandler;
		this.issueHandler = issueHandler;
		this.replies = replies;
		this.messages = new JsonMessages(jsonHandler, values);
	}

	/** Hands the message in {@code text} to {@code consumer}, or answers or logs what keeps it from being one. */
	public void read(String text, MessageConsumer consumer) {
		Message message = messages.readCommon(text);
		if (message == null) {
			message = readChecked(text);
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

	/** Answers a message over the size limit, with its id when its first bytes ({@code prefix}) hold one. */
	public void refuseOversized(String prefix, long length, int limit) {
		reply(JsonMessages.idOfPrefix(prefix), JsonRpcErrors.INVALID_REQUEST,
				"Message of " + length + " bytes exceeds the limit of " + limit + " bytes");
	}

	/** The message in the text with every check made, or null when the text was answered or logged instead. */
	private Message readChecked(String text) {
		JsonElement json;
		try {
			json = StrictJson.parse(text);
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
			issueHandler.handle(issue.getRpcMessage(), issue.getIssues());
			return null;
		}
	}

	private void reply(Either<String, Number> id, int code, String text) {
		ResponseMessage response = new ResponseMessage();
		response.setJsonHandler(jsonHandler);
		response.setRawId(id);
		response.setError(new ResponseError(code, text, null));
		try {
			replies.consume(response);
		} catch (RuntimeException exception) {
			LOG.log(Level.WARNING, "Could not send error reply", exception);
		}
	}
}
