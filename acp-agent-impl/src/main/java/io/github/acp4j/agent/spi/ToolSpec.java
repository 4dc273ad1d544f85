package io.github.acp4j.agent.spi;

import com.google.gson.JsonObject;

/**
 * A tool offered to the model.
 *
 * @param name        what the model calls it
 * @param description what it does, for the model
 * @param parameters  the JSON schema of its arguments; one without a {@code type} (such as {@code {}}, a
 *                    tool without arguments) is sent as an object schema, since the OpenAI and Anthropic
 *                    APIs refuse the whole request otherwise
 */
public record ToolSpec(String name, String description, JsonObject parameters) {

	public ToolSpec {
		if (parameters == null || !parameters.has("type")) {
			JsonObject object = parameters == null ? new JsonObject() : parameters.deepCopy();
			object.addProperty("type", "object");
			parameters = object;
		}
	}
}
