package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Represents a tool call that the language model has requested. */
public record ToolCall(
		String toolCallId,
		String title,
		String name,
		ToolKind kind,
		ToolCallStatus status,
		List<ToolCallContent> content,
		List<ToolCallLocation> locations,
		JsonElement rawInput,
		JsonElement rawOutput,
		@SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/** A builder with the required fields; every other field starts null. */
	public static Builder builder(String toolCallId, String title) {
		return new Builder(toolCallId, title);
	}

	/** Builds a {@link ToolCall} one optional field at a time. */
	public static final class Builder {
		private final String toolCallId;
		private final String title;
		private String name;
		private ToolKind kind;
		private ToolCallStatus status;
		private List<ToolCallContent> content;
		private List<ToolCallLocation> locations;
		private JsonElement rawInput;
		private JsonElement rawOutput;
		private JsonElement meta;

		private Builder(String toolCallId, String title) {
			this.toolCallId = toolCallId;
			this.title = title;
		}

		public Builder name(String name) {
			this.name = name;
			return this;
		}

		public Builder kind(ToolKind kind) {
			this.kind = kind;
			return this;
		}

		public Builder status(ToolCallStatus status) {
			this.status = status;
			return this;
		}

		public Builder content(List<ToolCallContent> content) {
			this.content = content;
			return this;
		}

		public Builder locations(List<ToolCallLocation> locations) {
			this.locations = locations;
			return this;
		}

		public Builder rawInput(JsonElement rawInput) {
			this.rawInput = rawInput;
			return this;
		}

		public Builder rawOutput(JsonElement rawOutput) {
			this.rawOutput = rawOutput;
			return this;
		}

		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		public ToolCall build() {
			return new ToolCall(toolCallId, title, name, kind, status, content, locations, rawInput, rawOutput, meta);
		}
	}
}
