// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Session capabilities supported by the agent.
 * <p>Supplying <code>&#123;&#125;</code> means the agent supports the baseline session methods:
 * <code>session/new</code>, <code>session/list</code>, <code>session/resume</code>, <code>session/close</code>,
 * <code>session/prompt</code>, <code>session/cancel</code>, and <code>session/update</code>.
 * <p>Agents that support sessions <b>MAY</b> support additional session methods,
 * prompt content types, and MCP transports by specifying additional
 * capabilities.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/initialization#session-capabilities">Session Capabilities</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param prompt Prompt capabilities supported by the agent in <code>session/prompt</code> requests. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise any prompt extensions beyond the baseline text and resource-link content required by <code>session/prompt</code>. (optional)
 * @param mcp MCP capabilities supported by the agent for session lifecycle requests. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise MCP server transport support for sessions. (optional)
 * @param delete Whether the agent supports <code>session/delete</code>. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports deleting sessions from <code>session/list</code>. (optional)
 * @param additionalDirectories Whether the agent supports <code>additionalDirectories</code> on supported session lifecycle requests. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports <code>additionalDirectories</code> on supported session lifecycle requests. Agents may return <code>SessionInfo.additionalDirectories</code> to report the complete ordered additional-root list associated with a listed session. (optional)
 * @param systemPrompt <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>systemPrompt</code> on session lifecycle requests. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports <code>systemPrompt</code> in <code>append</code> mode. (optional)
 * @param fork <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/fork</code>. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports forking sessions. (optional)
 * @param archive <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/archive</code> and <code>session/unarchive</code>. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports both methods, the <code>archived</code> filter on <code>session/list</code>, and <code>SessionInfo.archived</code>. (optional)
 * @param status <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/status</code>. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports checking session status. (optional)
 * @param title <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/set_title</code>. Agents report titles through <code>session/list</code> and <code>session_info_update</code> without this capability. It only advertises that Clients can set titles. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports setting session titles. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionCapabilities(
		PromptCapabilities prompt,
		McpCapabilities mcp,
		SessionDeleteCapabilities delete,
		SessionAdditionalDirectoriesCapabilities additionalDirectories,
		@ProtocolDraft SessionSystemPromptCapabilities systemPrompt,
		@ProtocolDraft SessionForkCapabilities fork,
		@ProtocolDraft SessionArchiveCapabilities archive,
		@ProtocolDraft SessionStatusCapabilities status,
		@ProtocolDraft SessionTitleCapabilities title,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static SessionCapabilities of() {
		return new SessionCapabilities(null, null, null, null, null, null, null, null, null, null);
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
		builder.prompt = prompt;
		builder.mcp = mcp;
		builder.delete = delete;
		builder.additionalDirectories = additionalDirectories;
		builder.systemPrompt = systemPrompt;
		builder.fork = fork;
		builder.archive = archive;
		builder.status = status;
		builder.title = title;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionCapabilities} one field at a time. */
	public static final class Builder {
		private PromptCapabilities prompt;
		private McpCapabilities mcp;
		private SessionDeleteCapabilities delete;
		private SessionAdditionalDirectoriesCapabilities additionalDirectories;
		private SessionSystemPromptCapabilities systemPrompt;
		private SessionForkCapabilities fork;
		private SessionArchiveCapabilities archive;
		private SessionStatusCapabilities status;
		private SessionTitleCapabilities title;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code prompt}.
		 *
		 * @param prompt Prompt capabilities supported by the agent in <code>session/prompt</code> requests. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise any prompt extensions beyond the baseline text and resource-link content required by <code>session/prompt</code>. (optional)
		 * @return this builder
		 */
		public Builder prompt(PromptCapabilities prompt) {
			this.prompt = prompt;
			return this;
		}

		/**
		 * Sets {@code mcp}.
		 *
		 * @param mcp MCP capabilities supported by the agent for session lifecycle requests. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise MCP server transport support for sessions. (optional)
		 * @return this builder
		 */
		public Builder mcp(McpCapabilities mcp) {
			this.mcp = mcp;
			return this;
		}

		/**
		 * Sets {@code delete}.
		 *
		 * @param delete Whether the agent supports <code>session/delete</code>. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports deleting sessions from <code>session/list</code>. (optional)
		 * @return this builder
		 */
		public Builder delete(SessionDeleteCapabilities delete) {
			this.delete = delete;
			return this;
		}

		/**
		 * Sets {@code additionalDirectories}.
		 *
		 * @param additionalDirectories Whether the agent supports <code>additionalDirectories</code> on supported session lifecycle requests. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports <code>additionalDirectories</code> on supported session lifecycle requests. Agents may return <code>SessionInfo.additionalDirectories</code> to report the complete ordered additional-root list associated with a listed session. (optional)
		 * @return this builder
		 */
		public Builder additionalDirectories(SessionAdditionalDirectoriesCapabilities additionalDirectories) {
			this.additionalDirectories = additionalDirectories;
			return this;
		}

		/**
		 * Sets {@code systemPrompt}.
		 *
		 * @param systemPrompt <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>systemPrompt</code> on session lifecycle requests. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports <code>systemPrompt</code> in <code>append</code> mode. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder systemPrompt(SessionSystemPromptCapabilities systemPrompt) {
			this.systemPrompt = systemPrompt;
			return this;
		}

		/**
		 * Sets {@code fork}.
		 *
		 * @param fork <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/fork</code>. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports forking sessions. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder fork(SessionForkCapabilities fork) {
			this.fork = fork;
			return this;
		}

		/**
		 * Sets {@code archive}.
		 *
		 * @param archive <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/archive</code> and <code>session/unarchive</code>. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports both methods, the <code>archived</code> filter on <code>session/list</code>, and <code>SessionInfo.archived</code>. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder archive(SessionArchiveCapabilities archive) {
			this.archive = archive;
			return this;
		}

		/**
		 * Sets {@code status}.
		 *
		 * @param status <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/status</code>. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports checking session status. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder status(SessionStatusCapabilities status) {
			this.status = status;
			return this;
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/set_title</code>. Agents report titles through <code>session/list</code> and <code>session_info_update</code> without this capability. It only advertises that Clients can set titles. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports setting session titles. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder title(SessionTitleCapabilities title) {
			this.title = title;
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
		 * @return a new {@code SessionCapabilities}
		 */
		public SessionCapabilities build() {
			return new SessionCapabilities(prompt, mcp, delete, additionalDirectories, systemPrompt, fork, archive, status, title, meta);
		}
	}
}
