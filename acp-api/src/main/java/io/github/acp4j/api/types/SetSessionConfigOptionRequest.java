package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import com.google.gson.annotations.SerializedName;

/** Request parameters for setting a session configuration option. */
public record SetSessionConfigOptionRequest(
		String sessionId,
		String configId,
		String type,
		JsonPrimitive value,
		@SerializedName("_meta") JsonElement meta) {

	/** Selects the value with the given id of a select option. */
	public static SetSessionConfigOptionRequest select(String sessionId, String configId, String valueId) {
		return new SetSessionConfigOptionRequest(sessionId, configId, null, new JsonPrimitive(valueId), null);
	}

	/** Sets a boolean option. */
	public static SetSessionConfigOptionRequest bool(String sessionId, String configId, boolean value) {
		return new SetSessionConfigOptionRequest(sessionId, configId, "boolean", new JsonPrimitive(value), null);
	}
}
