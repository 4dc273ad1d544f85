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
 */
public record LlmRequest(String model, List<ChatMessage> messages, List<ToolSpec> tools, String cacheKey) {

	public LlmRequest {
		messages = List.copyOf(messages);
		tools = List.copyOf(tools);
	}

	/** A request without a cache key. */
	public LlmRequest(String model, List<ChatMessage> messages, List<ToolSpec> tools) {
		this(model, messages, tools, null);
	}
}
