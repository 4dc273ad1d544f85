package io.github.acp4j.inspector.internal;

import java.io.IOException;
import java.io.StringReader;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;
import com.google.gson.Strictness;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;

/**
 * What kind of JSON-RPC message a line is, read the way the page reads it: a JSON object with a
 * {@code method} is a request (with an {@code id}) or a notification; one with an {@code id} and a
 * {@code result} or {@code error} is a response or an error; anything else is {@link #RAW}. Read with
 * a streaming reader that skips the values it does not need, so a long line costs one pass.
 *
 * @param id the id as JSON text, or null
 */
record Shape(String kind, String method, String id) {

	static final String REQUEST = "request";
	static final String NOTIFICATION = "notification";
	static final String RESPONSE = "response";
	static final String ERROR = "error";
	static final String RAW = "raw";

	private static final Shape NOT_A_MESSAGE = new Shape(RAW, null, null);

	/** The shape of {@code entry}'s line; a line cut short is {@link #RAW}, as the page shows it. */
	static Shape of(Entry entry) {
		if (entry.truncated()) {
			return NOT_A_MESSAGE;
		}
		try (JsonReader reader = new JsonReader(new StringReader(entry.text()))) {
			reader.setStrictness(Strictness.STRICT);
			if (reader.peek() != JsonToken.BEGIN_OBJECT) {
				return NOT_A_MESSAGE;
			}
			reader.beginObject();
			String method = null;
			JsonElement id = null;
			boolean hasMethod = false;
			boolean hasId = false;
			boolean hasResult = false;
			boolean hasError = false;
			while (reader.hasNext()) {
				switch (reader.nextName()) {
				case "method" -> {
					hasMethod = true;
					JsonElement value = JsonParser.parseReader(reader);
					method = value.isJsonPrimitive() ? value.getAsString() : value.toString();
				}
				case "id" -> {
					hasId = true;
					id = JsonParser.parseReader(reader);
				}
				case "result" -> {
					hasResult = true;
					reader.skipValue();
				}
				case "error" -> {
					hasError = true;
					reader.skipValue();
				}
				default -> reader.skipValue();
				}
			}
			reader.endObject();
			if (reader.peek() != JsonToken.END_DOCUMENT) {
				return NOT_A_MESSAGE;
			}
			String idText = hasId ? id.toString() : null;
			if (hasMethod) {
				return new Shape(hasId ? REQUEST : NOTIFICATION, method, idText);
			}
			if (hasId && (hasResult || hasError)) {
				return new Shape(hasError ? ERROR : RESPONSE, null, idText);
			}
			return NOT_A_MESSAGE;
		} catch (IOException | RuntimeException e) {
			return NOT_A_MESSAGE;
		}
	}

	/** A line that is not a JSON-RPC message, or that the page marks for its bytes (not UTF-8, cut short, no newline). */
	static boolean bad(Entry entry, Shape shape) {
		return RAW.equals(shape.kind()) || entry.invalidUtf8() || entry.truncated() || !entry.newline();
	}
}
