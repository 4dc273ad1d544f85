// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

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
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record SessionStatusResponse(
		SessionStatus status,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SessionStatusResponse} with its required fields; the optional ones are absent.
	 *
	 * @param status Whether the Agent has the session in memory. Required. Clients MUST treat a value they do not recognize as <code>saved</code>.
	 * @return the new value
	 */
	public static SessionStatusResponse of(SessionStatus status) {
		return new SessionStatusResponse(status, null);
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
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionStatusResponse} one field at a time. */
	public static final class Builder {
		private SessionStatus status;
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
		 * @return a new {@code SessionStatusResponse}
		 */
		public SessionStatusResponse build() {
			return new SessionStatusResponse(status, meta);
		}
	}
}
