// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for setting a session configuration option.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session to set the configuration option for.
 * @param configId The ID of the configuration option to set.
 * @param type the {@code type} field (optional)
 * @param value The boolean value.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record SetSessionConfigOptionRequest(
		String sessionId,
		String configId,
		String type,
		JsonPrimitive value,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/** A boolean value (<code>type: "boolean"</code>). */
	public static final String BOOLEAN = "boolean";

	/**
	 * A {@code SetSessionConfigOptionRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session to set the configuration option for.
	 * @param configId The ID of the configuration option to set.
	 * @param value The boolean value.
	 * @return the new value
	 */
	public static SetSessionConfigOptionRequest of(String sessionId, String configId, JsonPrimitive value) {
		return new SetSessionConfigOptionRequest(sessionId, configId, null, value, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session to set the configuration option for.
	 * @param configId The ID of the configuration option to set.
	 * @param value The boolean value.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String configId, JsonPrimitive value) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.configId = configId;
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
		builder.sessionId = sessionId;
		builder.configId = configId;
		builder.type = type;
		builder.value = value;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SetSessionConfigOptionRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String configId;
		private String type;
		private JsonPrimitive value;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session to set the configuration option for.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code configId}.
		 *
		 * @param configId The ID of the configuration option to set.
		 * @return this builder
		 */
		public Builder configId(String configId) {
			this.configId = configId;
			return this;
		}

		/**
		 * Sets {@code type}.
		 *
		 * @param type the {@code type} field (optional)
		 * @return this builder
		 */
		public Builder type(String type) {
			this.type = type;
			return this;
		}

		/**
		 * Sets {@code value}.
		 *
		 * @param value The boolean value.
		 * @return this builder
		 */
		public Builder value(JsonPrimitive value) {
			this.value = value;
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
		 * @return a new {@code SetSessionConfigOptionRequest}
		 */
		public SetSessionConfigOptionRequest build() {
			return new SetSessionConfigOptionRequest(sessionId, configId, type, value, meta);
		}
	}
}
