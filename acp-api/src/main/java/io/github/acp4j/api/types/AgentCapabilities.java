// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Capabilities supported by the agent.
 * <p>Advertised during initialization to inform the client about
 * available features and content types.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/initialization#agent-capabilities">Agent Capabilities</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param loadSession Whether the agent supports <code>session/load</code>. (optional)
 * @param promptCapabilities Prompt capabilities supported by the agent. (optional)
 * @param mcpCapabilities MCP capabilities supported by the agent. (optional)
 * @param sessionCapabilities Session lifecycle and prompt capabilities advertised by the agent. (optional)
 * @param auth Authentication-related capabilities supported by the agent. (optional)
 * @param providers <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Provider configuration capabilities supported by the agent. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports provider configuration methods. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record AgentCapabilities(
		Boolean loadSession,
		PromptCapabilities promptCapabilities,
		McpCapabilities mcpCapabilities,
		SessionCapabilities sessionCapabilities,
		AgentAuthCapabilities auth,
		@ProtocolDraft ProvidersCapabilities providers,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code AgentCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static AgentCapabilities of() {
		return new AgentCapabilities(null, null, null, null, null, null, null);
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
		builder.loadSession = loadSession;
		builder.promptCapabilities = promptCapabilities;
		builder.mcpCapabilities = mcpCapabilities;
		builder.sessionCapabilities = sessionCapabilities;
		builder.auth = auth;
		builder.providers = providers;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AgentCapabilities} one field at a time. */
	public static final class Builder {
		private Boolean loadSession;
		private PromptCapabilities promptCapabilities;
		private McpCapabilities mcpCapabilities;
		private SessionCapabilities sessionCapabilities;
		private AgentAuthCapabilities auth;
		private ProvidersCapabilities providers;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code loadSession}.
		 *
		 * @param loadSession Whether the agent supports <code>session/load</code>. (optional)
		 * @return this builder
		 */
		public Builder loadSession(Boolean loadSession) {
			this.loadSession = loadSession;
			return this;
		}

		/**
		 * Sets {@code promptCapabilities}.
		 *
		 * @param promptCapabilities Prompt capabilities supported by the agent. (optional)
		 * @return this builder
		 */
		public Builder promptCapabilities(PromptCapabilities promptCapabilities) {
			this.promptCapabilities = promptCapabilities;
			return this;
		}

		/**
		 * Sets {@code mcpCapabilities}.
		 *
		 * @param mcpCapabilities MCP capabilities supported by the agent. (optional)
		 * @return this builder
		 */
		public Builder mcpCapabilities(McpCapabilities mcpCapabilities) {
			this.mcpCapabilities = mcpCapabilities;
			return this;
		}

		/**
		 * Sets {@code sessionCapabilities}.
		 *
		 * @param sessionCapabilities Session lifecycle and prompt capabilities advertised by the agent. (optional)
		 * @return this builder
		 */
		public Builder sessionCapabilities(SessionCapabilities sessionCapabilities) {
			this.sessionCapabilities = sessionCapabilities;
			return this;
		}

		/**
		 * Sets {@code auth}.
		 *
		 * @param auth Authentication-related capabilities supported by the agent. (optional)
		 * @return this builder
		 */
		public Builder auth(AgentAuthCapabilities auth) {
			this.auth = auth;
			return this;
		}

		/**
		 * Sets {@code providers}.
		 *
		 * @param providers <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Provider configuration capabilities supported by the agent. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports provider configuration methods. (optional)
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
		 * @return a new {@code AgentCapabilities}
		 */
		public AgentCapabilities build() {
			return new AgentCapabilities(loadSession, promptCapabilities, mcpCapabilities, sessionCapabilities, auth, providers, meta);
		}
	}
}
