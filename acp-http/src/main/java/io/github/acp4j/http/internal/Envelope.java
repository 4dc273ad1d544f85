package io.github.acp4j.http.internal;

import java.io.IOException;
import java.io.StringReader;
import java.util.ArrayList;
import java.util.List;

import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

/**
 * What the transport reads of a JSON-RPC message to route it: its method, its id, and the session it
 * belongs to ({@code params.sessionId}, or {@code result.sessionId} of an answer). Read in one pass
 * without a tree; the launcher reads the message itself.
 *
 * @param method          the method of a request or notification, else null
 * @param id              the id as a key ({@code s:TEXT} for a string, {@code n:DIGITS} for a number,
 *                        {@code null} for JSON null), or null when there is none
 * @param sessionId       {@code params.sessionId} when it is a string, else null
 * @param resultSessionId {@code result.sessionId} when it is a string, else null
 */
public record Envelope(String method, String id, String sessionId, String resultSessionId) {

	/** The methods whose POST must name their session in {@code Acp-Session-Id}, as the TypeScript SDK's server requires. */
	private static final java.util.Set<String> SESSION_METHODS = java.util.Set.of("session/cancel", "session/close",
			"session/delete", "session/fork", "session/load", "session/prompt", "session/resume",
			"session/set_config_option", "session/set_mode", "session/set_model");

	/** Thrown for a text that is not one JSON object. */
	public static final class NotAnObjectException extends Exception {
		private static final long serialVersionUID = 1L;
		private final boolean array;

		NotAnObjectException(String message, boolean array) {
			super(message);
			this.array = array;
		}

		/** Whether the text is a JSON array (a batch). */
		public boolean array() {
			return array;
		}
	}

	/** Reads the envelope of {@code json}; throws for a text that is not a JSON object. */
	public static Envelope of(String json) throws NotAnObjectException {
		try (JsonReader reader = new JsonReader(new StringReader(json))) {
			JsonToken first = reader.peek();
			if (first != JsonToken.BEGIN_OBJECT) {
				throw new NotAnObjectException("not a JSON object", first == JsonToken.BEGIN_ARRAY);
			}
			Envelope envelope = read(reader);
			if (reader.peek() != JsonToken.END_DOCUMENT) {
				throw new NotAnObjectException("text after the JSON object", false);
			}
			return envelope;
		} catch (IOException | IllegalStateException | NumberFormatException e) {
			throw new NotAnObjectException("not JSON: " + e.getMessage(), false);
		}
	}

	/**
	 * The envelopes of the entries of a JSON-RPC batch, in order, with null for an entry that is no
	 * JSON object; throws for a text that is not one JSON array.
	 */
	public static List<Envelope> batch(String json) throws NotAnObjectException {
		try (JsonReader reader = new JsonReader(new StringReader(json))) {
			List<Envelope> entries = new ArrayList<>();
			reader.beginArray();
			while (reader.hasNext()) {
				entries.add(reader.peek() == JsonToken.BEGIN_OBJECT ? read(reader) : skip(reader));
			}
			reader.endArray();
			if (reader.peek() != JsonToken.END_DOCUMENT) {
				throw new NotAnObjectException("text after the JSON array", false);
			}
			return entries;
		} catch (IOException | IllegalStateException | NumberFormatException e) {
			throw new NotAnObjectException("not a JSON array: " + e.getMessage(), false);
		}
	}

	/** The envelope of the object the reader is at, read to its end. */
	private static Envelope read(JsonReader reader) throws IOException {
		String method = null;
		String id = null;
		String sessionId = null;
		String resultSessionId = null;
		reader.beginObject();
		while (reader.hasNext()) {
			switch (reader.nextName()) {
			case "method" -> method = reader.peek() == JsonToken.STRING ? reader.nextString() : skip(reader);
			case "id" -> id = idKey(reader);
			case "params" -> sessionId = sessionIdOf(reader, false);
			case "result" -> resultSessionId = sessionIdOf(reader, false);
			default -> reader.skipValue();
			}
		}
		reader.endObject();
		return new Envelope(method, id, sessionId, resultSessionId);
	}

	/**
	 * The envelope of a message this side wrote (well formed, one object), read only as far as routing
	 * needs: the method, the id and {@code params.sessionId}, stopping at {@code result}, {@code error}
	 * or once the session is found. {@link #resultSessionId} is not read. Every update of a turn is
	 * routed this way, so it must not read the update itself.
	 */
	public static Envelope route(String json) throws NotAnObjectException {
		try (JsonReader reader = new JsonReader(new StringReader(json))) {
			String method = null;
			String id = null;
			String sessionId = null;
			reader.beginObject();
			while (reader.hasNext()) {
				String name = reader.nextName();
				if (name.equals("method")) {
					method = reader.peek() == JsonToken.STRING ? reader.nextString() : skip(reader);
				} else if (name.equals("id")) {
					id = idKey(reader);
				} else if (name.equals("params")) {
					sessionId = sessionIdOf(reader, true);
					break;
				} else if (name.equals("result") || name.equals("error")) {
					break;
				} else {
					reader.skipValue();
				}
			}
			return new Envelope(method, id, sessionId, null);
		} catch (IOException | IllegalStateException | NumberFormatException e) {
			throw new NotAnObjectException("not JSON: " + e.getMessage(), false);
		}
	}

	/** Whether this is a request (a method and an id). */
	public boolean isRequest() {
		return method != null && id != null;
	}

	/** Whether this is an answer (an id, no method). */
	public boolean isResponse() {
		return method == null && id != null;
	}

	/** Whether this is a request or notification whose POST must carry {@code Acp-Session-Id}. */
	public boolean needsSessionHeader() {
		return method != null && (sessionId != null || SESSION_METHODS.contains(method));
	}

	/** Whether this is a {@code session/load} or {@code session/resume} naming its session. */
	public boolean loadsSession() {
		return sessionId != null && ("session/load".equals(method) || "session/resume".equals(method));
	}

	private static <T> T skip(JsonReader reader) throws IOException {
		reader.skipValue();
		return null;
	}

	private static String idKey(JsonReader reader) throws IOException {
		switch (reader.peek()) {
		case STRING:
			return "s:" + reader.nextString();
		case NUMBER:
			return "n:" + reader.nextString();
		case NULL:
			reader.nextNull();
			return "null";
		default:
			reader.skipValue();
			return null;
		}
	}

	/** {@code sessionId} of the object the reader is at; {@code early}: returns once found, the object left unread. */
	private static String sessionIdOf(JsonReader reader, boolean early) throws IOException {
		if (reader.peek() != JsonToken.BEGIN_OBJECT) {
			reader.skipValue();
			return null;
		}
		String sessionId = null;
		reader.beginObject();
		while (reader.hasNext()) {
			if ("sessionId".equals(reader.nextName()) && reader.peek() == JsonToken.STRING) {
				sessionId = reader.nextString();
				if (early) {
					return sessionId;
				}
			} else {
				reader.skipValue();
			}
		}
		reader.endObject();
		return sessionId;
	}
}
