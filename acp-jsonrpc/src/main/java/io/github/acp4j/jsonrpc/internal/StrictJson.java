package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;
import java.io.StringReader;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonParseException;
import com.google.gson.Strictness;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonReader;
import com.google.gson.stream.JsonToken;
import com.google.gson.stream.MalformedJsonException;

/**
 * Reads one line as JSON the way RFC 8259 defines it: one value, nothing after it, nothing lenient.
 * Gson's strict mode also refuses a string holding an escaped lone surrogate ({@code "\ud800"}),
 * which the grammar allows and other peers send (a JavaScript string cut in the middle of an emoji):
 * such a line is checked strictly with its surrogate escapes masked, then read as it is. Raw text is
 * never relaxed: a line comes from UTF-8 bytes, where a lone surrogate cannot be written.
 */
public final class StrictJson {

	private static final TypeAdapter<JsonElement> TREE = new Gson().getAdapter(JsonElement.class);

	private StrictJson() {
	}

	/**
	 * @throws IOException        when the line is not JSON ({@link MalformedJsonException})
	 * @throws JsonParseException when more than one value is on the line
	 */
	public static JsonElement parse(String line) throws IOException {
		try {
			return parse(line, Strictness.STRICT);
		} catch (MalformedJsonException refused) {
			String masked = maskSurrogateEscapes(line);
			if (masked == null) {
				throw refused;
			}
			// Whatever else is wrong with the line still fails here.
			parse(masked, Strictness.STRICT);
			// The line differs from one that is strict JSON only in its surrogate escapes: legacy mode reads those alone differently.
			return parse(line, Strictness.LEGACY_STRICT);
		}
	}

	/** The next value of the reader as a tree, read with the reader's own strictness. */
	static JsonElement readValue(JsonReader reader) throws IOException {
		return TREE.read(reader);
	}

	private static JsonElement parse(String line, Strictness strictness) throws IOException {
		JsonReader reader = new JsonReader(new StringReader(line));
		reader.setStrictness(strictness);
		JsonElement json = TREE.read(reader);
		if (reader.peek() != JsonToken.END_DOCUMENT) {
			throw new JsonParseException("more than one JSON value on the line");
		}
		return json;
	}

	/** The line with every {@code \}{@code uD800}..{@code \}{@code uDFFF} escape made {@code \}{@code u0020}, or null when it has none. */
	static String maskSurrogateEscapes(String line) {
		StringBuilder masked = null;
		for (int i = 0; i < line.length() - 1; i++) {
			if (line.charAt(i) != '\\') {
				continue;
			}
			if (line.charAt(i + 1) == 'u' && i + 5 < line.length() && isSurrogateEscape(line, i + 2)) {
				if (masked == null) {
					masked = new StringBuilder(line);
				}
				masked.replace(i + 2, i + 6, "0020");
				i += 5;
			} else {
				// An escaped character, a backslash included, is no start of an escape.
				i++;
			}
		}
		return masked == null ? null : masked.toString();
	}

	/** Whether the four characters at {@code at} are the hex digits of a surrogate, D800 to DFFF. */
	private static boolean isSurrogateEscape(String line, int at) {
		char first = line.charAt(at);
		char second = Character.toLowerCase(line.charAt(at + 1));
		return (first == 'd' || first == 'D') && (second >= '8' && second <= '9' || second >= 'a' && second <= 'f')
				&& Character.digit(line.charAt(at + 2), 16) >= 0 && Character.digit(line.charAt(at + 3), 16) >= 0;
	}
}
