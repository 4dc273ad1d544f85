// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Capabilities supported by the client.
 * <p>Advertised during initialization to inform the agent about
 * available features and methods.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/initialization#client-capabilities">Client Capabilities</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param fs File system capabilities supported by the client. Determines which file operations the agent can request. (optional)
 * @param terminal Whether the Client support all <code>terminal&#47;*</code> methods. (optional)
 * @param session Session-related capabilities supported by the client. Optional. Omitted or <code>null</code> both mean the client does not advertise any session-related extensions. (optional)
 * @param subagents <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the client understands exposed subagent sessions. Optional and nullable. Omitted or <code>null</code> both mean the client does not advertise support. Supplying <code>&#123;&#125;</code> means the client understands child associations, work-state snapshots, session-directed messages, and restricted-session semantics. (optional)
 * @param plan <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the client supports <code>plan_update</code> and <code>plan_removed</code> session updates. Optional. Omitted or <code>null</code> both mean the client does not advertise support. Supplying <code>&#123;&#125;</code> means the client can receive both update types. (optional)
 * @param auth Authentication capabilities supported by the client. Determines which authentication method types the agent may include in its <code>InitializeResponse</code>. (optional)
 * @param elicitation Elicitation capabilities supported by the client. Determines which elicitation modes the agent may use. Optional. Omitted or <code>null</code> both mean the client does not advertise elicitation support. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record ClientCapabilities(
		FileSystemCapabilities fs,
		Boolean terminal,
		ClientSessionCapabilities session,
		@ProtocolDraft SubagentCapabilities subagents,
		@ProtocolDraft PlanCapabilities plan,
		AuthCapabilities auth,
		ElicitationCapabilities elicitation,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ClientCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static ClientCapabilities of() {
		return new ClientCapabilities(null, null, null, null, null, null, null, null);
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
		builder.fs = fs;
		builder.terminal = terminal;
		builder.session = session;
		builder.subagents = subagents;
		builder.plan = plan;
		builder.auth = auth;
		builder.elicitation = elicitation;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ClientCapabilities} one field at a time. */
	public static final class Builder {
		private FileSystemCapabilities fs;
		private Boolean terminal;
		private ClientSessionCapabilities session;
		private SubagentCapabilities subagents;
		private PlanCapabilities plan;
		private AuthCapabilities auth;
		private ElicitationCapabilities elicitation;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code fs}.
		 *
		 * @param fs File system capabilities supported by the client. Determines which file operations the agent can request. (optional)
		 * @return this builder
		 */
		public Builder fs(FileSystemCapabilities fs) {
			this.fs = fs;
			return this;
		}

		/**
		 * Sets {@code terminal}.
		 *
		 * @param terminal Whether the Client support all <code>terminal&#47;*</code> methods. (optional)
		 * @return this builder
		 */
		public Builder terminal(Boolean terminal) {
			this.terminal = terminal;
			return this;
		}

		/**
		 * Sets {@code session}.
		 *
		 * @param session Session-related capabilities supported by the client. Optional. Omitted or <code>null</code> both mean the client does not advertise any session-related extensions. (optional)
		 * @return this builder
		 */
		public Builder session(ClientSessionCapabilities session) {
			this.session = session;
			return this;
		}

		/**
		 * Sets {@code subagents}.
		 *
		 * @param subagents <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the client understands exposed subagent sessions. Optional and nullable. Omitted or <code>null</code> both mean the client does not advertise support. Supplying <code>&#123;&#125;</code> means the client understands child associations, work-state snapshots, session-directed messages, and restricted-session semantics. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder subagents(SubagentCapabilities subagents) {
			this.subagents = subagents;
			return this;
		}

		/**
		 * Sets {@code plan}.
		 *
		 * @param plan <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Whether the client supports <code>plan_update</code> and <code>plan_removed</code> session updates. Optional. Omitted or <code>null</code> both mean the client does not advertise support. Supplying <code>&#123;&#125;</code> means the client can receive both update types. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder plan(PlanCapabilities plan) {
			this.plan = plan;
			return this;
		}

		/**
		 * Sets {@code auth}.
		 *
		 * @param auth Authentication capabilities supported by the client. Determines which authentication method types the agent may include in its <code>InitializeResponse</code>. (optional)
		 * @return this builder
		 */
		public Builder auth(AuthCapabilities auth) {
			this.auth = auth;
			return this;
		}

		/**
		 * Sets {@code elicitation}.
		 *
		 * @param elicitation Elicitation capabilities supported by the client. Determines which elicitation modes the agent may use. Optional. Omitted or <code>null</code> both mean the client does not advertise elicitation support. (optional)
		 * @return this builder
		 */
		public Builder elicitation(ElicitationCapabilities elicitation) {
			this.elicitation = elicitation;
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
		 * @return a new {@code ClientCapabilities}
		 */
		public ClientCapabilities build() {
			return new ClientCapabilities(fs, terminal, session, subagents, plan, auth, elicitation, meta);
		}
	}
}
