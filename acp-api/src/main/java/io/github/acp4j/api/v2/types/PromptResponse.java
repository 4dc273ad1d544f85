// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Response acknowledging that a user prompt was inserted into the ACP conversation.
 * <p>This response does not indicate that the prompt was merely received or held, nor that the
 * agent has finished processing it.
 * Processing and completion are reported through <code>state_update</code> session updates.
 * <p>Insertion is the logical addition of a user message with a message ID and a position
 * relative to other messages in the ACP conversation.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#2-prompt-accepted">Prompt Accepted</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param messageId Identifies the user message inserted into the ACP conversation. Required and non-null. Omission and explicit <code>null</code> are both invalid. The corresponding user-message session update carries this same identifier and may arrive before or after this response. Agents must echo the message during the live session, but are not required to retain it. If retained and replayed, the message keeps this identifier.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record PromptResponse(
		String messageId,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code PromptResponse} with its required fields; the optional ones are absent.
	 *
	 * @param messageId Identifies the user message inserted into the ACP conversation. Required and non-null. Omission and explicit <code>null</code> are both invalid. The corresponding user-message session update carries this same identifier and may arrive before or after this response. Agents must echo the message during the live session, but are not required to retain it. If retained and replayed, the message keeps this identifier.
	 * @return the new value
	 */
	public static PromptResponse of(String messageId) {
		return new PromptResponse(messageId, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param messageId Identifies the user message inserted into the ACP conversation. Required and non-null. Omission and explicit <code>null</code> are both invalid. The corresponding user-message session update carries this same identifier and may arrive before or after this response. Agents must echo the message during the live session, but are not required to retain it. If retained and replayed, the message keeps this identifier.
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
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link PromptResponse} one field at a time. */
	public static final class Builder {
		private String messageId;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code messageId}.
		 *
		 * @param messageId Identifies the user message inserted into the ACP conversation. Required and non-null. Omission and explicit <code>null</code> are both invalid. The corresponding user-message session update carries this same identifier and may arrive before or after this response. Agents must echo the message during the live session, but are not required to retain it. If retained and replayed, the message keeps this identifier.
		 * @return this builder
		 */
		public Builder messageId(String messageId) {
			this.messageId = messageId;
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
		 * @return a new {@code PromptResponse}
		 */
		public PromptResponse build() {
			return new PromptResponse(messageId, meta);
		}
	}
}
