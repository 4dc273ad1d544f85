// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A single-value selector (dropdown) session configuration option payload.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param id Unique identifier for the configuration option.
 * @param name Human-readable label for the option.
 * @param description Optional description for the Client to display to the user. (optional)
 * @param category Optional semantic category for this option (UX only). (optional)
 * @param currentValue The currently selected value.
 * @param options The set of selectable options.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionConfigSelect(
		String id,
		String name,
		String description,
		SessionConfigOptionCategory category,
		String currentValue,
		SessionConfigSelectOptions options,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionConfigOption {

	/**
	 * A {@code SessionConfigSelect} with its required fields; the optional ones are absent.
	 *
	 * @param id Unique identifier for the configuration option.
	 * @param name Human-readable label for the option.
	 * @param currentValue The currently selected value.
	 * @param options The set of selectable options.
	 * @return the new value
	 */
	public static SessionConfigSelect of(String id, String name, String currentValue, SessionConfigSelectOptions options) {
		return new SessionConfigSelect(id, name, null, null, currentValue, options, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param id Unique identifier for the configuration option.
	 * @param name Human-readable label for the option.
	 * @param currentValue The currently selected value.
	 * @param options The set of selectable options.
	 * @return the new builder
	 */
	public static Builder builder(String id, String name, String currentValue, SessionConfigSelectOptions options) {
		Builder builder = new Builder();
		builder.id = id;
		builder.name = name;
		builder.currentValue = currentValue;
		builder.options = options;
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
		builder.options = options;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionConfigSelect} one field at a time. */
	public static final class Builder {
		private String id;
		private String name;
		private String description;
		private SessionConfigOptionCategory category;
		private String currentValue;
		private SessionConfigSelectOptions options;
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
		 * @param currentValue The currently selected value.
		 * @return this builder
		 */
		public Builder currentValue(String currentValue) {
			this.currentValue = currentValue;
			return this;
		}

		/**
		 * Sets {@code options}.
		 *
		 * @param options The set of selectable options.
		 * @return this builder
		 */
		public Builder options(SessionConfigSelectOptions options) {
			this.options = options;
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
		 * @return a new {@code SessionConfigSelect}
		 */
		public SessionConfigSelect build() {
			return new SessionConfigSelect(id, name, description, category, currentValue, options, meta);
		}
	}
}
