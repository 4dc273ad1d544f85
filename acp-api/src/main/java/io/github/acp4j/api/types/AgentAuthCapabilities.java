// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Authentication-related capabilities supported by the agent.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param status <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports the <code>auth/status</code> method. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports the <code>auth/status</code> method. (optional)
 * @param logout Whether the agent supports the logout method. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports the logout method. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record AgentAuthCapabilities(
		@ProtocolDraft AuthStatusCapabilities status,
		LogoutCapabilities logout,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code AgentAuthCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static AgentAuthCapabilities of() {
		return new AgentAuthCapabilities(null, null, null);
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
		builder.logout = logout;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AgentAuthCapabilities} one field at a time. */
	public static final class Builder {
		private AuthStatusCapabilities status;
		private LogoutCapabilities logout;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code status}.
		 *
		 * @param status <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports the <code>auth/status</code> method. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports the <code>auth/status</code> method. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder status(AuthStatusCapabilities status) {
			this.status = status;
			return this;
		}

		/**
		 * Sets {@code logout}.
		 *
		 * @param logout Whether the agent supports the logout method. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports the logout method. (optional)
		 * @return this builder
		 */
		public Builder logout(LogoutCapabilities logout) {
			this.logout = logout;
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
		 * @return a new {@code AgentAuthCapabilities}
		 */
		public AgentAuthCapabilities build() {
			return new AgentAuthCapabilities(status, logout, meta);
		}
	}
}
