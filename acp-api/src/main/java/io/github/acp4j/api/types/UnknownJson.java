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
		JsonElement tag = json.get(member);
		return tag != null && tag.isJsonPrimitive() ? tag.getAsString() : null;
	}
}
