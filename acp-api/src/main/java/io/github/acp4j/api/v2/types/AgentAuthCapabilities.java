// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Authentication-related extension capabilities supported by the agent.
 * <p>This object does not advertise support for <code>auth/login</code> or <code>auth/logout</code>.
 * Those methods are advertised by a non-empty <code>authMethods</code> list in the
 * <code>initialize</code> response.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param status <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports the <code>auth/status</code> method. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports the <code>auth/status</code> method. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record AgentAuthCapabilities(
		@ProtocolDraft AuthStatusCapabilities status,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code AgentAuthCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static AgentAuthCapabilities of() {
		return new AgentAuthCapabilities(null, null);
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
		builder.status = status;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AgentAuthCapabilities} one field at a time. */
	public static final class Builder {
		private AuthStatusCapabilities status;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code status}.
		 *
		 * @param status <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports the <code>auth/status</code> method. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports the <code>auth/status</code> method. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder status(AuthStatusCapabilities status) {
			this.status = status;
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
		 * @return a new {@code AgentAuthCapabilities}
		 */
		public AgentAuthCapabilities build() {
			return new AgentAuthCapabilities(status, meta);
		}
	}
}
