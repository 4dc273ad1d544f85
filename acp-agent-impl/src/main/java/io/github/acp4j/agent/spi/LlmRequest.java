package io.github.acp4j.agent.spi;

import java.util.List;

/**
 * One model call: the whole conversation so far and the tools the model may call.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever
 * a request carries something new.
 *
 * @param model    the provider's model name
 * @param messages the conversation, oldest first, system prompt included
 * @param tools    the tools offered
 * @param cacheKey what the requests that share a prompt prefix have in common (the session id), for
 *                 a provider's prompt cache to route them alike; null for none
 * @param thoughtLevel how hard the model should think, one of the provider's
 *                 {@link LlmProvider#thoughtLevels()} ({@code low}, {@code medium}, {@code high}); null
 *                 for the model's default, when nothing about it is sent
 */
public record LlmRequest(String model, List<ChatMessage> messages, List<ToolSpec> tools, String cacheKey, String thoughtLevel) {

	public LlmRequest {
		messages = List.copyOf(messages);
		tools = List.copyOf(tools);
	}

	/** A request without a cache key, at the model's default thought level. */
	public static LlmRequest of(String model, List<ChatMessage> messages, List<ToolSpec> tools) {
		return builder(model, messages, tools).build();
	}

	/** A builder with the required parts; no cache key and the model's default thought level until set. */
	public static Builder builder(String model, List<ChatMessage> messages, List<ToolSpec> tools) {
		return new Builder(model, messages, tools);
	}

	/** A builder with this request's values. */
	public Builder toBuilder() {
		return builder(model, messages, tools).cacheKey(cacheKey).thoughtLevel(thoughtLevel);
	}

	/** Builds an {@link LlmRequest} one component at a time. */
	public static final class Builder {
		private String model;
		private List<ChatMessage> messages;
		private List<ToolSpec> tools;
		private String cacheKey;
		private String thoughtLevel;

		private Builder(String model, List<ChatMessage> messages, List<ToolSpec> tools) {
			this.model = model;
			this.messages = messages;
			this.tools = tools;
		}

		/** The provider's model name. */
		public Builder model(String model) {
			this.model = model;
			return this;
		}

		/** The conversation, oldest first, system prompt included. */
		public Builder messages(List<ChatMessage> messages) {
			this.messages = messages;
			return this;
		}

		/** The tools offered. */
		public Builder tools(List<ToolSpec> tools) {
			this.tools = tools;
			return this;
		}

		/** What the requests that share a prompt prefix have in common, for a provider's prompt cache. */
		public Builder cacheKey(String cacheKey) {
			this.cacheKey = cacheKey;
			return this;
		}

		/** How hard the model should think, one of the provider's {@link LlmProvider#thoughtLevels()}. */
		public Builder thoughtLevel(String thoughtLevel) {
			this.thoughtLevel = thoughtLevel;
			return this;
		}

		/** A new {@link LlmRequest}. */
		public LlmRequest build() {
			return new LlmRequest(model, messages, tools, cacheKey, thoughtLevel);
		}
	}
}
