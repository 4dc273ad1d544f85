// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * A streamed item of tool-call content.
 * <p>Tool-call content chunks append one <code>ToolCallContent</code> item to the current
 * content for the matching <code>toolCallId</code>. Agents can send a <code>tool_call_update</code>
 * with <code>content</code> when they need to replace the whole content collection
 * instead.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param toolCallId The ID of the tool call this content belongs to.
 * @param content A single item of content produced by the tool call.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. This metadata is scoped to the chunk and does not patch stored metadata. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record ToolCallContentChunk(
		String toolCallId,
		ToolCallContent content,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code ToolCallContentChunk} with its required fields; the optional ones are absent.
	 *
	 * @param toolCallId The ID of the tool call this content belongs to.
	 * @param content A single item of content produced by the tool call.
	 * @return the new value
	 */
	public static ToolCallContentChunk of(String toolCallId, ToolCallContent content) {
		return new ToolCallContentChunk(toolCallId, content, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param toolCallId The ID of the tool call this content belongs to.
	 * @param content A single item of content produced by the tool call.
	 * @return the new builder
	 */
	public static Builder builder(String toolCallId, ToolCallContent content) {
		Builder builder = new Builder();
		builder.toolCallId = toolCallId;
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
		builder.toolCallId = toolCallId;
		builder.content = content;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ToolCallContentChunk} one field at a time. */
	public static final class Builder {
		private String toolCallId;
		private ToolCallContent content;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code toolCallId}.
		 *
		 * @param toolCallId The ID of the tool call this content belongs to.
		 * @return this builder
		 */
		public Builder toolCallId(String toolCallId) {
			this.toolCallId = toolCallId;
			return this;
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content A single item of content produced by the tool call.
		 * @return this builder
		 */
		public Builder content(ToolCallContent content) {
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
		 * @return a new {@code ToolCallContentChunk}
		 */
		public ToolCallContentChunk build() {
			return new ToolCallContentChunk(toolCallId, content, meta);
		}
	}
}
