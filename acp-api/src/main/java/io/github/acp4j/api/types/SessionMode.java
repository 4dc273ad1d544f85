// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A mode the agent can operate in.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/session-modes">Session Modes</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param id Stable identifier used to refer to this protocol object in later messages.
 * @param name Human-readable name shown for this protocol object.
 * @param description Optional human-readable details shown with this protocol object. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionMode(
		String id,
		String name,
		String description,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionMode} with its required fields; the optional ones are absent.
	 *
	 * @param id Stable identifier used to refer to this protocol object in later messages.
	 * @param name Human-readable name shown for this protocol object.
	 * @return the new value
	 */
	public static SessionMode of(String id, String name) {
		return new SessionMode(id, name, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param id Stable identifier used to refer to this protocol object in later messages.
	 * @param name Human-readable name shown for this protocol object.
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

	/** Builds a {@link SessionMode} one field at a time. */
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
		 * @param id Stable identifier used to refer to this protocol object in later messages.
		 * @return this builder
		 */
		public Builder id(String id) {
			this.id = id;
			return this;
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Human-readable name shown for this protocol object.
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description Optional human-readable details shown with this protocol object. (optional)
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
		 * @return a new {@code SessionMode}
		 */
		public SessionMode build() {
			return new SessionMode(id, name, description, meta);
		}
	}
}
