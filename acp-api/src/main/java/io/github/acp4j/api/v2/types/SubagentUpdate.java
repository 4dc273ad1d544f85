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
 * <p>Notification that the enclosing parent session created and owns a child session.
 * <p>Later updates modify the existing association's metadata, not its ownership.
 * <p>Sent on the immediate parent session. The first update for an unknown
 * <code>sessionId</code> announces the child and MUST be sent
 * before any live request or notification bearing the child's session ID,
 * including messages naming it as sender or recipient. Child events are
 * delivered automatically. No separate child load, resume, or subscription is needed.
 * Understanding this update, registering child sessions, and applying their
 * operation restrictions are baseline v2 requirements. No Client capability
 * is required.
 * <p>Only <code>sessionId</code> is required. Other fields have
 * patch semantics: omitted fields leave the stored value unchanged, <code>null</code>
 * clears or unsets the value, and concrete values replace it. A concrete
 * <code>_meta</code> object instead patches the stored metadata by top-level key. For
 * <code>state</code>, <code>null</code> removes the current state report and leaves activity
 * unconfirmed. It does not report idle or cancellation. A child whose capabilities are
 * unset permits no Client-initiated session mutations.
 * <p><code>cwd</code> and <code>additionalDirectories</code> report where the Agent placed the child.
 * While unset, each inherits the immediate parent's effective value.
 * The title and description provide the parent's display metadata for the
 * child. Agents SHOULD mirror known child state changes in the parent's
 * <code>state</code> using the same <code>StateUpdate</code> snapshot as the
 * ordinary <code>state_update</code> notification on the child session. This reports
 * child state, not a separate parent-owned lifecycle. Consumers should
 * treat duplicate reports idempotently.
 * Completing or cancelling work does not end the association: the parent may
 * message the same child again. Individual messages and their outcomes do not
 * change this association.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The opaque session ID identifying the child in all ACP messages.
 * @param title The parent's human-readable display title for this child. It need not be unique. Optional and nullable. Omitted means unchanged. <code>null</code> clears it. If no title is set, the Client chooses a fallback presentation. (optional)
 * @param description The parent's human-readable description of the child's role or purpose. Optional and nullable. Omitted means unchanged. <code>null</code> clears it. This is current display metadata, not the history of instructions sent to the child. (optional)
 * @param capabilities Client-initiated session mutations permitted for this subagent session. Read-only operations retain their normal protocol semantics and capability requirements. (optional)
 * @param state The child's current foreground state, mirrored onto its parent association. Optional and nullable. Omitted means unchanged. <code>null</code> removes the current report and leaves activity unconfirmed (not idle or cancelled). A concrete <code>StateUpdate</code> replaces the entire previous snapshot. (optional)
 * @param cwd The child's working directory. Must be an absolute path. Optional and nullable. Omitted means unchanged. <code>null</code> clears the reported value. While unset, the child inherits its immediate parent's effective working directory. (optional)
 * @param additionalDirectories Additional workspace roots for the child. Each path must be absolute. Optional and nullable. Omitted means unchanged. <code>null</code> clears the reported value. While unset, the child inherits its immediate parent's effective additional directories, independently of <code>cwd</code>. A concrete array replaces the whole list. <code>[]</code> reports no additional directories. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
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
		 * @param title The parent's human-readable display title for this child. It need not be unique. Optional and nullable. Omitted means unchanged. <code>null</code> clears it. If no title is set, the Client chooses a fallback presentation. (optional)
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code description}.
		 *
		 * @param description The parent's human-readable description of the child's role or purpose. Optional and nullable. Omitted means unchanged. <code>null</code> clears it. This is current display metadata, not the history of instructions sent to the child. (optional)
		 * @return this builder
		 */
		public Builder description(String description) {
			this.description = description;
			return this;
		}

		/**
		 * Sets {@code capabilities}.
		 *
		 * @param capabilities Client-initiated session mutations permitted for this subagent session. Read-only operations retain their normal protocol semantics and capability requirements. (optional)
		 * @return this builder
		 */
		public Builder capabilities(SubagentSessionCapabilities capabilities) {
			this.capabilities = capabilities;
			return this;
		}

		/**
		 * Sets {@code state}.
		 *
		 * @param state The child's current foreground state, mirrored onto its parent association. Optional and nullable. Omitted means unchanged. <code>null</code> removes the current report and leaves activity unconfirmed (not idle or cancelled). A concrete <code>StateUpdate</code> replaces the entire previous snapshot. (optional)
		 * @return this builder
		 */
		public Builder state(StateUpdate state) {
			this.state = state;
			return this;
		}

		/**
		 * Sets {@code cwd}.
		 *
		 * @param cwd The child's working directory. Must be an absolute path. Optional and nullable. Omitted means unchanged. <code>null</code> clears the reported value. While unset, the child inherits its immediate parent's effective working directory. (optional)
		 * @return this builder
		 */
		public Builder cwd(String cwd) {
			this.cwd = cwd;
			return this;
		}

		/**
		 * Sets {@code additionalDirectories}.
		 *
		 * @param additionalDirectories Additional workspace roots for the child. Each path must be absolute. Optional and nullable. Omitted means unchanged. <code>null</code> clears the reported value. While unset, the child inherits its immediate parent's effective additional directories, independently of <code>cwd</code>. A concrete array replaces the whole list. <code>[]</code> reports no additional directories. (optional)
		 * @return this builder
		 */
		public Builder additionalDirectories(List<String> additionalDirectories) {
			this.additionalDirectories = additionalDirectories;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
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
