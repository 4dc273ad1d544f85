// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>An upsert for an inter-session message.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param messageId Identifier of this message within the enclosing session's transcript.
 * @param senderSessionId The sending session. Omitted leaves the stored value unchanged. <code>null</code> clears it. A value replaces it. (optional)
 * @param recipientSessionId The receiving session. Omitted leaves the stored value unchanged. <code>null</code> clears it. A value replaces it. (optional)
 * @param senderMessageId On an incoming view, the <code>messageId</code> of the same message's outgoing view in the sender's transcript. Omitted leaves the stored value unchanged. <code>null</code> clears it. A value replaces it. It can arrive after the message starts streaming. (optional)
 * @param recipientMessageId On an outgoing view, the <code>messageId</code> of the same message's incoming view in the recipient's transcript. Omitted leaves the stored value unchanged. <code>null</code> clears it. A value replaces it. It can arrive after the message starts streaming. (optional)
 * @param content Omitted leaves content unchanged. <code>null</code> clears it. A concrete array replaces the whole content collection. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
 */
@ProtocolDraft
public record SessionMessage(
		String messageId,
		String senderSessionId,
		String recipientSessionId,
		String senderMessageId,
		String recipientMessageId,
		List<ContentBlock> content,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code SessionMessage} with its required fields; the optional ones are absent.
	 *
	 * @param messageId Identifier of this message within the enclosing session's transcript.
	 * @return the new value
	 */
	public static SessionMessage of(String messageId) {
		return new SessionMessage(messageId, null, null, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param messageId Identifier of this message within the enclosing session's transcript.
	 * @return the new builder
	 */
	public static Builder builder(String messageId) {
		Builder builder = new Builder();
		builder.messageId = messageId;
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
		builder.senderSessionId = senderSessionId;
		builder.recipientSessionId = recipientSessionId;
		builder.senderMessageId = senderMessageId;
		builder.recipientMessageId = recipientMessageId;
		builder.content = content;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link SessionMessage} one field at a time. */
	public static final class Builder {
		private String messageId;
		private String senderSessionId;
		private String recipientSessionId;
		private String senderMessageId;
		private String recipientMessageId;
		private List<ContentBlock> content;
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
		 * Sets {@code senderSessionId}.
		 *
		 * @param senderSessionId The sending session. Omitted leaves the stored value unchanged. <code>null</code> clears it. A value replaces it. (optional)
		 * @return this builder
		 */
		public Builder senderSessionId(String senderSessionId) {
			this.senderSessionId = senderSessionId;
			return this;
		}

		/**
		 * Sets {@code recipientSessionId}.
		 *
		 * @param recipientSessionId The receiving session. Omitted leaves the stored value unchanged. <code>null</code> clears it. A value replaces it. (optional)
		 * @return this builder
		 */
		public Builder recipientSessionId(String recipientSessionId) {
			this.recipientSessionId = recipientSessionId;
			return this;
		}

		/**
		 * Sets {@code senderMessageId}.
		 *
		 * @param senderMessageId On an incoming view, the <code>messageId</code> of the same message's outgoing view in the sender's transcript. Omitted leaves the stored value unchanged. <code>null</code> clears it. A value replaces it. It can arrive after the message starts streaming. (optional)
		 * @return this builder
		 */
		public Builder senderMessageId(String senderMessageId) {
			this.senderMessageId = senderMessageId;
			return this;
		}

		/**
		 * Sets {@code recipientMessageId}.
		 *
		 * @param recipientMessageId On an outgoing view, the <code>messageId</code> of the same message's incoming view in the recipient's transcript. Omitted leaves the stored value unchanged. <code>null</code> clears it. A value replaces it. It can arrive after the message starts streaming. (optional)
		 * @return this builder
		 */
		public Builder recipientMessageId(String recipientMessageId) {
			this.recipientMessageId = recipientMessageId;
			return this;
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content Omitted leaves content unchanged. <code>null</code> clears it. A concrete array replaces the whole content collection. (optional)
		 * @return this builder
		 */
		public Builder content(List<ContentBlock> content) {
			this.content = content;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code SessionMessage}
		 */
		public SessionMessage build() {
			return new SessionMessage(messageId, senderSessionId, recipientSessionId, senderMessageId, recipientMessageId, content, meta);
		}
	}
}
