// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Capabilities supported by the agent.
 * <p>Advertised during initialization to inform the client about
 * available features and content types.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/initialization#agent-capabilities">Agent Capabilities</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param session Session capabilities supported by the agent. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not support the <code>session&#47;*</code> methods. Supplying <code>&#123;&#125;</code> means the agent supports the baseline session methods: <code>session/new</code>, <code>session/list</code>, <code>session/resume</code>, <code>session/close</code>, <code>session/prompt</code>, <code>session/cancel</code>, and <code>session/update</code>. (optional)
 * @param auth Authentication-related extension capabilities supported by the agent. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise any authentication-related extensions. This field does not advertise support for <code>auth/login</code> or <code>auth/logout</code>. Those methods are advertised by a non-empty <code>authMethods</code> list in the <code>initialize</code> response. (optional)
 * @param providers <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Provider configuration capabilities supported by the agent. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports provider configuration methods. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record AgentCapabilities(
		SessionCapabilities session,
		AgentAuthCapabilities auth,
		@ProtocolDraft ProvidersCapabilities providers,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code AgentCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static AgentCapabilities of() {
		return new AgentCapabilities(null, null, null, null);
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
		builder.session = session;
		builder.auth = auth;
		builder.providers = providers;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AgentCapabilities} one field at a time. */
	public static final class Builder {
		private SessionCapabilities session;
		private AgentAuthCapabilities auth;
		private ProvidersCapabilities providers;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code session}.
		 *
		 * @param session Session capabilities supported by the agent. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not support the <code>session&#47;*</code> methods. Supplying <code>&#123;&#125;</code> means the agent supports the baseline session methods: <code>session/new</code>, <code>session/list</code>, <code>session/resume</code>, <code>session/close</code>, <code>session/prompt</code>, <code>session/cancel</code>, and <code>session/update</code>. (optional)
		 * @return this builder
		 */
		public Builder session(SessionCapabilities session) {
			this.session = session;
			return this;
		}

		/**
		 * Sets {@code auth}.
		 *
		 * @param auth Authentication-related extension capabilities supported by the agent. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise any authentication-related extensions. This field does not advertise support for <code>auth/login</code> or <code>auth/logout</code>. Those methods are advertised by a non-empty <code>authMethods</code> list in the <code>initialize</code> response. (optional)
		 * @return this builder
		 */
		public Builder auth(AgentAuthCapabilities auth) {
			this.auth = auth;
			return this;
		}

		/**
		 * Sets {@code providers}.
		 *
		 * @param providers <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Provider configuration capabilities supported by the agent. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports provider configuration methods. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder providers(ProvidersCapabilities providers) {
			this.providers = providers;
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
		 * @return a new {@code AgentCapabilities}
		 */
		public AgentCapabilities build() {
			return new AgentCapabilities(session, auth, providers, meta);
		}
	}
}
