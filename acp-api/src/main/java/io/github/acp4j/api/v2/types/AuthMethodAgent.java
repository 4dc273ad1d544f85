// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Agent handles authentication itself through <code>auth/login</code>.
 * <p>The <code>type</code> discriminator value is <code>agent</code>.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param methodId Unique identifier for this authentication method.
 * @param name Human-readable name of the authentication method.
 * @param description Optional human-readable description of this authentication method. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record AuthMethodAgent(
		String methodId,
		String name,
		String description,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements AuthMethod {

	/**
	 * A {@code AuthMethodAgent} with its required fields; the optional ones are absent.
	 *
	 * @param methodId Unique identifier for this authentication method.
	 * @param name Human-readable name of the authentication method.
	 * @return the new value
	 */
	public static AuthMethodAgent of(String methodId, String name) {
		return new AuthMethodAgent(methodId, name, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param methodId Unique identifier for this authentication method.
	 * @param name Human-readable name of the authentication method.
	 * @return the new builder
	 */
	public static Builder builder(String methodId, String name) {
		Builder builder = new Builder();
		builder.methodId = methodId;
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
		builder.methodId = methodId;
		builder.name = name;
		builder.description = description;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AuthMethodAgent} one field at a time. */
	public static final class Builder {
		private String methodId;
		private String name;
		private String description;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code methodId}.
		 *
		 * @param methodId Unique identifier for this authentication method.
		 * @return this builder
		 */
		public Builder methodId(String methodId) {
			this.methodId = methodId;
			return this;
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Human-readable name of the authentication method.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description Optional human-readable description of this authentication method. Omitted and <code>null</code> are equivalent and mean no description is provided. (optional)
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
		 * @return a new {@code AuthMethodAgent}
		 */
		public AuthMethodAgent build() {
			return new AuthMethodAgent(methodId, name, description, meta);
		}
	}
}
