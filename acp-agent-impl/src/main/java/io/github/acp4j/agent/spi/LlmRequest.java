package io.github.acp4j.agent.spi;

import java.util.List;

/**
 * One model call: the whole conversation so far and the tools the model may call.
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

	/** A request at the model's default thought level. */
	public LlmRequest(String model, List<ChatMessage> messages, List<ToolSpec> tools, String cacheKey) {
		this(model, messages, tools, cacheKey, null);
	}

	/** A request without a cache key. */
	public LlmRequest(String model, List<ChatMessage> messages, List<ToolSpec> tools) {
		this(model, messages, tools, null);
	}
}
