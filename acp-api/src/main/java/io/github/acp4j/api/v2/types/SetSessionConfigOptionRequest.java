// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for setting a session configuration option.
 * <p>Agents MUST support this method for any session where they advertise config options.
 * Agents MUST reject an unknown <code>configId</code> or invalid value with <code>-32602</code> and leave the
 * configuration unchanged.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/session-config-options#setting-a-config-option">Session Config Options</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session to set the configuration option for.
 * @param configId The ID of the configuration option to set.
 * @param type the {@code type} field
 * @param value The value ID.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record SetSessionConfigOptionRequest(
		String sessionId,
		String configId,
		String type,
		@JsonAdapter(RawJsonAdapter.class) JsonElement value,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/** A <code>SessionConfigValueId</code> string value (<code>type: "id"</code>). */
	public static final String ID = "id";

	/** A boolean value (<code>type: "boolean"</code>). */
	public static final String BOOLEAN = "boolean";

	/**
	 * A {@code SetSessionConfigOptionRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session to set the configuration option for.
	 * @param configId The ID of the configuration option to set.
	 * @param type the {@code type} field
	 * @param value The value ID.
	 * @return the new value
	 */
	public static SetSessionConfigOptionRequest of(String sessionId, String configId, String type, JsonElement value) {
		return new SetSessionConfigOptionRequest(sessionId, configId, type, value, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session to set the configuration option for.
	 * @param configId The ID of the configuration option to set.
	 * @param type the {@code type} field
	 * @param value The value ID.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String configId, String type, JsonElement value) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.configId = configId;
		builder.type = type;
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
		private JsonElement value;
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
		 * @param type the {@code type} field
		 * @return this builder
		 */
		public Builder type(String type) {
			this.type = type;
			return this;
		}

		/**
		 * Sets {@code value}.
		 *
		 * @param value The value ID.
		 * @return this builder
		 */
		public Builder value(JsonElement value) {
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
		 * @return a new {@code SetSessionConfigOptionRequest}
		 */
		public SetSessionConfigOptionRequest build() {
			return new SetSessionConfigOptionRequest(sessionId, configId, type, value, meta);
		}
	}
}
