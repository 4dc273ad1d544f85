// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request parameters for sending a user prompt to the agent.
 * <p>Contains the user's message and any additional context.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#1-user-message">User Message</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The ID of the session to send this user message to
 * @param prompt The blocks of content that compose the user's message. As a baseline, the Agent MUST support <code>text</code> and <code>resource_link</code> content blocks, while other variants are optionally enabled via <code>PromptCapabilities</code>. The Client MUST adapt its interface according to <code>PromptCapabilities</code>. The client MAY include referenced pieces of context as either <code>resource</code> or <code>resource_link</code> content blocks. When available, <code>resource</code> is preferred as it avoids extra round-trips and allows the message to include pieces of context from sources the agent may not have access to. Clients MUST NOT send an empty array. Agents MAY reject one with <code>-32602</code> without inserting it.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record PromptRequest(
		String sessionId,
		List<ContentBlock> prompt,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code PromptRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The ID of the session to send this user message to
	 * @param prompt The blocks of content that compose the user's message. As a baseline, the Agent MUST support <code>text</code> and <code>resource_link</code> content blocks, while other variants are optionally enabled via <code>PromptCapabilities</code>. The Client MUST adapt its interface according to <code>PromptCapabilities</code>. The client MAY include referenced pieces of context as either <code>resource</code> or <code>resource_link</code> content blocks. When available, <code>resource</code> is preferred as it avoids extra round-trips and allows the message to include pieces of context from sources the agent may not have access to. Clients MUST NOT send an empty array. Agents MAY reject one with <code>-32602</code> without inserting it.
	 * @return the new value
	 */
	public static PromptRequest of(String sessionId, List<ContentBlock> prompt) {
		return new PromptRequest(sessionId, prompt, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The ID of the session to send this user message to
	 * @param prompt The blocks of content that compose the user's message. As a baseline, the Agent MUST support <code>text</code> and <code>resource_link</code> content blocks, while other variants are optionally enabled via <code>PromptCapabilities</code>. The Client MUST adapt its interface according to <code>PromptCapabilities</code>. The client MAY include referenced pieces of context as either <code>resource</code> or <code>resource_link</code> content blocks. When available, <code>resource</code> is preferred as it avoids extra round-trips and allows the message to include pieces of context from sources the agent may not have access to. Clients MUST NOT send an empty array. Agents MAY reject one with <code>-32602</code> without inserting it.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, List<ContentBlock> prompt) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.prompt = prompt;
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
		builder.prompt = prompt;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link PromptRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private List<ContentBlock> prompt;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The ID of the session to send this user message to
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code prompt}.
		 *
		 * @param prompt The blocks of content that compose the user's message. As a baseline, the Agent MUST support <code>text</code> and <code>resource_link</code> content blocks, while other variants are optionally enabled via <code>PromptCapabilities</code>. The Client MUST adapt its interface according to <code>PromptCapabilities</code>. The client MAY include referenced pieces of context as either <code>resource</code> or <code>resource_link</code> content blocks. When available, <code>resource</code> is preferred as it avoids extra round-trips and allows the message to include pieces of context from sources the agent may not have access to. Clients MUST NOT send an empty array. Agents MAY reject one with <code>-32602</code> without inserting it.
		 * @return this builder
		 */
		public Builder prompt(List<ContentBlock> prompt) {
			this.prompt = prompt;
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
		 * @return a new {@code PromptRequest}
		 */
		public PromptRequest build() {
			return new PromptRequest(sessionId, prompt, meta);
		}
	}
}
