package io.github.acp4j.api.internal;

import java.util.Objects;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/** What the generated {@code Unknown...} variants share (v1 and v2). */
public final class UnknownJson {

	private UnknownJson() {
	}

	public static JsonObject copy(JsonObject json) {
		return Objects.requireNonNull(json, "json").deepCopy();
	}

	public static String tag(JsonObject json, String member) {
		return string(json, member);
	}

	public static String string(JsonObject json, String member) {
		JsonElement value = json.get(member);
		return value != null && value.isJsonPrimitive() ? value.getAsString() : null;
	}

	public static JsonElement element(JsonObject json, String member) {
		JsonElement value = json.get(member);
		return value == null || value.isJsonNull() ? null : value.deepCopy();
	}
}
