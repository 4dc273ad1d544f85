package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;
import java.io.StringReader;

import org.eclipse.lsp4j.jsonrpc.MessageIssueException;
import org.eclipse.lsp4j.jsonrpc.json.MessageConstants;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.json.adapters.MessageTypeAdapter;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.MessageIssue;
import org.eclipse.lsp4j.jsonrpc.messages.NotificationMessage;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * Turns a parsed JSON object into an LSP4J {@link Message}, with the checks LSP4J's own reader does
 * not make: the {@code jsonrpc} version, the shape of the id, and params that do not fit the method
 * (reported as {@code -32602}, where LSP4J says {@code -32700}). Ids keep their exact text, so a
 * 64-bit or string id is echoed as received.
 */
final class JsonMessages extends MessageTypeAdapter {

	private final MessageJsonHandler handler;

	JsonMessages(MessageJsonHandler handler) {
		super(handler, handler.getGson());
		this.handler = handler;
	}

	/** A line that is JSON but no JSON-RPC message. */
	static final class InvalidMessageException extends Exception {
		private static final long serialVersionUID = 1L;
		private final transient Either<String, Number> id;
		private final boolean answerable;

		InvalidMessageException(String message, Either<String, Number> id, boolean answerable) {
			super(message, null, false, false);
			this.id = id;
			this.answerable = answerable;
		}

		Either<String, Number> id() {
			return id;
		}

		/** False for a malformed response: JSON-RPC never answers a response. */
		boolean answerable() {
			return answerable;
		}
	}

	/**
	 * The message the object holds, or {@code null} for an error response with a null id (the peer
	 * could not read something we sent; it is logged).
	 *
	 * @throws InvalidMessageException when the object is not a JSON-RPC 2.0 message
	 * @throws MessageIssueException   when a request's params or a response's result do not fit
	 */
	Message toMessage(JsonObject object) throws InvalidMessageException {
		boolean hasId = object.has("id");
		JsonElement idJson = object.get("id");
		Either<String, Number> id = toId(idJson);
		boolean idValid = !hasId || idJson.isJsonNull() || id != null;
		JsonElement method = object.get("method");
		boolean versionValid = isString(object.get("jsonrpc"))
				&& MessageConstants.JSONRPC_VERSION.equals(object.get("jsonrpc").getAsString());

		if (method != null) {
			if (!idValid) {
				throw new InvalidMessageException("\"id\" must be a string, a number or null", null, true);
			}
			if (!versionValid) {
				throw new InvalidMessageException("\"jsonrpc\" must be \"2.0\"", id, true);
			}
			if (!isString(method)) {
				throw new InvalidMessageException("\"method\" must be a string", id, true);
			}
			JsonElement params = object.get("params");
			if (params != null && !params.isJsonNull() && !params.isJsonObject() && !params.isJsonArray()) {
				throw new InvalidMessageException("\"params\" must be an object or an array", id, true);
			}
			return hasId ? request(id, method.getAsString(), params) : notification(method.getAsString(), params);
		}
		boolean hasResult = object.has("result");
		boolean hasError = object.has("error");
		if (hasId && (hasResult || hasError)) {
			if (!versionValid || !idValid || hasResult == hasError) {
				throw new InvalidMessageException("malformed response " + abbreviate(object), id, false);
			}
			if (idJson.isJsonNull()) {
				throw new InvalidMessageException("the peer reported an error for a message it could not read: "
						+ abbreviate(object.get("error")), null, false);
			}
			return response(id, object.get("result"), object.get("error"));
		}
		throw new InvalidMessageException("not a request, a notification or a response", id, true);
	}

	private Message request(Either<String, Number> id, String method, JsonElement params) {
		RequestMessage message = new RequestMessage();
		message.setJsonHandler(handler);
		message.setJsonrpc(MessageConstants.JSONRPC_VERSION);
		message.setRawId(id);
		message.setMethod(method);
		// The raw params stay on the message an issue reports if they do not parse.
		message.setParams(params);
		message.setParams(parseParamsOrIssue(message, method, params));
		return message;
	}

