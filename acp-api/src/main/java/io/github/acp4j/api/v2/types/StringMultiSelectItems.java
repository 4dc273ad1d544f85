// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * String item schema for multi-select enum properties.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param enumValues Allowed enum values. Must contain at least one value.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record StringMultiSelectItems(
		@SerializedName("enum") List<String> enumValues,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements MultiSelectItems {

	/**
	 * A {@code StringMultiSelectItems} with its required fields; the optional ones are absent.
	 *
	 * @param enumValues Allowed enum values. Must contain at least one value.
	 * @return the new value
	 */
	public static StringMultiSelectItems of(List<String> enumValues) {
		return new StringMultiSelectItems(enumValues, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param enumValues Allowed enum values. Must contain at least one value.
	 * @return the new builder
	 */
	public static Builder builder(List<String> enumValues) {
		Builder builder = new Builder();
		builder.enumValues = enumValues;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.enumValues = enumValues;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link StringMultiSelectItems} one field at a time. */
	public static final class Builder {
		private List<String> enumValues;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code enum}.
		 *
		 * @param enumValues Allowed enum values. Must contain at least one value.
		 * @return this builder
		 */
		public Builder enumValues(List<String> enumValues) {
			this.enumValues = enumValues;
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
		 * @return a new {@code StringMultiSelectItems}
		 */
		public StringMultiSelectItems build() {
			return new StringMultiSelectItems(enumValues, meta);
		}
	}
}
