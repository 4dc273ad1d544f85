// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Schema for multi-select (array) properties in an elicitation form.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param title Optional title for the property. Optional. Omitted and <code>null</code> are equivalent and mean no title is provided. (optional)
 * @param description Human-readable description. Optional. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
 * @param minItems Minimum number of items to select. Optional. Omitted and <code>null</code> are equivalent and mean there is no minimum selection count. (optional)
 * @param maxItems Maximum number of items to select. Optional. Omitted and <code>null</code> are equivalent and mean there is no maximum selection count. (optional)
 * @param items The items definition describing allowed values.
 * @param defaultValue Default selected values. Optional. Omitted and <code>null</code> are equivalent and mean no default selections are provided. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record MultiSelectPropertySchema(
		String title,
		String description,
		Long minItems,
		Long maxItems,
		MultiSelectItems items,
		@SerializedName("default") List<String> defaultValue,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ElicitationPropertySchema {

	/**
	 * A {@code MultiSelectPropertySchema} with its required fields; the optional ones are absent.
	 *
	 * @param items The items definition describing allowed values.
	 * @return the new value
	 */
	public static MultiSelectPropertySchema of(MultiSelectItems items) {
		return new MultiSelectPropertySchema(null, null, null, null, items, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param items The items definition describing allowed values.
	 * @return the new builder
	 */
	public static Builder builder(MultiSelectItems items) {
		Builder builder = new Builder();
		builder.items = items;
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
		builder.minItems = minItems;
		builder.maxItems = maxItems;
		builder.items = items;
		builder.defaultValue = defaultValue;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link MultiSelectPropertySchema} one field at a time. */
	public static final class Builder {
		private String title;
		private String description;
		private Long minItems;
		private Long maxItems;
		private MultiSelectItems items;
		private List<String> defaultValue;
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
		 * Sets {@code minItems}.
		 *
		 * @param minItems Minimum number of items to select. Optional. Omitted and <code>null</code> are equivalent and mean there is no minimum selection count. (optional)
		 * @return this builder
		 */
		public Builder minItems(Long minItems) {
			this.minItems = minItems;
			return this;
		}

		/**
		 * Sets {@code maxItems}.
		 *
		 * @param maxItems Maximum number of items to select. Optional. Omitted and <code>null</code> are equivalent and mean there is no maximum selection count. (optional)
		 * @return this builder
		 */
		public Builder maxItems(Long maxItems) {
			this.maxItems = maxItems;
			return this;
		}

		/**
		 * Sets {@code items}.
		 *
		 * @param items The items definition describing allowed values.
		 * @return this builder
		 */
		public Builder items(MultiSelectItems items) {
			this.items = items;
			return this;
		}

		/**
		 * Sets {@code default}.
		 *
		 * @param defaultValue Default selected values. Optional. Omitted and <code>null</code> are equivalent and mean no default selections are provided. (optional)
		 * @return this builder
		 */
		public Builder defaultValue(List<String> defaultValue) {
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
		 * @return a new {@code MultiSelectPropertySchema}
		 */
		public MultiSelectPropertySchema build() {
			return new MultiSelectPropertySchema(title, description, minItems, maxItems, items, defaultValue, meta);
		}
	}
}
