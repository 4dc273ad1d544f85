package io.github.acp4j.agent.llm;

import java.util.List;

import com.google.gson.annotations.SerializedName;

/**
 * One message of a conversation as providers see it.
 *
 * @param role       who said it
 * @param text       the text, or null
 * @param reasoning  the model's reasoning for an assistant message, or null
 * @param toolCalls  the tool calls of an assistant message (empty for other roles)
 * @param toolCallId the call a {@link Role#TOOL} message answers, or null
 */
public record ChatMessage(Role role, String text, String reasoning, List<ToolCallRequest> toolCalls, String toolCallId) {

	/** The author of a message. */
	public enum Role {
		@SerializedName("system")
		SYSTEM,
		@SerializedName("user")
		USER,
		@SerializedName("assistant")
		ASSISTANT,
		@SerializedName("tool")
		TOOL
	}

	public ChatMessage {
		toolCalls = toolCalls == null ? List.of() : List.copyOf(toolCalls);
	}

	public static ChatMessage system(String text) {
		return new ChatMessage(Role.SYSTEM, text, null, List.of(), null);
	}

	public static ChatMessage user(String text) {
		return new ChatMessage(Role.USER, text, null, List.of(), null);
	}

	public static ChatMessage assistant(String text, String reasoning, List<ToolCallRequest> toolCalls) {
		return new ChatMessage(Role.ASSISTANT, text, reasoning, toolCalls, null);
	}

	public static ChatMessage tool(String toolCallId, String text) {
		return new ChatMessage(Role.TOOL, text, null, List.of(), toolCallId);
	}
}
