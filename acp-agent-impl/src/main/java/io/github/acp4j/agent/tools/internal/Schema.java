package io.github.acp4j.agent.tools.internal;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

/** Builds the JSON schema of a tool's arguments. */
final class Schema {

	private final JsonObject properties = new JsonObject();
	private final JsonArray required = new JsonArray();

	static Schema object() {
		return new Schema();
	}

	Schema string(String name, String description, boolean isRequired) {
		return property(name, "string", description, isRequired);
	}

	Schema integer(String name, String description, boolean isRequired) {
		return property(name, "integer", description, isRequired);
	}

	Schema bool(String name, String description, boolean isRequired) {
		return property(name, "boolean", description, isRequired);
	}

	Schema property(String name, JsonObject schema, boolean isRequired) {
		properties.add(name, schema);
		if (isRequired) {
			required.add(name);
		}
		return this;
	}

	private Schema property(String name, String type, String description, boolean isRequired) {
		JsonObject schema = new JsonObject();
		schema.addProperty("type", type);
		schema.addProperty("description", description);
		return property(name, schema, isRequired);
	}

	JsonObject build() {
		JsonObject schema = new JsonObject();
		schema.addProperty("type", "object");
		schema.add("properties", properties.deepCopy());
		schema.add("required", required.deepCopy());
		schema.addProperty("additionalProperties", false);
		return schema;
	}
}
