package io.github.acp4j.inspector.internal;

import com.google.gson.JsonObject;

/**
 * One line that passed the proxy, as the page sees it: its number, when it passed (microseconds since
 * the epoch), who wrote it ({@link #CLIENT} or {@link #AGENT}), its length in bytes without the
 * newline, and its text. The text is the line's first {@link LineTap#SHOWN_BYTES} bytes decoded as
 * UTF-8 (invalid bytes as U+FFFD); what passed is the bytes, never this text.
 *
 * @param truncated the line was longer than what is shown
 * @param invalidUtf8 the line's bytes are not UTF-8
 * @param newline the line ended with a newline (only the last one of a stream may not)
 */
public record Entry(long seq, long micros, String from, long bytes, String text, boolean truncated, boolean invalidUtf8,
		boolean newline) {

	/** Written by the client, read by the agent. */
	public static final String CLIENT = "client";
	/** Written by the agent, read by the client. */
	public static final String AGENT = "agent";

	JsonObject toJson() {
		JsonObject json = new JsonObject();
		json.addProperty("seq", seq);
		json.addProperty("micros", micros);
		json.addProperty("from", from);
		json.addProperty("bytes", bytes);
		json.addProperty("text", text);
		if (truncated) {
			json.addProperty("truncated", true);
		}
		if (invalidUtf8) {
			json.addProperty("invalidUtf8", true);
		}
		if (!newline) {
			json.addProperty("newline", false);
		}
		return json;
	}

	static Entry fromJson(JsonObject json) {
		return new Entry(json.get("seq").getAsLong(), json.get("micros").getAsLong(), json.get("from").getAsString(),
				json.get("bytes").getAsLong(), json.get("text").getAsString(), flag(json, "truncated", false),
				flag(json, "invalidUtf8", false), flag(json, "newline", true));
	}

	private static boolean flag(JsonObject json, String name, boolean absent) {
		return json.has(name) ? json.get(name).getAsBoolean() : absent;
	}
}
