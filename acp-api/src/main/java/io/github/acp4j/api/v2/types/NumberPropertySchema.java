// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Schema for number (floating-point) properties in an elicitation form.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param title Optional title for the property. Optional. Omitted and <code>null</code> are equivalent and mean no title is provided. (optional)
 * @param description Human-readable description. Optional. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
 * @param minimum Minimum value (inclusive). Optional. Omitted and <code>null</code> are equivalent and mean there is no inclusive lower bound. (optional)
 * @param maximum Maximum value (inclusive). Optional. Omitted and <code>null</code> are equivalent and mean there is no inclusive upper bound. (optional)
 * @param defaultValue Default value. Optional. Omitted and <code>null</code> are equivalent and mean no default value is provided. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record NumberPropertySchema(
		String title,
		String description,
		Double minimum,
		Double maximum,
		@SerializedName("default") Double defaultValue,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ElicitationPropertySchema {

	/**
	 * A {@code NumberPropertySchema} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static NumberPropertySchema of() {
		return new NumberPropertySchema(null, null, null, null, null, null);
	}

	/**
	 * A builder with every field absent.
	 *
	 * @return the new builder
	 */
	public static Builder builder() {
		Builder builder = new Builder();
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.title = title;
		builder.description = description;
		builder.minimum = minimum;
		builder.maximum = maximum;
		builder.defaultValue = defaultValue;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link NumberPropertySchema} one field at a time. */
	public static final class Builder {
		private String title;
		private String description;
		private Double minimum;
		private Double maximum;
		private Double defaultValue;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title Optional title for the property. Optional. Omitted and <code>null</code> are equivalent and mean no title is provided. (optional)
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description Human-readable description. Optional. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
			return this;
		}

		/**
		 * Sets {@code minimum}.
		 *
		 * @param minimum Minimum value (inclusive). Optional. Omitted and <code>null</code> are equivalent and mean there is no inclusive lower bound. (optional)
		 * @return this builder
		 */
		public Builder minimum(Double minimum) {
			this.minimum = minimum;
			return this;
		}

		/**
		 * Sets {@code maximum}.
		 *
		 * @param maximum Maximum value (inclusive). Optional. Omitted and <code>null</code> are equivalent and mean there is no inclusive upper bound. (optional)
		 * @return this builder
		 */
		public Builder maximum(Double maximum) {
			this.maximum = maximum;
			return this;
		}

		/**
		 * Sets {@code default}.
		 *
		 * @param defaultValue Default value. Optional. Omitted and <code>null</code> are equivalent and mean no default value is provided. (optional)
		 * @return this builder
		 */
		public Builder defaultValue(Double defaultValue) {
			this.defaultValue = defaultValue;
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
		 * @return a new {@code NumberPropertySchema}
		 */
		public NumberPropertySchema build() {
			return new NumberPropertySchema(title, description, minimum, maximum, defaultValue, meta);
		}
	}
}
