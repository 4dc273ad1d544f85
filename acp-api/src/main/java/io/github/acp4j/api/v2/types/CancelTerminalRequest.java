// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for cancelling one terminal.
 * <p>Clients MUST NOT send it unless the terminal currently advertises <code>capabilities.cancel</code>.
 * <p>The Agent responds once it has accepted the cancellation. The response does not mean
 * the work has stopped. The Agent confirms it with a <code>terminal_update</code> that sets
 * <code>exitStatus</code>. Cancelling stops the process but does not release the terminal, and does
 * not change the status of a tool call that references it.
 * <p>The Agent responds with <code>-32602</code> if the terminal is unknown, has already exited, or is not
 * cancellable. Cancelling a terminal does not change the foreground state by itself.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-terminals">Cancelling Terminals</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session that owns the terminal.
 * @param terminalId The ID of the terminal to cancel.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record CancelTerminalRequest(
		String sessionId,
		String terminalId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code CancelTerminalRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session that owns the terminal.
	 * @param terminalId The ID of the terminal to cancel.
	 * @return the new value
	 */
	public static CancelTerminalRequest of(String sessionId, String terminalId) {
		return new CancelTerminalRequest(sessionId, terminalId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session that owns the terminal.
	 * @param terminalId The ID of the terminal to cancel.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String terminalId) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.terminalId = terminalId;
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
		builder.terminalId = terminalId;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link CancelTerminalRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String terminalId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session that owns the terminal.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code terminalId}.
		 *
		 * @param terminalId The ID of the terminal to cancel.
		 * @return this builder
		 */
		public Builder terminalId(String terminalId) {
			this.terminalId = terminalId;
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
		 * @return a new {@code CancelTerminalRequest}
		 */
		public CancelTerminalRequest build() {
			return new CancelTerminalRequest(sessionId, terminalId, meta);
		}
	}
}
