// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Session capabilities supported by the agent.
 * <p>As a baseline, all Agents <b>MUST</b> support <code>session/new</code>, <code>session/prompt</code>, <code>session/cancel</code>, and <code>session/update</code>.
 * <p>Optionally, they <b>MAY</b> support other session methods and notifications by specifying additional capabilities.
 * <p>Note: <code>session/load</code> is still handled by the top-level <code>loadSession</code> capability. This will be unified in future versions of the protocol.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/initialization#session-capabilities">Session Capabilities</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param list Whether the agent supports <code>session/list</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports listing sessions. (optional)
 * @param delete Whether the agent supports <code>session/delete</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports deleting sessions from <code>session/list</code>. (optional)
 * @param additionalDirectories Whether the agent supports <code>additionalDirectories</code> on supported session lifecycle requests. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports <code>additionalDirectories</code> on supported session lifecycle requests. Agents that also support <code>session/list</code> may return <code>SessionInfo.additionalDirectories</code> to report the complete ordered additional-root list associated with a listed session. (optional)
 * @param systemPrompt <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>systemPrompt</code> on session lifecycle requests. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports <code>systemPrompt</code> in <code>append</code> mode. (optional)
 * @param fork <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/fork</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports forking sessions. (optional)
 * @param archive <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/archive</code> and <code>session/unarchive</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports both methods, the <code>archived</code> filter on <code>session/list</code>, and <code>SessionInfo.archived</code>. Agents that advertise it MUST also advertise <code>sessionCapabilities.list</code>. (optional)
 * @param status <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/status</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports checking session status. (optional)
 * @param title <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/set_title</code>. Agents report titles through <code>session/list</code> and <code>session_info_update</code> without this capability. It only advertises that Clients can set titles. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports setting session titles. (optional)
 * @param resume Whether the agent supports <code>session/resume</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports resuming sessions. (optional)
 * @param close Whether the agent supports <code>session/close</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports closing sessions. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record SessionCapabilities(
		SessionListCapabilities list,
		SessionDeleteCapabilities delete,
		SessionAdditionalDirectoriesCapabilities additionalDirectories,
		@ProtocolDraft SessionSystemPromptCapabilities systemPrompt,
		@ProtocolDraft SessionForkCapabilities fork,
		@ProtocolDraft SessionArchiveCapabilities archive,
		@ProtocolDraft SessionStatusCapabilities status,
		@ProtocolDraft SessionTitleCapabilities title,
		SessionResumeCapabilities resume,
		SessionCloseCapabilities close,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static SessionCapabilities of() {
		return new SessionCapabilities(null, null, null, null, null, null, null, null, null, null, null);
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
		builder.list = list;
		builder.delete = delete;
		builder.additionalDirectories = additionalDirectories;
		builder.systemPrompt = systemPrompt;
		builder.fork = fork;
		builder.archive = archive;
		builder.status = status;
		builder.title = title;
		builder.resume = resume;
		builder.close = close;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionCapabilities} one field at a time. */
	public static final class Builder {
		private SessionListCapabilities list;
		private SessionDeleteCapabilities delete;
		private SessionAdditionalDirectoriesCapabilities additionalDirectories;
		private SessionSystemPromptCapabilities systemPrompt;
		private SessionForkCapabilities fork;
		private SessionArchiveCapabilities archive;
		private SessionStatusCapabilities status;
		private SessionTitleCapabilities title;
		private SessionResumeCapabilities resume;
		private SessionCloseCapabilities close;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code list}.
		 *
		 * @param list Whether the agent supports <code>session/list</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports listing sessions. (optional)
		 * @return this builder
		 */
		public Builder list(SessionListCapabilities list) {
			this.list = list;
			return this;
		}

		/**
		 * Sets {@code delete}.
		 *
		 * @param delete Whether the agent supports <code>session/delete</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports deleting sessions from <code>session/list</code>. (optional)
		 * @return this builder
		 */
		public Builder delete(SessionDeleteCapabilities delete) {
			this.delete = delete;
			return this;
		}

		/**
		 * Sets {@code additionalDirectories}.
		 *
		 * @param additionalDirectories Whether the agent supports <code>additionalDirectories</code> on supported session lifecycle requests. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports <code>additionalDirectories</code> on supported session lifecycle requests. Agents that also support <code>session/list</code> may return <code>SessionInfo.additionalDirectories</code> to report the complete ordered additional-root list associated with a listed session. (optional)
		 * @return this builder
		 */
		public Builder additionalDirectories(SessionAdditionalDirectoriesCapabilities additionalDirectories) {
			this.additionalDirectories = additionalDirectories;
			return this;
		}

		/**
		 * Sets {@code systemPrompt}.
		 *
		 * @param systemPrompt <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>systemPrompt</code> on session lifecycle requests. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports <code>systemPrompt</code> in <code>append</code> mode. (optional)
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
		 * @param fork <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/fork</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports forking sessions. (optional)
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
		 * @param archive <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/archive</code> and <code>session/unarchive</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports both methods, the <code>archived</code> filter on <code>session/list</code>, and <code>SessionInfo.archived</code>. Agents that advertise it MUST also advertise <code>sessionCapabilities.list</code>. (optional)
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
		 * @param status <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/status</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports checking session status. (optional)
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
		 * @param title <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the agent supports <code>session/set_title</code>. Agents report titles through <code>session/list</code> and <code>session_info_update</code> without this capability. It only advertises that Clients can set titles. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports setting session titles. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder title(SessionTitleCapabilities title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code resume}.
		 *
		 * @param resume Whether the agent supports <code>session/resume</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports resuming sessions. (optional)
		 * @return this builder
		 */
		public Builder resume(SessionResumeCapabilities resume) {
			this.resume = resume;
			return this;
		}

		/**
		 * Sets {@code close}.
		 *
		 * @param close Whether the agent supports <code>session/close</code>. Optional. Omitted or <code>null</code> both mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports closing sessions. (optional)
		 * @return this builder
		 */
		public Builder close(SessionCloseCapabilities close) {
			this.close = close;
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
		 * @return a new {@code SessionCapabilities}
		 */
		public SessionCapabilities build() {
			return new SessionCapabilities(list, delete, additionalDirectories, systemPrompt, fork, archive, status, title, resume, close, meta);
		}
	}
}
