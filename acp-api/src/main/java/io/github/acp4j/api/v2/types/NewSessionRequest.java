// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for creating a new session.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/session-setup#creating-a-session">Creating a Session</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param cwd The working directory for this session. Must be an absolute path.
 * @param additionalDirectories Additional workspace roots for this session. Each path must be absolute. These expand the session's workspace scope without changing <code>cwd</code>, which remains the base for relative paths. When omitted or empty, no additional roots are activated for the new session. (optional)
 * @param mcpServers List of MCP (Model Context Protocol) servers the agent should connect to. (optional)
 * @param systemPrompt <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. System-level instructions for the new session. Optional. Omitted and <code>null</code> are equivalent and mean the Agent uses its own default instructions. Clients MUST only send this when the Agent advertises <code>session.systemPrompt</code>. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record NewSessionRequest(
		String cwd,
		List<String> additionalDirectories,
		List<McpServer> mcpServers,
		@ProtocolDraft SystemPrompt systemPrompt,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code NewSessionRequest} with its required fields; the optional ones are absent.
	 *
	 * @param cwd The working directory for this session. Must be an absolute path.
	 * @return the new value
	 */
	public static NewSessionRequest of(String cwd) {
		return new NewSessionRequest(cwd, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param cwd The working directory for this session. Must be an absolute path.
	 * @return the new builder
	 */
	public static Builder builder(String cwd) {
		Builder builder = new Builder();
		builder.cwd = cwd;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.cwd = cwd;
		builder.additionalDirectories = additionalDirectories;
		builder.mcpServers = mcpServers;
		builder.systemPrompt = systemPrompt;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link NewSessionRequest} one field at a time. */
	public static final class Builder {
		private String cwd;
		private List<String> additionalDirectories;
		private List<McpServer> mcpServers;
		private SystemPrompt systemPrompt;
		private JsonElement meta;

		private Builder() {
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
		 * @param additionalDirectories Additional workspace roots for this session. Each path must be absolute. These expand the session's workspace scope without changing <code>cwd</code>, which remains the base for relative paths. When omitted or empty, no additional roots are activated for the new session. (optional)
		 * @return this builder
		 */
		public Builder additionalDirectories(List<String> additionalDirectories) {
			this.additionalDirectories = additionalDirectories;
			return this;
		}

		/**
		 * Sets {@code mcpServers}.
		 *
		 * @param mcpServers List of MCP (Model Context Protocol) servers the agent should connect to. (optional)
		 * @return this builder
		 */
		public Builder mcpServers(List<McpServer> mcpServers) {
			this.mcpServers = mcpServers;
			return this;
		}

		/**
		 * Sets {@code systemPrompt}.
		 *
		 * @param systemPrompt <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. System-level instructions for the new session. Optional. Omitted and <code>null</code> are equivalent and mean the Agent uses its own default instructions. Clients MUST only send this when the Agent advertises <code>session.systemPrompt</code>. (optional)
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
		 * @return a new {@code NewSessionRequest}
		 */
		public NewSessionRequest build() {
			return new NewSessionRequest(cwd, additionalDirectories, mcpServers, systemPrompt, meta);
		}
	}
}
