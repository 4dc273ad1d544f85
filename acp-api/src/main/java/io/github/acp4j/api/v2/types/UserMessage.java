// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A user message upsert.
 * <p>Only <code>messageId</code> is required. <code>content</code> has patch semantics:
 * an omitted field leaves existing message content unchanged, <code>null</code> clears the
 * value, and a concrete array replaces the previous value. For a new
 * <code>messageId</code>, omitted <code>content</code> starts empty. <code>content</code> is replaced as a
 * whole array. Send <code>[]</code> or <code>null</code> to clear it.
 * <p>Message updates and chunks are applied in the order they are received. When
 * a <code>user_message</code> update includes <code>content</code>, that array replaces any content
 * previously accumulated for the message, including content from earlier
 * chunks. Later chunks with the same <code>messageId</code> append to the current
 * content.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param messageId A unique identifier for the message.
 * @param content Complete replacement content for this message. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
 */
public record UserMessage(
		String messageId,
		List<ContentBlock> content,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code UserMessage} with its required fields; the optional ones are absent.
	 *
	 * @param messageId A unique identifier for the message.
	 * @return the new value
	 */
	public static UserMessage of(String messageId) {
		return new UserMessage(messageId, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param messageId A unique identifier for the message.
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
		builder.content = content;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link UserMessage} one field at a time. */
	public static final class Builder {
		private String messageId;
		private List<ContentBlock> content;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code messageId}.
		 *
		 * @param messageId A unique identifier for the message.
		 * @return this builder
		 */
		public Builder messageId(String messageId) {
			this.messageId = messageId;
			return this;
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content Complete replacement content for this message. (optional)
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
		 * @return a new {@code UserMessage}
		 */
		public UserMessage build() {
			return new UserMessage(messageId, content, meta);
		}
	}
}
