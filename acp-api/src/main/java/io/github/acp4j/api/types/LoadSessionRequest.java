// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for loading an existing session.
 * <p>Only available if the Agent supports the <code>loadSession</code> capability.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/session-setup#loading-sessions">Loading Sessions</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param mcpServers List of MCP servers to connect to for this session.
 * @param cwd The working directory for this session. Must be an absolute path.
 * @param additionalDirectories Additional workspace roots to activate for this session. Each path must be absolute. When omitted or empty, no additional roots are activated. When non-empty, this is the complete resulting additional-root list for the loaded session. It may differ from any previously used or reported list as long as the request <code>cwd</code> matches the session's <code>cwd</code>. (optional)
 * @param sessionId The ID of the session to load.
 * @param systemPrompt <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. System-level instructions for the loaded session. Optional. Omitted and <code>null</code> are equivalent. The Agent may then keep a system prompt it stored with the session or use its default instructions. Clients MUST only send this when the Agent advertises <code>sessionCapabilities.systemPrompt</code>, and SHOULD send the same value they used when the session was created. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record LoadSessionRequest(
		List<McpServer> mcpServers,
		String cwd,
		List<String> additionalDirectories,
		String sessionId,
		@ProtocolDraft SystemPrompt systemPrompt,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code LoadSessionRequest} with its required fields; the optional ones are absent.
	 *
	 * @param mcpServers List of MCP servers to connect to for this session.
	 * @param cwd The working directory for this session. Must be an absolute path.
	 * @param sessionId The ID of the session to load.
	 * @return the new value
	 */
	public static LoadSessionRequest of(List<McpServer> mcpServers, String cwd, String sessionId) {
		return new LoadSessionRequest(mcpServers, cwd, null, sessionId, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param mcpServers List of MCP servers to connect to for this session.
	 * @param cwd The working directory for this session. Must be an absolute path.
	 * @param sessionId The ID of the session to load.
	 * @return the new builder
	 */
	public static Builder builder(List<McpServer> mcpServers, String cwd, String sessionId) {
		Builder builder = new Builder();
		builder.mcpServers = mcpServers;
		builder.cwd = cwd;
		builder.sessionId = sessionId;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.mcpServers = mcpServers;
		builder.cwd = cwd;
		builder.additionalDirectories = additionalDirectories;
		builder.sessionId = sessionId;
		builder.systemPrompt = systemPrompt;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link LoadSessionRequest} one field at a time. */
	public static final class Builder {
		private List<McpServer> mcpServers;
		private String cwd;
		private List<String> additionalDirectories;
		private String sessionId;
		private SystemPrompt systemPrompt;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code mcpServers}.
		 *
		 * @param mcpServers List of MCP servers to connect to for this session.
		 * @return this builder
		 */
		public Builder mcpServers(List<McpServer> mcpServers) {
			this.mcpServers = mcpServers;
			return this;
		}

		/**
		 * Sets {@code cwd}.
		 *
		 * @param cwd The working directory for this session. Must be an absolute path.
		 * @return this builder
		 */
		public Builder cwd(String cwd) {
			this.cwd = cwd;
			return this;
		}

		/**
		 * Sets {@code additionalDirectories}.
		 *
		 * @param additionalDirectories Additional workspace roots to activate for this session. Each path must be absolute. When omitted or empty, no additional roots are activated. When non-empty, this is the complete resulting additional-root list for the loaded session. It may differ from any previously used or reported list as long as the request <code>cwd</code> matches the session's <code>cwd</code>. (optional)
		 * @return this builder
		 */
		public Builder additionalDirectories(List<String> additionalDirectories) {
			this.additionalDirectories = additionalDirectories;
			return this;
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session to load.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code systemPrompt}.
		 *
		 * @param systemPrompt <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. System-level instructions for the loaded session. Optional. Omitted and <code>null</code> are equivalent. The Agent may then keep a system prompt it stored with the session or use its default instructions. Clients MUST only send this when the Agent advertises <code>sessionCapabilities.systemPrompt</code>, and SHOULD send the same value they used when the session was created. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder systemPrompt(SystemPrompt systemPrompt) {
			this.systemPrompt = systemPrompt;
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
		 * @return a new {@code LoadSessionRequest}
		 */
		public LoadSessionRequest build() {
			return new LoadSessionRequest(mcpServers, cwd, additionalDirectories, sessionId, systemPrompt, meta);
		}
	}
}
