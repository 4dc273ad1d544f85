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
 * <p>Request parameters for setting the title of a session.
 * <p>Only available if the Agent supports the <code>session.title</code> capability.
 * <p>The session does not need to be active on the connection. Any session the Agent would
 * return from <code>session/list</code> can be retitled. A session that does not exist gets <code>-32002</code>.
 * <p>The Agent responds only after it has stored the title. After a successful response, the
 * Agent SHOULD NOT replace the title with one it generates automatically.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session to retitle.
 * @param title The new title for the session. Required and non-null. Omission and explicit <code>null</code> are both invalid. The Agent MAY normalize the title before storing it, for example by trimming whitespace or truncating it. The Agent rejects a title that fails its validation, including one that is empty after normalization, with <code>-32602</code>.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record SetSessionTitleRequest(
		String sessionId,
		String title,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code SetSessionTitleRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session to retitle.
	 * @param title The new title for the session. Required and non-null. Omission and explicit <code>null</code> are both invalid. The Agent MAY normalize the title before storing it, for example by trimming whitespace or truncating it. The Agent rejects a title that fails its validation, including one that is empty after normalization, with <code>-32602</code>.
	 * @return the new value
	 */
	public static SetSessionTitleRequest of(String sessionId, String title) {
		return new SetSessionTitleRequest(sessionId, title, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session to retitle.
	 * @param title The new title for the session. Required and non-null. Omission and explicit <code>null</code> are both invalid. The Agent MAY normalize the title before storing it, for example by trimming whitespace or truncating it. The Agent rejects a title that fails its validation, including one that is empty after normalization, with <code>-32602</code>.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, String title) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.title = title;
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
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SetSessionTitleRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private String title;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session to retitle.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title The new title for the session. Required and non-null. Omission and explicit <code>null</code> are both invalid. The Agent MAY normalize the title before storing it, for example by trimming whitespace or truncating it. The Agent rejects a title that fails its validation, including one that is empty after normalization, with <code>-32602</code>.
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
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
		 * @return a new {@code SetSessionTitleRequest}
		 */
		public SetSessionTitleRequest build() {
			return new SetSessionTitleRequest(sessionId, title, meta);
		}
	}
}
