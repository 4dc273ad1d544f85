// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Notification containing a session update from the agent.
 * <p>Agents can send session updates at any point while the session exists.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#3-agent-reports-output">Agent Reports Output</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session this update pertains to.
 * @param update The actual update content.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record UpdateSessionNotification(
		String sessionId,
		SessionUpdate update,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code UpdateSessionNotification} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session this update pertains to.
	 * @param update The actual update content.
	 * @return the new value
	 */
	public static UpdateSessionNotification of(String sessionId, SessionUpdate update) {
		return new UpdateSessionNotification(sessionId, update, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session this update pertains to.
	 * @param update The actual update content.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, SessionUpdate update) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.update = update;
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
		builder.update = update;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link UpdateSessionNotification} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private SessionUpdate update;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session this update pertains to.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code update}.
		 *
		 * @param update The actual update content.
		 * @return this builder
		 */
		public Builder update(SessionUpdate update) {
			this.update = update;
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
		 * @return a new {@code UpdateSessionNotification}
		 */
		public UpdateSessionNotification build() {
			return new UpdateSessionNotification(sessionId, update, meta);
		}
	}
}
