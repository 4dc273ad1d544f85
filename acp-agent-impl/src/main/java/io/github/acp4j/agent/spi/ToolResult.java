package io.github.acp4j.agent.spi;

import java.util.List;

import com.google.gson.JsonElement;

import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.ToolCallContent;
import io.github.acp4j.api.types.TextContent;

/**
 * What a tool call produced.
 *
 * <p>Create it with {@link #text}, {@link #of} or {@link #builder}: the canonical constructor gains a
 * parameter whenever a result carries something new.
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
		return of(text, List.of(Content.of(TextContent.of(text))));
	}

	/** A result without raw output. */
	public static ToolResult of(String forModel, List<ToolCallContent> content) {
		return builder(forModel, content).build();
	}

	/** A builder with the required parts; no raw output until set. */
	public static Builder builder(String forModel, List<ToolCallContent> content) {
		return new Builder(forModel, content);
	}

	/** A builder with this result's values. */
	public Builder toBuilder() {
		return builder(forModel, content).rawOutput(rawOutput);
	}

	/** Builds a {@link ToolResult} one component at a time. */
	public static final class Builder {
		private String forModel;
		private List<ToolCallContent> content;
		private JsonElement rawOutput;

		private Builder(String forModel, List<ToolCallContent> content) {
			this.forModel = forModel;
			this.content = content;
		}

		/** The text the model gets back. */
		public Builder forModel(String forModel) {
			this.forModel = forModel;
			return this;
		}

		/** What the client shows. */
		public Builder content(List<ToolCallContent> content) {
			this.content = content;
			return this;
		}

		/** Structured output for the client. */
		public Builder rawOutput(JsonElement rawOutput) {
			this.rawOutput = rawOutput;
			return this;
		}

		/** A new {@link ToolResult}. */
		public ToolResult build() {
			return new ToolResult(forModel, content, rawOutput);
		}
	}
}
