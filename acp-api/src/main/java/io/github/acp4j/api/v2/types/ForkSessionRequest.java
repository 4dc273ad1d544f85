// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Request parameters for forking an existing session.
 * <p>Creates a new session based on the context of an existing one, allowing
 * operations like generating summaries without affecting the original session's history.
 * <p>Only available if the Agent supports the <code>session.fork</code> capability.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session to fork.
 * @param cwd The working directory for this session. Must be an absolute path.
 * @param additionalDirectories Additional workspace roots to activate for this session. Each path must be absolute. When omitted or empty, no additional roots are activated. When non-empty, this is the complete resulting additional-root list for the forked session. (optional)
 * @param mcpServers List of MCP servers to connect to for this session. (optional)
 * @param systemPrompt <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. System-level instructions for the forked session. Optional. Omitted and <code>null</code> are equivalent. The Agent may then keep a system prompt it stored with the source session or use its default instructions. Clients MUST only send this when the Agent advertises <code>session.systemPrompt</code>, and SHOULD send the same value they used for the source session. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record ForkSessionRequest(
		String sessionId,
		String cwd,
		List<String> additionalDirectories,
		List<McpServer> mcpServers,
		SystemPrompt systemPrompt,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ForkSessionRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session to fork.
	 * @param cwd The working directory for this session. Must be an absolute path.
	 * @return the new value
	 */
	public static ForkSessionRequest of(String sessionId, String cwd) {
		return new ForkSessionRequest(sessionId, cwd, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session to fork.
	 * @param cwd The working directory for this session. Must be an absolute path.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String cwd) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
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
		builder.sessionId = sessionId;
		builder.cwd = cwd;
		builder.additionalDirectories = additionalDirectories;
		builder.mcpServers = mcpServers;
		builder.systemPrompt = systemPrompt;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ForkSessionRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String cwd;
		private List<String> additionalDirectories;
		private List<McpServer> mcpServers;
		private SystemPrompt systemPrompt;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session to fork.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
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
		 * @param additionalDirectories Additional workspace roots to activate for this session. Each path must be absolute. When omitted or empty, no additional roots are activated. When non-empty, this is the complete resulting additional-root list for the forked session. (optional)
		 * @return this builder
		 */
		public Builder additionalDirectories(List<String> additionalDirectories) {
			this.additionalDirectories = additionalDirectories;
			return this;
		}

		/**
		 * Sets {@code mcpServers}.
		 *
		 * @param mcpServers List of MCP servers to connect to for this session. (optional)
		 * @return this builder
		 */
		public Builder mcpServers(List<McpServer> mcpServers) {
			this.mcpServers = mcpServers;
			return this;
		}

		/**
		 * Sets {@code systemPrompt}.
		 *
		 * @param systemPrompt <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. System-level instructions for the forked session. Optional. Omitted and <code>null</code> are equivalent. The Agent may then keep a system prompt it stored with the source session or use its default instructions. Clients MUST only send this when the Agent advertises <code>session.systemPrompt</code>, and SHOULD send the same value they used for the source session. (optional)
		 * @return this builder
		 */
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
		 * @return a new {@code ForkSessionRequest}
		 */
		public ForkSessionRequest build() {
			return new ForkSessionRequest(sessionId, cwd, additionalDirectories, mcpServers, systemPrompt, meta);
		}
	}
}
