// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Notification that the enclosing parent session created and owns a child session.
 * <p>Later updates modify the existing association's metadata, not its ownership.
 * <p>Sent on the immediate parent session. The first update for an unknown
 * <code>sessionId</code> announces the child and MUST be sent
 * before any live child traffic or live message naming the child as sender
 * or recipient. Parents may message and reuse an announced child across
 * multiple operations.
 * Child events are delivered automatically on the same connection. No child
 * load, resume, or subscription is needed.
 * <p>Only the subagent session ID is required. Omitted patch fields keep their
 * previous values. <code>null</code> clears them. Clearing capabilities disables child
 * mutations. Clearing state leaves current activity unset/unconfirmed: it does
 * not imply idle, stop work, or create an <code>unknown</code> state snapshot. A concrete
 * state replaces the entire previous state object, not the session.
 * The title and description provide the parent's display metadata for the
 * child. They do not replace the content of individual messages or operations.
 * <code>cwd</code> and <code>additionalDirectories</code> report where the Agent placed the child.
 * While unset, each inherits the immediate parent's effective value.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The opaque session ID identifying the child in all ACP messages.
 * @param title The parent's human-readable display title for this child. It need not be unique. Omitted means unchanged. <code>null</code> clears it. If unset, the Client chooses a fallback presentation. (optional)
 * @param description The parent's human-readable description of the child's role or purpose. Omitted means unchanged. <code>null</code> clears it. If unset, the Client chooses a fallback presentation. This is current display metadata, not the history of instructions sent to the child. (optional)
 * @param capabilities Client-initiated session mutations permitted for this subagent session. Omitted means unchanged. <code>null</code> clears the capability set and disables child mutations. If never supplied, no session mutations are permitted. Read-only operations retain their normal protocol semantics and capability requirements. A concrete object replaces the whole capability set. (optional)
 * @param state Current state snapshot for the child session. Omitted means unchanged. <code>null</code> clears the current activity without asserting idle or sending an <code>unknown</code> snapshot. A concrete state replaces the previous state object wholesale. If never supplied, the current activity is unset/unconfirmed. (optional)
 * @param cwd The child's working directory. Must be an absolute path. Optional and nullable. Omitted means unchanged. <code>null</code> clears the reported value. While unset, the child inherits its immediate parent's effective working directory. Clients use this value for the child's root set and as the default terminal working directory. (optional)
 * @param additionalDirectories Additional workspace roots for the child. Each path must be absolute. Optional and nullable. Omitted means unchanged. <code>null</code> clears the reported value. While unset, the child inherits its immediate parent's effective additional directories, independently of <code>cwd</code>. A concrete array replaces the whole list. <code>[]</code> reports no additional directories. Clients use these values for the child's root set. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> Omitted means unchanged. <code>null</code> removes the metadata. (optional)
 */
@ProtocolDraft
public record SubagentUpdate(
		String sessionId,
		String title,
		String description,
		SubagentSessionCapabilities capabilities,
		StateUpdate state,
		String cwd,
		List<String> additionalDirectories,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code SubagentUpdate} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The opaque session ID identifying the child in all ACP messages.
	 * @return the new value
	 */
	public static SubagentUpdate of(String sessionId) {
		return new SubagentUpdate(sessionId, null, null, null, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The opaque session ID identifying the child in all ACP messages.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId) {
		Builder builder = new Builder();
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
		builder.sessionId = sessionId;
		builder.title = title;
		builder.description = description;
		builder.capabilities = capabilities;
		builder.state = state;
		builder.cwd = cwd;
		builder.additionalDirectories = additionalDirectories;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SubagentUpdate} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String title;
		private String description;
		private SubagentSessionCapabilities capabilities;
		private StateUpdate state;
		private String cwd;
		private List<String> additionalDirectories;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The opaque session ID identifying the child in all ACP messages.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title The parent's human-readable display title for this child. It need not be unique. Omitted means unchanged. <code>null</code> clears it. If unset, the Client chooses a fallback presentation. (optional)
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description The parent's human-readable description of the child's role or purpose. Omitted means unchanged. <code>null</code> clears it. If unset, the Client chooses a fallback presentation. This is current display metadata, not the history of instructions sent to the child. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
			return this;
		}

		/**
		 * Sets {@code capabilities}.
		 *
		 * @param capabilities Client-initiated session mutations permitted for this subagent session. Omitted means unchanged. <code>null</code> clears the capability set and disables child mutations. If never supplied, no session mutations are permitted. Read-only operations retain their normal protocol semantics and capability requirements. A concrete object replaces the whole capability set. (optional)
		 * @return this builder
		 */
		public Builder capabilities(SubagentSessionCapabilities capabilities) {
			this.capabilities = capabilities;
			return this;
		}

		/**
		 * Sets {@code state}.
		 *
		 * @param state Current state snapshot for the child session. Omitted means unchanged. <code>null</code> clears the current activity without asserting idle or sending an <code>unknown</code> snapshot. A concrete state replaces the previous state object wholesale. If never supplied, the current activity is unset/unconfirmed. (optional)
		 * @return this builder
		 */
		public Builder state(StateUpdate state) {
			this.state = state;
			return this;
		}

		/**
		 * Sets {@code cwd}.
		 *
		 * @param cwd The child's working directory. Must be an absolute path. Optional and nullable. Omitted means unchanged. <code>null</code> clears the reported value. While unset, the child inherits its immediate parent's effective working directory. Clients use this value for the child's root set and as the default terminal working directory. (optional)
		 * @return this builder
		 */
		public Builder cwd(String cwd) {
			this.cwd = cwd;
			return this;
		}

		/**
		 * Sets {@code additionalDirectories}.
		 *
		 * @param additionalDirectories Additional workspace roots for the child. Each path must be absolute. Optional and nullable. Omitted means unchanged. <code>null</code> clears the reported value. While unset, the child inherits its immediate parent's effective additional directories, independently of <code>cwd</code>. A concrete array replaces the whole list. <code>[]</code> reports no additional directories. Clients use these values for the child's root set. (optional)
		 * @return this builder
		 */
		public Builder additionalDirectories(List<String> additionalDirectories) {
			this.additionalDirectories = additionalDirectories;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> Omitted means unchanged. <code>null</code> removes the metadata. (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code SubagentUpdate}
		 */
		public SubagentUpdate build() {
			return new SubagentUpdate(sessionId, title, description, capabilities, state, cwd, additionalDirectories, meta);
		}
	}
}