	private Message notification(String method, JsonElement params) {
		NotificationMessage message = new NotificationMessage();
		message.setJsonHandler(handler);
		message.setJsonrpc(MessageConstants.JSONRPC_VERSION);
		message.setMethod(method);
		message.setParams(params);
		message.setParams(parseParamsOrIssue(message, method, params));
		return message;
	}

	private Object parseParamsOrIssue(Message message, String method, JsonElement params) {
		if ((params == null || params.isJsonNull()) && getParameterTypes(method).length == 1) {
			// A handler that declares a parameter never receives null.
			throw new MessageIssueException(message,
					new MessageIssue("Invalid params for " + method + ": params are required", JsonRpcErrors.INVALID_PARAMS));
		}
		try {
			return parseParams(params, method);
		} catch (RuntimeException exception) {
			throw new MessageIssueException(message, new MessageIssue(
					"Invalid params for " + method + ": " + JsonRpcErrors.oneLine(rootMessage(exception)),
					JsonRpcErrors.INVALID_PARAMS));
		}
	}

	private Message response(Either<String, Number> id, JsonElement result, JsonElement error) {
		ResponseMessage message = new ResponseMessage();
		message.setJsonHandler(handler);
		message.setJsonrpc(MessageConstants.JSONRPC_VERSION);
		message.setRawId(id);
		try {
			if (error != null) {
				message.setError(handler.getGson().fromJson(error, ResponseError.class));
			} else {
				message.setResult(parseResult(result, message.getId()));
			}
		} catch (RuntimeException exception) {
			throw new MessageIssueException(message, new MessageIssue(
					"Invalid response: " + JsonRpcErrors.oneLine(rootMessage(exception)), JsonRpcErrors.INVALID_PARAMS));
		}
		return message;
	}

	/** An id as received: a string, or a number that keeps its exact text; null for anything else. */
	static Either<String, Number> toId(JsonElement json) {
		if (json == null || !json.isJsonPrimitive()) {
			return null;
		}
		JsonPrimitive primitive = json.getAsJsonPrimitive();
		if (primitive.isString()) {
			return Either.forLeft(primitive.getAsString());
		}
		if (primitive.isNumber()) {
			return Either.forRight(primitive.getAsNumber());
		}
		return null;
	}

	/**
	 * The id of a message of which only the first bytes were kept: the top-level {@code "id"} member
	 * if it comes before the cut, else null.
	 */
	static Either<String, Number> idOfPrefix(String prefix) {
		try (JsonReader reader = new JsonReader(new StringReader(prefix))) {
			if (reader.peek() != JsonToken.BEGIN_OBJECT) {
				return null;
			}
			reader.beginObject();
			while (reader.hasNext()) {
				if ("id".equals(reader.nextName())) {
					JsonToken token = reader.peek();
					return token == JsonToken.STRING || token == JsonToken.NUMBER ? toId(JsonParser.parseReader(reader)) : null;
				}
				reader.skipValue();
			}
		} catch (IOException | RuntimeException cutOff) {
			// The id was not in the kept prefix.
		}
		return null;
	}

	static String describe(Message message) {
		if (message instanceof RequestMessage) {
			return "request " + ((RequestMessage) message).getMethod();
		}
		if (message instanceof NotificationMessage) {
			return "notification " + ((NotificationMessage) message).getMethod();
		}
		return "response " + ((ResponseMessage) message).getId();
	}

	private static boolean isString(JsonElement json) {
		return json != null && json.isJsonPrimitive() && json.getAsJsonPrimitive().isString();
	}

	private static String abbreviate(JsonElement json) {
		String text = String.valueOf(json);
		return text.length() <= 200 ? text : text.substring(0, 197) + "...";
	}

	private static String rootMessage(Throwable throwable) {
		Throwable current = throwable;
		while (current.getCause() != null && current.getCause() != current) {
			current = current.getCause();
		}
		String message = current.getMessage() != null ? current.getMessage() : throwable.getMessage();
		return message != null ? message : current.getClass().getSimpleName();
	}
}
