// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Prompt capabilities supported by the agent in <code>session/prompt</code> requests.
 * <p>Baseline agent functionality requires support for <code>text</code>
 * and <code>resource_link</code> content blocks in prompt requests.
 * <p>Other variants must be explicitly opted in to.
 * Capabilities for different types of content in prompt requests.
 * <p>Indicates which content types beyond the baseline (text and resource links)
 * the agent can process.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/initialization#session-prompt-capabilities">Session Prompt Capabilities</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param image Agent supports <code>image</code> content blocks. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports image content in prompts. (optional)
 * @param audio Agent supports <code>audio</code> content blocks. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports audio content in prompts. (optional)
 * @param embeddedContext Agent supports embedded context in <code>session/prompt</code> requests. When enabled, the Client is allowed to include <code>resource</code> content blocks in prompt requests for pieces of context that are referenced in the message. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports embedded context in prompts. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record PromptCapabilities(
		PromptImageCapabilities image,
		PromptAudioCapabilities audio,
		PromptEmbeddedContextCapabilities embeddedContext,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code PromptCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static PromptCapabilities of() {
		return new PromptCapabilities(null, null, null, null);
	}

	/**
	 * A builder with every field absent.
	 *
	 * @return the new builder
	 */
	public static Builder builder() {
		Builder builder = new Builder();
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.image = image;
		builder.audio = audio;
		builder.embeddedContext = embeddedContext;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link PromptCapabilities} one field at a time. */
	public static final class Builder {
		private PromptImageCapabilities image;
		private PromptAudioCapabilities audio;
		private PromptEmbeddedContextCapabilities embeddedContext;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code image}.
		 *
		 * @param image Agent supports <code>image</code> content blocks. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports image content in prompts. (optional)
		 * @return this builder
		 */
		public Builder image(PromptImageCapabilities image) {
			this.image = image;
			return this;
		}

		/**
		 * Sets {@code audio}.
		 *
		 * @param audio Agent supports <code>audio</code> content blocks. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports audio content in prompts. (optional)
		 * @return this builder
		 */
		public Builder audio(PromptAudioCapabilities audio) {
			this.audio = audio;
			return this;
		}

		/**
		 * Sets {@code embeddedContext}.
		 *
		 * @param embeddedContext Agent supports embedded context in <code>session/prompt</code> requests. When enabled, the Client is allowed to include <code>resource</code> content blocks in prompt requests for pieces of context that are referenced in the message. Optional. Omitted and <code>null</code> are equivalent and mean the agent does not advertise support. Supplying <code>&#123;&#125;</code> means the agent supports embedded context in prompts. (optional)
		 * @return this builder
		 */
		public Builder embeddedContext(PromptEmbeddedContextCapabilities embeddedContext) {
			this.embeddedContext = embeddedContext;
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
		 * @return a new {@code PromptCapabilities}
		 */
		public PromptCapabilities build() {
			return new PromptCapabilities(image, audio, embeddedContext, meta);
		}
	}
}
