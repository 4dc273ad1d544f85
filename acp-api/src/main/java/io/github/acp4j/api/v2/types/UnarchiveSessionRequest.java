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
 * <p>Request parameters for unarchiving a session.
 * <p>Only available if the Agent supports the <code>session.archive</code> capability.
 * <p>Unarchiving returns the session to default <code>session/list</code> results with the same ID and
 * saved history. It never loads or resumes the session. Clients that want to continue an
 * archived session SHOULD unarchive it before calling <code>session/resume</code>.
 * Unarchiving a session that is not archived succeeds. A session that does not exist
 * gets <code>-32002</code>.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session to unarchive.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record UnarchiveSessionRequest(
		String sessionId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code UnarchiveSessionRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session to unarchive.
	 * @return the new value
	 */
	public static UnarchiveSessionRequest of(String sessionId) {
		return new UnarchiveSessionRequest(sessionId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session to unarchive.
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

	/** Builds a {@link UnarchiveSessionRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session to unarchive.
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
		 * @return a new {@code UnarchiveSessionRequest}
		 */
		public UnarchiveSessionRequest build() {
			return new UnarchiveSessionRequest(sessionId, meta);
		}
	}
}
