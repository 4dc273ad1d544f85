// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A possible value for a session configuration option.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param value Unique identifier for this option value.
 * @param name Human-readable label for this option value.
 * @param description Optional description for this option value. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionConfigSelectOption(
		String value,
		String name,
		String description,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionConfigSelectOption} with its required fields; the optional ones are absent.
	 *
	 * @param value Unique identifier for this option value.
	 * @param name Human-readable label for this option value.
	 * @return the new value
	 */
	public static SessionConfigSelectOption of(String value, String name) {
		return new SessionConfigSelectOption(value, name, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param value Unique identifier for this option value.
	 * @param name Human-readable label for this option value.
	 * @return the new builder
	 */
	public static Builder builder(String value, String name) {
		Builder builder = new Builder();
		builder.value = value;
		builder.name = name;
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
		builder.name = name;
		builder.description = description;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionConfigSelectOption} one field at a time. */
	public static final class Builder {
		private String value;
		private String name;
		private String description;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code value}.
		 *
		 * @param value Unique identifier for this option value.
		 * @return this builder
		 */
		public Builder value(String value) {
			this.value = value;
			return this;
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Human-readable label for this option value.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description Optional description for this option value. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
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
		 * @return a new {@code SessionConfigSelectOption}
		 */
		public SessionConfigSelectOption build() {
			return new SessionConfigSelectOption(value, name, description, meta);
		}
	}
}
