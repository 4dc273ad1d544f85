// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for cancelling one tool call.
 * <p>Clients MUST NOT send it unless the tool call currently advertises <code>capabilities.cancel</code>.
 * <p>The Agent responds once it has accepted the cancellation. The response does not mean
 * the work has stopped. The Agent confirms it with a <code>tool_call_update</code> to a final
 * status: normally <code>cancelled</code>, or <code>completed</code> or <code>failed</code> if the work finished first.
 * <p>The Agent responds with <code>-32602</code> if the tool call is unknown, already final, or not
 * cancellable. Cancelling a tool call does not change the foreground state by itself.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-tool-calls">Cancelling Tool Calls</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session that owns the tool call.
 * @param toolCallId The ID of the tool call to cancel.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record CancelToolCallRequest(
		String sessionId,
		String toolCallId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code CancelToolCallRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session that owns the tool call.
	 * @param toolCallId The ID of the tool call to cancel.
	 * @return the new value
	 */
	public static CancelToolCallRequest of(String sessionId, String toolCallId) {
		return new CancelToolCallRequest(sessionId, toolCallId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session that owns the tool call.
	 * @param toolCallId The ID of the tool call to cancel.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String toolCallId) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.toolCallId = toolCallId;
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
		builder.toolCallId = toolCallId;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link CancelToolCallRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String toolCallId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session that owns the tool call.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code toolCallId}.
		 *
		 * @param toolCallId The ID of the tool call to cancel.
		 * @return this builder
		 */
		public Builder toolCallId(String toolCallId) {
			this.toolCallId = toolCallId;
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
		 * @return a new {@code CancelToolCallRequest}
		 */
		public CancelToolCallRequest build() {
			return new CancelToolCallRequest(sessionId, toolCallId, meta);
		}
	}
}
