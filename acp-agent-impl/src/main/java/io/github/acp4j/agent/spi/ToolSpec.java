package io.github.acp4j.agent.spi;

import com.google.gson.JsonObject;

/**
 * A tool offered to the model.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever
 * a tool's description to the model carries something new.
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

	/** A tool called {@code name}. */
	public static ToolSpec of(String name, String description, JsonObject parameters) {
		return builder(name, description, parameters).build();
	}

	/** A builder with the required parts. */
	public static Builder builder(String name, String description, JsonObject parameters) {
		return new Builder(name, description, parameters);
	}

	/** A builder with this tool's values. */
	public Builder toBuilder() {
		return builder(name, description, parameters);
	}

	/** Builds a {@link ToolSpec} one component at a time. */
	public static final class Builder {
		private String name;
		private String description;
		private JsonObject parameters;

		private Builder(String name, String description, JsonObject parameters) {
			this.name = name;
			this.description = description;
			this.parameters = parameters;
		}

		/** What the model calls the tool. */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/** What the tool does, for the model. */
		public Builder description(String description) {
			this.description = description;
			return this;
		}

		/** The JSON schema of its arguments. */
		public Builder parameters(JsonObject parameters) {
			this.parameters = parameters;
			return this;
		}

		/** A new {@link ToolSpec}. */
		public ToolSpec build() {
			return new ToolSpec(name, description, parameters);
		}
	}
}
