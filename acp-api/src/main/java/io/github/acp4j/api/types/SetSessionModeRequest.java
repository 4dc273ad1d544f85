// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for setting a session mode.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session to set the mode for.
 * @param modeId The ID of the mode to set.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record SetSessionModeRequest(
		String sessionId,
		String modeId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SetSessionModeRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session to set the mode for.
	 * @param modeId The ID of the mode to set.
	 * @return the new value
	 */
	public static SetSessionModeRequest of(String sessionId, String modeId) {
		return new SetSessionModeRequest(sessionId, modeId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session to set the mode for.
	 * @param modeId The ID of the mode to set.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String modeId) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.modeId = modeId;
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
		builder.modeId = modeId;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SetSessionModeRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String modeId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session to set the mode for.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code modeId}.
		 *
		 * @param modeId The ID of the mode to set.
		 * @return this builder
		 */
		public Builder modeId(String modeId) {
			this.modeId = modeId;
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
		 * @return a new {@code SetSessionModeRequest}
		 */
		public SetSessionModeRequest build() {
			return new SetSessionModeRequest(sessionId, modeId, meta);
		}
	}
}
