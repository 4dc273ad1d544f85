// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A session configuration option selector and its current state.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param configId Unique identifier for the configuration option.
 * @param name Human-readable label for the option.
 * @param description Optional description for the Client to display to the user. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
 * @param category Optional semantic category for this option (UX only). Omitted and <code>null</code> are equivalent and mean no category is provided. (optional)
 * @param type the {@code type} field
 * @param currentValue The currently selected value. MUST be one of the <code>value</code>s in <code>options</code>.
 * @param options The set of selectable options. MUST contain at least one value, and each <code>value</code> MUST be unique within the option, including across groups. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionConfigOption(
		String configId,
		String name,
		String description,
		SessionConfigOptionCategory category,
		String type,
		JsonPrimitive currentValue,
		SessionConfigSelectOptions options,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/** Single-value selector (dropdown). */
	public static final String SELECT = "select";

	/** Boolean on/off toggle. */
	public static final String BOOLEAN = "boolean";

	/**
	 * A {@code SessionConfigOption} with its required fields; the optional ones are absent.
	 *
	 * @param configId Unique identifier for the configuration option.
	 * @param name Human-readable label for the option.
	 * @param type the {@code type} field
	 * @param currentValue The currently selected value. MUST be one of the <code>value</code>s in <code>options</code>.
	 * @return the new value
	 */
	public static SessionConfigOption of(String configId, String name, String type, JsonPrimitive currentValue) {
		return new SessionConfigOption(configId, name, null, null, type, currentValue, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param configId Unique identifier for the configuration option.
	 * @param name Human-readable label for the option.
	 * @param type the {@code type} field
	 * @param currentValue The currently selected value. MUST be one of the <code>value</code>s in <code>options</code>.
	 * @return the new builder
	 */
	public static Builder builder(String configId, String name, String type, JsonPrimitive currentValue) {
		Builder builder = new Builder();
		builder.configId = configId;
		builder.name = name;
		builder.type = type;
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
		builder.configId = configId;
		builder.name = name;
		builder.description = description;
		builder.category = category;
		builder.type = type;
		builder.currentValue = currentValue;
		builder.options = options;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionConfigOption} one field at a time. */
	public static final class Builder {
		private String configId;
		private String name;
		private String description;
		private SessionConfigOptionCategory category;
		private String type;
		private JsonPrimitive currentValue;
		private SessionConfigSelectOptions options;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code configId}.
		 *
		 * @param configId Unique identifier for the configuration option.
		 * @return this builder
		 */
		public Builder configId(String configId) {
			this.configId = configId;
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
		 * @param description Optional description for the Client to display to the user. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
			return this;
		}

		/**
		 * Sets {@code category}.
		 *
		 * @param category Optional semantic category for this option (UX only). Omitted and <code>null</code> are equivalent and mean no category is provided. (optional)
		 * @return this builder
		 */
		public Builder category(SessionConfigOptionCategory category) {
			this.category = category;
			return this;
		}

		/**
		 * Sets {@code type}.
		 *
		 * @param type the {@code type} field
		 * @return this builder
		 */
		public Builder type(String type) {
			this.type = type;
			return this;
		}

		/**
		 * Sets {@code currentValue}.
		 *
		 * @param currentValue The currently selected value. MUST be one of the <code>value</code>s in <code>options</code>.
		 * @return this builder
		 */
		public Builder currentValue(JsonPrimitive currentValue) {
			this.currentValue = currentValue;
			return this;
		}

		/**
		 * Sets {@code options}.
		 *
		 * @param options The set of selectable options. MUST contain at least one value, and each <code>value</code> MUST be unique within the option, including across groups. (optional)
		 * @return this builder
		 */
		public Builder options(SessionConfigSelectOptions options) {
			this.options = options;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code SessionConfigOption}
		 */
		public SessionConfigOption build() {
			return new SessionConfigOption(configId, name, description, category, type, currentValue, options, meta);
		}
	}
}
