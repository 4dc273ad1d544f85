// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for closing an active session.
 * <p>The Agent MUST cancel any ongoing work related to the session as if <code>session/cancel</code>
 * was called, then free the resources associated with the session. Unlike <code>session/cancel</code>,
 * closing also stops the session's background work. After the close response, the Agent
 * sends no other messages for the session on that connection.
 * <p>Closing a session that does not exist or is not active SHOULD succeed, and Clients SHOULD
 * treat a <code>-32002</code> response as a successful close.
 * <p>When closing cancels active foreground work, the Agent MUST send the final
 * updates for that work and the idle <code>state_update</code> with <code>stopReason: "cancelled"</code>
 * before responding successfully to <code>session/close</code>. Closing an idle session
 * does not itself require another idle update.
 * <p>Closing also cancels pending <code>session/prompt</code> requests whose messages have not
 * been inserted, including held prompts. If closing prevents a prompt's user message from being inserted, the
 * Agent MUST answer that request with <code>-32800</code> (Request Cancelled). If the message
 * has already been inserted, the Agent MUST respond successfully with its
 * <code>messageId</code>. Prompt responses need not precede the close response.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session to close.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record CloseSessionRequest(
		String sessionId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code CloseSessionRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session to close.
	 * @return the new value
	 */
	public static CloseSessionRequest of(String sessionId) {
		return new CloseSessionRequest(sessionId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session to close.
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
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link CloseSessionRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session to close.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
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
		 * @return a new {@code CloseSessionRequest}
		 */
		public CloseSessionRequest build() {
			return new CloseSessionRequest(sessionId, meta);
		}
	}
}
