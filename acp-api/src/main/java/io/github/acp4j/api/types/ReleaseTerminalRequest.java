// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request to release a terminal and free its resources.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The session ID for this request.
 * @param terminalId The ID of the terminal to release.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record ReleaseTerminalRequest(
		String sessionId,
		String terminalId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ReleaseTerminalRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The session ID for this request.
	 * @param terminalId The ID of the terminal to release.
	 * @return the new value
	 */
	public static ReleaseTerminalRequest of(String sessionId, String terminalId) {
		return new ReleaseTerminalRequest(sessionId, terminalId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The session ID for this request.
	 * @param terminalId The ID of the terminal to release.
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

	/** Builds a {@link ReleaseTerminalRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String terminalId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The session ID for this request.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code terminalId}.
		 *
		 * @param terminalId The ID of the terminal to release.
		 * @return this builder
		 */
		public Builder terminalId(String terminalId) {
			this.terminalId = terminalId;
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
		 * @return a new {@code ReleaseTerminalRequest}
		 */
		public ReleaseTerminalRequest build() {
			return new ReleaseTerminalRequest(sessionId, terminalId, meta);
		}
	}
}
