// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A titled enum option with a const value, human-readable title, and optional description.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param value The constant value for this option.
 * @param title Human-readable title for this option.
 * @param description Human-readable description. Optional. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record EnumOption(
		@SerializedName("const") String value,
		String title,
		String description,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code EnumOption} with its required fields; the optional ones are absent.
	 *
	 * @param value The constant value for this option.
	 * @param title Human-readable title for this option.
	 * @return the new value
	 */
	public static EnumOption of(String value, String title) {
		return new EnumOption(value, title, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param value The constant value for this option.
	 * @param title Human-readable title for this option.
	 * @return the new builder
	 */
	public static Builder builder(String value, String title) {
		Builder builder = new Builder();
		builder.value = value;
		builder.title = title;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.value = value;
		builder.title = title;
		builder.description = description;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link EnumOption} one field at a time. */
	public static final class Builder {
		private String value;
		private String title;
		private String description;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code const}.
		 *
		 * @param value The constant value for this option.
		 * @return this builder
		 */
		public Builder value(String value) {
			this.value = value;
			return this;
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title Human-readable title for this option.
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
		 * @return a new {@code EnumOption}
		 */
		public EnumOption build() {
			return new EnumOption(value, title, description, meta);
		}
	}
}
