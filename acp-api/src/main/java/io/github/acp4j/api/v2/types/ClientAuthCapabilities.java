// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Authentication capabilities supported by the client.
 * <p>Advertised during initialization to inform the agent which authentication
 * method types the client can handle. This governs opt-in types that require
 * additional client-side support.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param terminal Whether the client supports <code>terminal</code> authentication methods. Optional. Omitted and <code>null</code> are equivalent and mean the client does not advertise support. The client should supply <code>&#123;&#125;</code> only when it can reproduce the configured agent invocation in an interactive terminal. Supplying <code>&#123;&#125;</code> means the agent may include <code>terminal</code> entries in its authentication methods. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record ClientAuthCapabilities(
		TerminalAuthCapabilities terminal,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ClientAuthCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static ClientAuthCapabilities of() {
		return new ClientAuthCapabilities(null, null);
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
		builder.terminal = terminal;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ClientAuthCapabilities} one field at a time. */
	public static final class Builder {
		private TerminalAuthCapabilities terminal;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code terminal}.
		 *
		 * @param terminal Whether the client supports <code>terminal</code> authentication methods. Optional. Omitted and <code>null</code> are equivalent and mean the client does not advertise support. The client should supply <code>&#123;&#125;</code> only when it can reproduce the configured agent invocation in an interactive terminal. Supplying <code>&#123;&#125;</code> means the agent may include <code>terminal</code> entries in its authentication methods. (optional)
		 * @return this builder
		 */
		public Builder terminal(TerminalAuthCapabilities terminal) {
			this.terminal = terminal;
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
		 * @return a new {@code ClientAuthCapabilities}
		 */
		public ClientAuthCapabilities build() {
			return new ClientAuthCapabilities(terminal, meta);
		}
	}
}
