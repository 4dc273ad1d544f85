// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Response from checking the status of a session.
 * <p>The result is a snapshot. A session reported <code>open</code> may be closed or evicted before
 * the Client's next request.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param status Whether the Agent has the session in memory. Required. Clients MUST treat a value they do not recognize as <code>saved</code>.
 * @param state The session's current foreground state, as the same snapshot the Agent sends in <code>state_update</code> notifications. Optional. Agents SHOULD include it when <code>status</code> is <code>open</code>. Omitted, <code>null</code>, and malformed values mean the Agent is not reporting foreground state, and Clients MUST NOT read that as <code>idle</code>. This is a snapshot, not a new transition. Clients MUST NOT count an <code>idle</code> snapshot as a new completion. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record SessionStatusResponse(
		SessionStatus status,
		StateUpdate state,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionStatusResponse} with its required fields; the optional ones are absent.
	 *
	 * @param status Whether the Agent has the session in memory. Required. Clients MUST treat a value they do not recognize as <code>saved</code>.
	 * @return the new value
	 */
	public static SessionStatusResponse of(SessionStatus status) {
		return new SessionStatusResponse(status, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param status Whether the Agent has the session in memory. Required. Clients MUST treat a value they do not recognize as <code>saved</code>.
	 * @return the new builder
	 */
	public static Builder builder(SessionStatus status) {
		Builder builder = new Builder();
		builder.status = status;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.status = status;
		builder.state = state;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionStatusResponse} one field at a time. */
	public static final class Builder {
		private SessionStatus status;
		private StateUpdate state;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code status}.
		 *
		 * @param status Whether the Agent has the session in memory. Required. Clients MUST treat a value they do not recognize as <code>saved</code>.
		 * @return this builder
		 */
		public Builder status(SessionStatus status) {
			this.status = status;
			return this;
		}

		/**
		 * Sets {@code state}.
		 *
		 * @param state The session's current foreground state, as the same snapshot the Agent sends in <code>state_update</code> notifications. Optional. Agents SHOULD include it when <code>status</code> is <code>open</code>. Omitted, <code>null</code>, and malformed values mean the Agent is not reporting foreground state, and Clients MUST NOT read that as <code>idle</code>. This is a snapshot, not a new transition. Clients MUST NOT count an <code>idle</code> snapshot as a new completion. (optional)
		 * @return this builder
		 */
		public Builder state(StateUpdate state) {
			this.state = state;
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
		 * @return a new {@code SessionStatusResponse}
		 */
		public SessionStatusResponse build() {
			return new SessionStatusResponse(status, state, meta);
		}
	}
}
