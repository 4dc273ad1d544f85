// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Agent handles authentication itself through <code>authenticate</code>.
 * <p>This is the default authentication method type.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param id Unique identifier for this authentication method.
 * @param name Human-readable name of the authentication method.
 * @param description Optional human-readable description of this authentication method. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record AuthMethodAgent(
		String id,
		String name,
		String description,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements AuthMethod {

	/**
	 * A {@code AuthMethodAgent} with its required fields; the optional ones are absent.
	 *
	 * @param id Unique identifier for this authentication method.
	 * @param name Human-readable name of the authentication method.
	 * @return the new value
	 */
	public static AuthMethodAgent of(String id, String name) {
		return new AuthMethodAgent(id, name, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param id Unique identifier for this authentication method.
	 * @param name Human-readable name of the authentication method.
	 * @return the new builder
	 */
	public static Builder builder(String id, String name) {
		Builder builder = new Builder();
		builder.id = id;
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
		builder.id = id;
		builder.name = name;
		builder.description = description;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AuthMethodAgent} one field at a time. */
	public static final class Builder {
		private String id;
		private String name;
		private String description;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code id}.
		 *
		 * @param id Unique identifier for this authentication method.
		 * @return this builder
		 */
		public Builder id(String id) {
			this.id = id;
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
		 * @param description Optional human-readable description of this authentication method. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
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
		 * @return a new {@code AuthMethodAgent}
		 */
		public AuthMethodAgent build() {
			return new AuthMethodAgent(id, name, description, meta);
		}
	}
}
