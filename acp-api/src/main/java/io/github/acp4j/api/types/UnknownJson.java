package io.github.acp4j.api.types;

import java.util.Objects;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/** What the {@code Unknown...} variants share. */
final class UnknownJson {

	private UnknownJson() {
	}

	static JsonObject copy(JsonObject json) {
		return Objects.requireNonNull(json, "json").deepCopy();
	}

	static String tag(JsonObject json, String member) {
		return string(json, member);
	}

	static String string(JsonObject json, String member) {
		JsonElement value = json.get(member);
		return value != null && value.isJsonPrimitive() ? value.getAsString() : null;
	}

	static JsonElement element(JsonObject json, String member) {
		JsonElement value = json.get(member);
		return value == null || value.isJsonNull() ? null : value.deepCopy();
	}
}
