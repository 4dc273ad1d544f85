// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A boolean on/off toggle session configuration option payload.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param id Unique identifier for the configuration option.
 * @param name Human-readable label for the option.
 * @param description Optional description for the Client to display to the user. (optional)
 * @param category Optional semantic category for this option (UX only). (optional)
 * @param currentValue The current value of the boolean option.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionConfigBoolean(
		String id,
		String name,
		String description,
		SessionConfigOptionCategory category,
		Boolean currentValue,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionConfigOption {

	/**
	 * A {@code SessionConfigBoolean} with its required fields; the optional ones are absent.
	 *
	 * @param id Unique identifier for the configuration option.
	 * @param name Human-readable label for the option.
	 * @param currentValue The current value of the boolean option.
	 * @return the new value
	 */
	public static SessionConfigBoolean of(String id, String name, Boolean currentValue) {
		return new SessionConfigBoolean(id, name, null, null, currentValue, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param id Unique identifier for the configuration option.
	 * @param name Human-readable label for the option.
	 * @param currentValue The current value of the boolean option.
	 * @return the new builder
	 */
	public static Builder builder(String id, String name, Boolean currentValue) {
		Builder builder = new Builder();
		builder.id = id;
		builder.name = name;
		builder.currentValue = currentValue;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.id = id;
		builder.name = name;
		builder.description = description;
		builder.category = category;
		builder.currentValue = currentValue;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionConfigBoolean} one field at a time. */
	public static final class Builder {
		private String id;
		private String name;
		private String description;
		private SessionConfigOptionCategory category;
		private Boolean currentValue;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code id}.
		 *
		 * @param id Unique identifier for the configuration option.
		 * @return this builder
		 */
		public Builder id(String id) {
			this.id = id;
			return this;
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Human-readable label for the option.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description Optional description for the Client to display to the user. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
			return this;
		}

		/**
		 * Sets {@code category}.
		 *
		 * @param category Optional semantic category for this option (UX only). (optional)
		 * @return this builder
		 */
		public Builder category(SessionConfigOptionCategory category) {
			this.category = category;
			return this;
		}

		/**
		 * Sets {@code currentValue}.
		 *
		 * @param currentValue The current value of the boolean option.
		 * @return this builder
		 */
		public Builder currentValue(Boolean currentValue) {
			this.currentValue = currentValue;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code SessionConfigBoolean}
		 */
		public SessionConfigBoolean build() {
			return new SessionConfigBoolean(id, name, description, category, currentValue, meta);
		}
	}
}
