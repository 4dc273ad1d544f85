// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Permission request details for a tool call.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param toolCall Details about the tool call requiring permission. Clients apply this to their stored tool call exactly like a <code>tool_call_update</code> notification, in the order it was received, before showing the prompt. A first-seen <code>toolCallId</code> creates the tool call.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record ToolCallPermissionSubject(
		ToolCallUpdate toolCall,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements RequestPermissionSubject {

	/**
	 * A {@code ToolCallPermissionSubject} with its required fields; the optional ones are absent.
	 *
	 * @param toolCall Details about the tool call requiring permission. Clients apply this to their stored tool call exactly like a <code>tool_call_update</code> notification, in the order it was received, before showing the prompt. A first-seen <code>toolCallId</code> creates the tool call.
	 * @return the new value
	 */
	public static ToolCallPermissionSubject of(ToolCallUpdate toolCall) {
		return new ToolCallPermissionSubject(toolCall, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param toolCall Details about the tool call requiring permission. Clients apply this to their stored tool call exactly like a <code>tool_call_update</code> notification, in the order it was received, before showing the prompt. A first-seen <code>toolCallId</code> creates the tool call.
	 * @return the new builder
	 */
	public static Builder builder(ToolCallUpdate toolCall) {
		Builder builder = new Builder();
		builder.toolCall = toolCall;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.toolCall = toolCall;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ToolCallPermissionSubject} one field at a time. */
	public static final class Builder {
		private ToolCallUpdate toolCall;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code toolCall}.
		 *
		 * @param toolCall Details about the tool call requiring permission. Clients apply this to their stored tool call exactly like a <code>tool_call_update</code> notification, in the order it was received, before showing the prompt. A first-seen <code>toolCallId</code> creates the tool call.
		 * @return this builder
		 */
		public Builder toolCall(ToolCallUpdate toolCall) {
			this.toolCall = toolCall;
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
		 * @return a new {@code ToolCallPermissionSubject}
		 */
		public ToolCallPermissionSubject build() {
			return new ToolCallPermissionSubject(toolCall, meta);
		}
	}
}
