package io.github.acp4j.agent.spi;

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
 * @param images     the images of a user message (empty for other roles)
 * @param reasoningSignature the provider's opaque signature of {@code reasoning}, sent back with it
 *                   (Anthropic's extended thinking), or null
 */
public record ChatMessage(Role role, String text, String reasoning, List<ToolCallRequest> toolCalls, String toolCallId,
		List<Image> images, String reasoningSignature) {

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

	/**
	 * An image given to the model.
	 *
	 * @param mimeType for example {@code image/png}
	 * @param data     the image, base64-encoded
	 */
	public record Image(String mimeType, String data) {
	}

	public ChatMessage {
		toolCalls = toolCalls == null ? List.of() : List.copyOf(toolCalls);
		images = images == null ? List.of() : List.copyOf(images);
	}

	public static ChatMessage system(String text) {
		return new ChatMessage(Role.SYSTEM, text, null, List.of(), null, List.of(), null);
	}

	public static ChatMessage user(String text) {
		return user(text, List.of());
	}

	public static ChatMessage user(String text, List<Image> images) {
		return new ChatMessage(Role.USER, text, null, List.of(), null, images, null);
	}

	public static ChatMessage assistant(String text, String reasoning, List<ToolCallRequest> toolCalls) {
		return assistant(text, reasoning, null, toolCalls);
	}

	public static ChatMessage assistant(String text, String reasoning, String reasoningSignature,
			List<ToolCallRequest> toolCalls) {
		return new ChatMessage(Role.ASSISTANT, text, reasoning, toolCalls, null, List.of(), reasoningSignature);
	}

	public static ChatMessage tool(String toolCallId, String text) {
		return new ChatMessage(Role.TOOL, text, null, List.of(), toolCallId, List.of(), null);
	}
}
