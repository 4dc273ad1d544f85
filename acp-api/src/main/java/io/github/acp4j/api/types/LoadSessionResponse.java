// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response from loading an existing session.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param modes Initial mode state if supported by the Agent See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/session-modes">Session Modes</a> (optional)
 * @param configOptions Initial session configuration options if supported by the Agent. (optional)
 * @param models <b>UNSTABLE</b> (legacy) The models the session can use and the one it uses, for <code>session/set_model</code>. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record LoadSessionResponse(
		SessionModeState modes,
		List<SessionConfigOption> configOptions,
		@ProtocolDraft SessionModelState models,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code LoadSessionResponse} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static LoadSessionResponse of() {
		return new LoadSessionResponse(null, null, null, null);
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
		builder.modes = modes;
		builder.configOptions = configOptions;
		builder.models = models;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link LoadSessionResponse} one field at a time. */
	public static final class Builder {
		private SessionModeState modes;
		private List<SessionConfigOption> configOptions;
		private SessionModelState models;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code modes}.
		 *
		 * @param modes Initial mode state if supported by the Agent See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/session-modes">Session Modes</a> (optional)
		 * @return this builder
		 */
		public Builder modes(SessionModeState modes) {
			this.modes = modes;
			return this;
		}

		/**
		 * Sets {@code configOptions}.
		 *
		 * @param configOptions Initial session configuration options if supported by the Agent. (optional)
		 * @return this builder
		 */
		public Builder configOptions(List<SessionConfigOption> configOptions) {
			this.configOptions = configOptions;
			return this;
		}

		/**
		 * Sets {@code models}.
		 *
		 * @param models <b>UNSTABLE</b> (legacy) The models the session can use and the one it uses, for <code>session/set_model</code>. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder models(SessionModelState models) {
			this.models = models;
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
		 * @return a new {@code LoadSessionResponse}
		 */
		public LoadSessionResponse build() {
			return new LoadSessionResponse(modes, configOptions, models, meta);
		}
	}
}
