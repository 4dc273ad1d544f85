package io.github.acp4j.agent.llm;

import java.util.List;

/**
 * One model call: the whole conversation so far and the tools the model may call.
 *
 * @param model    the provider's model name
 * @param messages the conversation, oldest first, system prompt included
 * @param tools    the tools offered
 */
public record LlmRequest(String model, List<ChatMessage> messages, List<ToolSpec> tools) {

	public LlmRequest {
		messages = List.copyOf(messages);
		tools = List.copyOf(tools);
	}
}
