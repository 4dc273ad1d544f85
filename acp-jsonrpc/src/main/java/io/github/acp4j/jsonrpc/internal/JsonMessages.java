package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;
import java.io.StringReader;
import java.lang.reflect.Type;
import java.util.ArrayDeque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

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

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.ToNumberPolicy;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.MalformedJsonException;

import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * Turns a line, or a parsed JSON object, into an LSP4J {@link Message}, with the checks LSP4J's own
 * reader does not make: the {@code jsonrpc} version, the shape of the id, and params that do not fit the method
 * (reported as {@code -32602}, where LSP4J says {@code -32700}). Ids keep their exact text, so a
 * 64-bit or string id is echoed as received.
 */
final class JsonMessages extends MessageTypeAdapter {

	private final MessageJsonHandler handler;
	/** The Gson that reads params, results and errors (see {@link MessageWriter}). */
	private final Gson values;
	/** Whether typed params may be read straight from the line (see {@link #keepsReadersStrict}). */
	private final boolean typedParamsRead;

	JsonMessages(MessageJsonHandler handler) {
		this(handler, handler.getGson());
	}

	/** @param values the Gson that reads params, results and errors, configured as {@code handler}'s */
	JsonMessages(MessageJsonHandler handler, Gson values) {
		super(handler, values);
		this.handler = handler;
		this.values = values;
		this.typedParamsRead = keepsReadersStrict(values);
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

	/**
	 * The request or notification on the line, read in one pass without a tree of the line, or null
	 * when the line needs {@link StrictJson#parse} and {@link #toMessage}. It takes the shape nearly
	 * every message has: strict JSON, one object on the line whose members are {@code jsonrpc} "2.0",
	 * a string or number {@code id} or none, a string {@code method} and object or array
	 * {@code params}, each once, in any order, and nothing else. Object params after the method of a
	 * handler with one parameter are read straight into that parameter's type, by a reader that gives
	 * Gson's adapters the numbers and checks a tree would give them ({@link TreeLikeReader}); other
	 * params are read into a tree and converted by the code {@link #toMessage} uses. So a message
	 * reads the same either way. Anything else, and anything that fails, gives null: the line is read
	 * again with every check and every error. The type adapters of a line read twice run twice; Gson's
	 * own have no effect but a log line for an unknown enum constant.
	 */
	Message readCommon(String line) {
		try {
			JsonReader in = new TreeLikeReader(line);
			if (in.peek() != JsonToken.BEGIN_OBJECT) {
				return null;
			}
			in.beginObject();
			int seen = 0;
			Either<String, Number> id = null;
			String method = null;
			JsonElement params = null;
			Object typedParams = null;
			while (in.hasNext()) {
				int member = MEMBERS.indexOf(in.nextName());
				if (member < 0 || (seen & 1 << member) != 0) {
					return null;
				}
				seen |= 1 << member;
				JsonToken token = in.peek();
				if (member == JSONRPC) {
					if (token != JsonToken.STRING || !MessageConstants.JSONRPC_VERSION.equals(in.nextString())) {
						return null;
					}
				} else if (member == ID) {
					if (token == JsonToken.STRING) {
						id = Either.forLeft(in.nextString());
					} else if (token == JsonToken.NUMBER) {
						// What the tree holds for a number: its exact text.
						id = Either.forRight(ToNumberPolicy.LAZILY_PARSED_NUMBER.readNumber(in));
					} else {
						return null;
					}
				} else if (member == METHOD) {
					if (token != JsonToken.STRING) {
						return null;
					}
					method = in.nextString();
				} else if (token == JsonToken.BEGIN_OBJECT && method != null && typedParamsRead) {
					Type[] types = getParameterTypes(method);
					if (types.length == 1 && !isNullOrVoidType(types[0])) {
						Object value = fromJson(in, types[0]);
						typedParams = isNull(value) ? null : value;
					} else {
						params = StrictJson.readValue(in);
					}
				} else if (token == JsonToken.BEGIN_OBJECT || token == JsonToken.BEGIN_ARRAY) {
					params = StrictJson.readValue(in);
				} else {
					return null;
				}
			}
			in.endObject();
			if (in.peek() != JsonToken.END_DOCUMENT || seen != (id == null ? ALL_BUT_ID : ALL)) {
				return null;
			}
			if (params != null) {
				return id != null ? request(id, method, params) : notification(method, params);
			}
			if (id != null) {
				RequestMessage request = newRequest(id, method);
				request.setParams(typedParams);
				return request;
			}
			NotificationMessage notification = newNotification(method);
			notification.setParams(typedParams);
			return notification;
		} catch (IOException | RuntimeException readAgain) {
			return null;
		}
	}

	private static final List<String> MEMBERS = List.of("jsonrpc", "id", "method", "params");
	private static final int JSONRPC = 0;
	private static final int ID = 1;
	private static final int METHOD = 2;
	private static final int ALL = 0b1111;
	private static final int ALL_BUT_ID = 0b1101;

	/**
	 * Whether the Gson reads with the strictness of the reader it is given, strict staying strict (it
	 * has no strictness of its own), so that typed params read from the line are held to strict JSON:
	 * told by whether it refuses an escape only strict mode refuses.
	 */
	private static boolean keepsReadersStrict(Gson gson) {
		JsonReader probe = new JsonReader(new StringReader("\"\\'\""));
		probe.setStrictness(Strictness.STRICT);
		try {
			gson.fromJson(probe, String.class);
			return false;
		} catch (RuntimeException strict) {
			return true;
		}
	}

	/**
	 * A strict reader of one line that gives type adapters what a tree of the line would give them,
	 * and fails where they could see something else: an int or long is read from a number as Gson's
	 * tree reads it (its exact text, then a long, then a decimal) and from a string only as ASCII
	 * digits; a value is skipped only after it was read, so that a skipped string is held to strict
	 * JSON as every other string is (the stream reader skips strings without checking their
	 * characters); and a name repeated in an object fails (a tree keeps the last value at the first
	 * name's place, which an adapter reading names in order, or by alternate names, would see).
	 */
	private static final class TreeLikeReader extends JsonReader {

		/** The names read so far in each object being read, innermost last. */
		private final ArrayDeque<Set<String>> names = new ArrayDeque<>();

		TreeLikeReader(String line) {
			super(new StringReader(line));
			setStrictness(Strictness.STRICT);
		}

		@Override
		public void beginObject() throws IOException {
			super.beginObject();
			names.push(new HashSet<>());
		}

		@Override
		public void endObject() throws IOException {
			super.endObject();
			names.pop();
		}

		@Override
		public String nextName() throws IOException {
			String name = super.nextName();
			if (!names.peek().add(name)) {
				throw new MalformedJsonException("a name repeated in an object is read by the checked read");
			}
			return name;
		}

		@Override
		public int nextInt() throws IOException {
			JsonToken token = peek();
			if (token == JsonToken.NUMBER) {
				return ToNumberPolicy.LAZILY_PARSED_NUMBER.readNumber(this).intValue();
			}
			return token == JsonToken.STRING ? Integer.parseInt(asciiString()) : super.nextInt();
		}

		@Override
		public long nextLong() throws IOException {
			JsonToken token = peek();
			if (token == JsonToken.NUMBER) {
				return ToNumberPolicy.LAZILY_PARSED_NUMBER.readNumber(this).longValue();
			}
			return token == JsonToken.STRING ? Long.parseLong(asciiString()) : super.nextLong();
		}

		/** The next string, which must be ASCII: Java's number parsing takes digits of every script, a tree's does not. */
		private String asciiString() throws IOException {
			String text = nextString();
			for (int i = 0; i < text.length(); i++) {
				if (text.charAt(i) >= 0x80) {
					throw new NumberFormatException("not an ASCII number: " + text);
				}
			}
			return text;
		}

		/** Skips as {@link JsonReader#skipValue} does, through the checks above. */
		@Override
		public void skipValue() throws IOException {
			switch (peek()) {
			case NAME:
				nextName();
				break;
			case END_OBJECT:
				endObject();
				break;
			case END_ARRAY:
				endArray();
				break;
			case END_DOCUMENT:
				break;
			default:
				StrictJson.readValue(this);
			}
		}
	}

	private Message request(Either<String, Number> id, String method, JsonElement params) {
		RequestMessage message = newRequest(id, method);
		// The raw params stay on the message an issue reports if they do not parse.
		message.setParams(params);
		message.setParams(parseParamsOrIssue(message, method, params));
		return message;
	}

	private Message notification(String method, JsonElement params) {
		NotificationMessage message = newNotification(method);
		message.setParams(params);
		message.setParams(parseParamsOrIssue(message, method, params));
		return message;
	}

	private RequestMessage newRequest(Either<String, Number> id, String method) {
		RequestMessage message = new RequestMessage();
		message.setJsonHandler(handler);
		message.setJsonrpc(MessageConstants.JSONRPC_VERSION);
		message.setRawId(id);
		message.setMethod(method);
		return message;
	}

	private NotificationMessage newNotification(String method) {
		NotificationMessage message = new NotificationMessage();
		message.setJsonHandler(handler);
		message.setJsonrpc(MessageConstants.JSONRPC_VERSION);
		message.setMethod(method);
		return message;
	}

	private Object parseParamsOrIssue(Message message, String method, JsonElement params) {
		Type[] declared = getParameterTypes(method);
		if ((params == null || params.isJsonNull()) && declared.length == 1 && declared[0] != JsonElement.class) {
			// A handler that declares a parameter never receives null; one that takes raw JSON decides itself.
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
				message.setError(values.fromJson(error, ResponseError.class));
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

	/** What a message is, told by its members. */
	enum Kind {
		/** It has a {@code method} or {@code params}: a request or a notification. */
		REQUEST,
		/** It has a {@code result} or an {@code error} and no member of a request. */
		RESPONSE,
		/** Nothing before the cut told. */
		UNKNOWN
	}

	/** What the first bytes of a message tell: its kind, and its id if that came whole before the cut. */
	record Head(Kind kind, Either<String, Number> id) {
	}

	/**
	 * What a message of which only the first bytes were kept is, from its top-level members before
	 * the cut: a member's name tells even when its value is cut ({@code params} or {@code result}
	 * usually is). An id is taken only when something follows it, since a number cut short is
	 * another number.
	 */
	static Head headOf(String prefix) {
		boolean request = false;
		boolean response = false;
		Either<String, Number> id = null;
		try (JsonReader reader = new JsonReader(new StringReader(prefix))) {
			if (reader.peek() == JsonToken.BEGIN_OBJECT) {
				reader.beginObject();
				Either<String, Number> read = null;
				while (reader.hasNext()) {
					id = read != null ? read : id;
					read = null;
					String name = reader.nextName();
					request |= "method".equals(name) || "params".equals(name);
					response |= "result".equals(name) || "error".equals(name);
					JsonToken token = reader.peek();
					if ("id".equals(name) && (token == JsonToken.STRING || token == JsonToken.NUMBER)) {
						read = toId(JsonParser.parseReader(reader));
					} else {
						reader.skipValue();
					}
				}
				id = read != null ? read : id;
			}
		} catch (IOException | RuntimeException cutOff) {
			// What came before the cut is all there is to tell.
		}
		return new Head(request ? Kind.REQUEST : response ? Kind.RESPONSE : Kind.UNKNOWN, id);
	}

	/**
	 * The id among the last members of a message of which only the last bytes were kept
	 * ({@code ...},"id":7}), or null: read backwards from the closing brace over members whose values
	 * are strings, numbers or literals, which are then the message's own (a member of a nested object
	 * would come before a second closing brace); the reading stops at the first other value.
	 */
	static Either<String, Number> lastId(String suffix) {
		int at = skipSpaceBack(suffix, suffix.length() - 1);
		if (at < 0 || suffix.charAt(at) != '}') {
			return null;
		}
		at = skipSpaceBack(suffix, at - 1);
		while (at >= 0) {
			int valueStart = primitiveStartBack(suffix, at);
			if (valueStart < 0) {
				return null;
			}
			String value = suffix.substring(valueStart, at + 1);
			at = skipSpaceBack(suffix, valueStart - 1);
			if (at < 0 || suffix.charAt(at) != ':') {
				return null;
			}
			at = skipSpaceBack(suffix, at - 1);
			if (at < 0 || suffix.charAt(at) != '"') {
				return null;
			}
			int nameStart = primitiveStartBack(suffix, at);
			int before = nameStart < 0 ? -1 : skipSpaceBack(suffix, nameStart - 1);
			// A quote at the cut, or after another character than these, may be an escaped one of a longer string.
			if (before < 0 || suffix.charAt(before) != ',' && suffix.charAt(before) != '{') {
				return null;
			}
			try {
				if ("id".equals(JsonParser.parseString(suffix.substring(nameStart, at + 1)).getAsString())) {
					return toId(JsonParser.parseString(value));
				}
			} catch (RuntimeException notJson) {
				return null;
			}
			if (suffix.charAt(before) != ',') {
				return null;
			}
			at = skipSpaceBack(suffix, before - 1);
		}
		return null;
	}

	/** Where the string, number or literal ending at {@code end} starts, or -1 when it is another value or starts before the text. */
	private static int primitiveStartBack(String text, int end) {
		if (text.charAt(end) == '"') {
			for (int at = end - 1; at >= 0; at--) {
				if (text.charAt(at) == '"') {
					int backslashes = 0;
					while (at - 1 - backslashes >= 0 && text.charAt(at - 1 - backslashes) == '\\') {
						backslashes++;
					}
					if (backslashes % 2 == 0) {
						return at;
					}
				}
			}
			return -1;
		}
		int at = end;
		while (at >= 0 && (Character.isLetterOrDigit(text.charAt(at)) || "+-.".indexOf(text.charAt(at)) >= 0)) {
			at--;
		}
		return at == end || at < 0 ? -1 : at + 1;
	}

	private static int skipSpaceBack(String text, int from) {
		int at = from;
		while (at >= 0 && " \t\r\n".indexOf(text.charAt(at)) >= 0) {
			at--;
		}
		return at;
	}

	static String describe(Message message) {
		if (message instanceof RequestMessage request) {
			return "request " + request.getMethod();
		}
		if (message instanceof NotificationMessage notification) {
			return "notification " + notification.getMethod();
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
