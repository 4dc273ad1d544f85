// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Schema for string properties in an elicitation form.
 * <p>When <code>enum</code> or <code>oneOf</code> is set, this represents a single-select enum
 * with <code>"type": "string"</code>.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param title Optional title for the property. Optional. Omitted and <code>null</code> are equivalent and mean no title is provided. (optional)
 * @param description Human-readable description. Optional. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
 * @param minLength Minimum string length. Optional. Omitted and <code>null</code> are equivalent and mean there is no minimum length constraint. (optional)
 * @param maxLength Maximum string length. Optional. Omitted and <code>null</code> are equivalent and mean there is no maximum length constraint. (optional)
 * @param pattern Pattern the string must match, in ECMA-262 regular expression syntax. Optional. Omitted and <code>null</code> are equivalent and mean there is no pattern constraint. (optional)
 * @param format String format. Optional. Omitted and <code>null</code> are equivalent and mean there is no format constraint. (optional)
 * @param defaultValue Default value. Optional. Omitted and <code>null</code> are equivalent and mean no default value is provided. (optional)
 * @param enumValues Enum values for untitled single-select enums. Must contain at least one value when present. Optional. Omitted and <code>null</code> are equivalent and mean no untitled single-select choices are declared by <code>enum</code>. (optional)
 * @param oneOf Titled enum options for titled single-select enums. Must contain at least one option when present. Optional. Omitted and <code>null</code> are equivalent and mean no titled single-select choices are declared by <code>oneOf</code>. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record StringPropertySchema(
		String title,
		String description,
		Long minLength,
		Long maxLength,
		String pattern,
		StringFormat format,
		@SerializedName("default") String defaultValue,
		@SerializedName("enum") List<String> enumValues,
		List<EnumOption> oneOf,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ElicitationPropertySchema {

	/**
	 * A {@code StringPropertySchema} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static StringPropertySchema of() {
		return new StringPropertySchema(null, null, null, null, null, null, null, null, null, null);
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
		builder.minLength = minLength;
		builder.maxLength = maxLength;
		builder.pattern = pattern;
		builder.format = format;
		builder.defaultValue = defaultValue;
		builder.enumValues = enumValues;
		builder.oneOf = oneOf;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link StringPropertySchema} one field at a time. */
	public static final class Builder {
		private String title;
		private String description;
		private Long minLength;
		private Long maxLength;
		private String pattern;
		private StringFormat format;
		private String defaultValue;
		private List<String> enumValues;
		private List<EnumOption> oneOf;
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
		 * Sets {@code minLength}.
		 *
		 * @param minLength Minimum string length. Optional. Omitted and <code>null</code> are equivalent and mean there is no minimum length constraint. (optional)
		 * @return this builder
		 */
		public Builder minLength(Long minLength) {
			this.minLength = minLength;
			return this;
		}

		/**
		 * Sets {@code maxLength}.
		 *
		 * @param maxLength Maximum string length. Optional. Omitted and <code>null</code> are equivalent and mean there is no maximum length constraint. (optional)
		 * @return this builder
		 */
		public Builder maxLength(Long maxLength) {
			this.maxLength = maxLength;
			return this;
		}

		/**
		 * Sets {@code pattern}.
		 *
		 * @param pattern Pattern the string must match, in ECMA-262 regular expression syntax. Optional. Omitted and <code>null</code> are equivalent and mean there is no pattern constraint. (optional)
		 * @return this builder
		 */
		public Builder pattern(String pattern) {
			this.pattern = pattern;
			return this;
		}

		/**
		 * Sets {@code format}.
		 *
		 * @param format String format. Optional. Omitted and <code>null</code> are equivalent and mean there is no format constraint. (optional)
		 * @return this builder
		 */
		public Builder format(StringFormat format) {
			this.format = format;
			return this;
		}

		/**
		 * Sets {@code default}.
		 *
		 * @param defaultValue Default value. Optional. Omitted and <code>null</code> are equivalent and mean no default value is provided. (optional)
		 * @return this builder
		 */
		public Builder defaultValue(String defaultValue) {
			this.defaultValue = defaultValue;
			return this;
		}

		/**
		 * Sets {@code enum}.
		 *
		 * @param enumValues Enum values for untitled single-select enums. Must contain at least one value when present. Optional. Omitted and <code>null</code> are equivalent and mean no untitled single-select choices are declared by <code>enum</code>. (optional)
		 * @return this builder
		 */
		public Builder enumValues(List<String> enumValues) {
			this.enumValues = enumValues;
			return this;
		}

		/**
		 * Sets {@code oneOf}.
		 *
		 * @param oneOf Titled enum options for titled single-select enums. Must contain at least one option when present. Optional. Omitted and <code>null</code> are equivalent and mean no titled single-select choices are declared by <code>oneOf</code>. (optional)
		 * @return this builder
		 */
		public Builder oneOf(List<EnumOption> oneOf) {
			this.oneOf = oneOf;
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
		 * @return a new {@code StringPropertySchema}
		 */
		public StringPropertySchema build() {
			return new StringPropertySchema(title, description, minLength, maxLength, pattern, format, defaultValue, enumValues, oneOf, meta);
		}
	}
}
