// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for resuming an existing session.
 * <p>Resumes an existing session and optionally replays retained conversation
 * history according to <code>replayFrom</code>.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session to resume.
 * @param cwd The working directory for this session. Must be an absolute path. Clients MUST send the session's working directory. Agents MAY reject a different directory with <code>-32602</code>, and MAY normalize paths when comparing.
 * @param additionalDirectories Additional workspace roots to activate for this session. Each path must be absolute. When omitted or empty, no additional roots are activated. When non-empty, this is the complete resulting additional-root list for the resumed session. It may differ from any previously used or reported list as long as the request <code>cwd</code> matches the session's <code>cwd</code>. (optional)
 * @param mcpServers List of MCP servers to connect to for this session. The complete set of Client-provided servers. Omitted and <code>[]</code> mean none. Agents SHOULD NOT restore servers from earlier requests. (optional)
 * @param replayFrom Inclusive cursor describing where conversation replay should begin. Optional. Omitted and <code>null</code> are equivalent and mean the Agent should resume without replaying previous conversation history. Replay cursors are inclusive: replay includes the position identified by the cursor. Supplying <code>&#123; "type": "start" &#125;</code> means the Agent should replay all retained conversation history before responding. Agents MUST reject unsupported cursor types or malformed cursor values with <code>-32602</code> (Invalid params), rather than substituting another cursor or resuming without replay. (optional)
 * @param systemPrompt <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. System-level instructions for the resumed session. Optional. Omitted and <code>null</code> are equivalent. The Agent may then keep a system prompt it stored with the session or use its default instructions. Clients MUST only send this when the Agent advertises <code>session.systemPrompt</code>, and SHOULD send the same value they used when the session was created. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record ResumeSessionRequest(
		String sessionId,
		String cwd,
		List<String> additionalDirectories,
		List<McpServer> mcpServers,
		ReplayFrom replayFrom,
		@ProtocolDraft SystemPrompt systemPrompt,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ResumeSessionRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session to resume.
	 * @param cwd The working directory for this session. Must be an absolute path. Clients MUST send the session's working directory. Agents MAY reject a different directory with <code>-32602</code>, and MAY normalize paths when comparing.
	 * @return the new value
	 */
	public static ResumeSessionRequest of(String sessionId, String cwd) {
		return new ResumeSessionRequest(sessionId, cwd, null, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session to resume.
	 * @param cwd The working directory for this session. Must be an absolute path. Clients MUST send the session's working directory. Agents MAY reject a different directory with <code>-32602</code>, and MAY normalize paths when comparing.
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
		builder.replayFrom = replayFrom;
		builder.systemPrompt = systemPrompt;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ResumeSessionRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String cwd;
		private List<String> additionalDirectories;
		private List<McpServer> mcpServers;
		private ReplayFrom replayFrom;
		private SystemPrompt systemPrompt;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session to resume.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code cwd}.
		 *
		 * @param cwd The working directory for this session. Must be an absolute path. Clients MUST send the session's working directory. Agents MAY reject a different directory with <code>-32602</code>, and MAY normalize paths when comparing.
		 * @return this builder
		 */
		public Builder cwd(String cwd) {
			this.cwd = cwd;
			return this;
		}

		/**
		 * Sets {@code additionalDirectories}.
		 *
		 * @param additionalDirectories Additional workspace roots to activate for this session. Each path must be absolute. When omitted or empty, no additional roots are activated. When non-empty, this is the complete resulting additional-root list for the resumed session. It may differ from any previously used or reported list as long as the request <code>cwd</code> matches the session's <code>cwd</code>. (optional)
		 * @return this builder
		 */
		public Builder additionalDirectories(List<String> additionalDirectories) {
			this.additionalDirectories = additionalDirectories;
			return this;
		}

		/**
		 * Sets {@code mcpServers}.
		 *
		 * @param mcpServers List of MCP servers to connect to for this session. The complete set of Client-provided servers. Omitted and <code>[]</code> mean none. Agents SHOULD NOT restore servers from earlier requests. (optional)
		 * @return this builder
		 */
		public Builder mcpServers(List<McpServer> mcpServers) {
			this.mcpServers = mcpServers;
			return this;
		}

		/**
		 * Sets {@code replayFrom}.
		 *
		 * @param replayFrom Inclusive cursor describing where conversation replay should begin. Optional. Omitted and <code>null</code> are equivalent and mean the Agent should resume without replaying previous conversation history. Replay cursors are inclusive: replay includes the position identified by the cursor. Supplying <code>&#123; "type": "start" &#125;</code> means the Agent should replay all retained conversation history before responding. Agents MUST reject unsupported cursor types or malformed cursor values with <code>-32602</code> (Invalid params), rather than substituting another cursor or resuming without replay. (optional)
		 * @return this builder
		 */
		public Builder replayFrom(ReplayFrom replayFrom) {
			this.replayFrom = replayFrom;
			return this;
		}

		/**
		 * Sets {@code systemPrompt}.
		 *
		 * @param systemPrompt <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. System-level instructions for the resumed session. Optional. Omitted and <code>null</code> are equivalent. The Agent may then keep a system prompt it stored with the session or use its default instructions. Clients MUST only send this when the Agent advertises <code>session.systemPrompt</code>, and SHOULD send the same value they used when the session was created. (optional)
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
		 * @return a new {@code ResumeSessionRequest}
		 */
		public ResumeSessionRequest build() {
			return new ResumeSessionRequest(sessionId, cwd, additionalDirectories, mcpServers, replayFrom, systemPrompt, meta);
		}
	}
}
