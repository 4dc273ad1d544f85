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
 * <p>A streamed content block of an inter-session message.
 * <p>A chunk carries only content. The message's participants and references come from
 * <code>session_message</code> upserts, which can arrive before, between, or after its chunks.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param messageId Identifier of this message within the enclosing session's transcript.
 * @param content A single content block appended to the message.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. This metadata is scoped to the chunk and does not patch stored metadata. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
@ProtocolDraft
public record SessionMessageChunk(
		String messageId,
		ContentBlock content,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code SessionMessageChunk} with its required fields; the optional ones are absent.
	 *
	 * @param messageId Identifier of this message within the enclosing session's transcript.
	 * @param content A single content block appended to the message.
	 * @return the new value
	 */
	public static SessionMessageChunk of(String messageId, ContentBlock content) {
		return new SessionMessageChunk(messageId, content, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param messageId Identifier of this message within the enclosing session's transcript.
	 * @param content A single content block appended to the message.
	 * @return the new builder
	 */
	public static Builder builder(String messageId, ContentBlock content) {
		Builder builder = new Builder();
		builder.messageId = messageId;
		builder.content = content;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.messageId = messageId;
		builder.content = content;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionMessageChunk} one field at a time. */
	public static final class Builder {
		private String messageId;
		private ContentBlock content;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code messageId}.
		 *
		 * @param messageId Identifier of this message within the enclosing session's transcript.
		 * @return this builder
		 */
		public Builder messageId(String messageId) {
			this.messageId = messageId;
			return this;
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content A single content block appended to the message.
		 * @return this builder
		 */
		public Builder content(ContentBlock content) {
			this.content = content;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. This metadata is scoped to the chunk and does not patch stored metadata. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code SessionMessageChunk}
		 */
		public SessionMessageChunk build() {
			return new SessionMessageChunk(messageId, content, meta);
		}
	}
}
