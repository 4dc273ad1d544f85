package io.github.acp4j.agent.spi;

import java.util.List;

import com.google.gson.JsonElement;

import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.TextContent;

/**
 * What a tool call produced.
 *
 * @param forModel  the text the model gets back
 * @param content   what the client shows (text, a diff, a terminal)
 * @param rawOutput structured output for the client, or null
 */
public record ToolResult(String forModel, List<ToolCallContent> content, JsonElement rawOutput) {

	public ToolResult {
		content = List.copyOf(content);
	}

	/** A result that is the same text for the model and the user. */
	public static ToolResult text(String text) {
		return new ToolResult(text, List.of(Content.of(TextContent.of(text))), null);
	}
}
