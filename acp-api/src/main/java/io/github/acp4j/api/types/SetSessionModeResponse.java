// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response to <code>session/set_mode</code> method.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param modeId ACP4J: the mode the session now uses, the requested one. The agent's contract (docs/agent.md) answers <code>session/set_mode</code> with it, and its clients read it; the schema's answer is empty, so it is optional. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record SetSessionModeResponse(
		@ProtocolDraft String modeId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SetSessionModeResponse} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static SetSessionModeResponse of() {
		return new SetSessionModeResponse(null, null);
	}

	/**
	 * A builder with every field absent.
	 *
	 * @return the new builder
	 */
	public static Builder builder() {
		Builder builder = new Builder();
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.modeId = modeId;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SetSessionModeResponse} one field at a time. */
	public static final class Builder {
		private String modeId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code modeId}.
		 *
		 * @param modeId ACP4J: the mode the session now uses, the requested one. The agent's contract (docs/agent.md) answers <code>session/set_mode</code> with it, and its clients read it; the schema's answer is empty, so it is optional. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
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
		 * @return a new {@code SetSessionModeResponse}
		 */
		public SetSessionModeResponse build() {
			return new SetSessionModeResponse(modeId, meta);
		}
	}
}
