// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A chunk of the agent's internal reasoning being streamed.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param content A single item of content
 * @param messageId A unique identifier for the message this chunk belongs to. All chunks belonging to the same message share the same <code>messageId</code>. A change in <code>messageId</code> indicates a new message has started. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record AgentThoughtChunk(
		ContentBlock content,
		String messageId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements ContentChunk {

	/**
	 * A {@code AgentThoughtChunk} with its required fields; the optional ones are absent.
	 *
	 * @param content A single item of content
	 * @return the new value
	 */
	public static AgentThoughtChunk of(ContentBlock content) {
		return new AgentThoughtChunk(content, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param content A single item of content
	 * @return the new builder
	 */
	public static Builder builder(ContentBlock content) {
		Builder builder = new Builder();
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
		builder.content = content;
		builder.messageId = messageId;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link AgentThoughtChunk} one field at a time. */
	public static final class Builder {
		private ContentBlock content;
		private String messageId;
		private JsonElement meta;

		private Builder() {
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
		 * Sets {@code messageId}.
		 *
		 * @param messageId A unique identifier for the message this chunk belongs to. All chunks belonging to the same message share the same <code>messageId</code>. A change in <code>messageId</code> indicates a new message has started. (optional)
		 * @return this builder
		 */
		public Builder messageId(String messageId) {
			this.messageId = messageId;
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
		 * @return a new {@code AgentThoughtChunk}
		 */
		public AgentThoughtChunk build() {
			return new AgentThoughtChunk(content, messageId, meta);
		}
	}
}
