// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * An environment variable to set when launching a process.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param name The name of the environment variable.
 * @param value The value to set for the environment variable.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record EnvVariable(
		String name,
		String value,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code EnvVariable} with its required fields; the optional ones are absent.
	 *
	 * @param name The name of the environment variable.
	 * @param value The value to set for the environment variable.
	 * @return the new value
	 */
	public static EnvVariable of(String name, String value) {
		return new EnvVariable(name, value, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param name The name of the environment variable.
	 * @param value The value to set for the environment variable.
	 * @return the new builder
	 */
	public static Builder builder(String name, String value) {
		Builder builder = new Builder();
		builder.name = name;
		builder.value = value;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.name = name;
		builder.value = value;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link EnvVariable} one field at a time. */
	public static final class Builder {
		private String name;
		private String value;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name The name of the environment variable.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code value}.
		 *
		 * @param value The value to set for the environment variable.
		 * @return this builder
		 */
		public Builder value(String value) {
			this.value = value;
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
		 * @return a new {@code EnvVariable}
		 */
		public EnvVariable build() {
			return new EnvVariable(name, value, meta);
		}
	}
}
