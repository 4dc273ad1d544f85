// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A chunk of the user's message being streamed.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param messageId A unique identifier for the message this chunk belongs to. All chunks belonging to the same message share the same <code>messageId</code>. Chunks for different messages can interleave.
 * @param content A single item of content
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. This metadata is scoped to the chunk and does not patch stored metadata. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record UserMessageChunk(
		String messageId,
		ContentBlock content,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ContentChunk {

	/**
	 * A {@code UserMessageChunk} with its required fields; the optional ones are absent.
	 *
	 * @param messageId A unique identifier for the message this chunk belongs to. All chunks belonging to the same message share the same <code>messageId</code>. Chunks for different messages can interleave.
	 * @param content A single item of content
	 * @return the new value
	 */
	public static UserMessageChunk of(String messageId, ContentBlock content) {
		return new UserMessageChunk(messageId, content, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param messageId A unique identifier for the message this chunk belongs to. All chunks belonging to the same message share the same <code>messageId</code>. Chunks for different messages can interleave.
	 * @param content A single item of content
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

	/** Builds a {@link UserMessageChunk} one field at a time. */
	public static final class Builder {
		private String messageId;
		private ContentBlock content;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code messageId}.
		 *
		 * @param messageId A unique identifier for the message this chunk belongs to. All chunks belonging to the same message share the same <code>messageId</code>. Chunks for different messages can interleave.
		 * @return this builder
		 */
		public Builder messageId(String messageId) {
			this.messageId = messageId;
			return this;
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content A single item of content
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
		 * @return a new {@code UserMessageChunk}
		 */
		public UserMessageChunk build() {
			return new UserMessageChunk(messageId, content, meta);
		}
	}
}
