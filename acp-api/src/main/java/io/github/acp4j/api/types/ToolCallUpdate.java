package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** An update to an existing tool call. */
public record ToolCallUpdate(
		String toolCallId,
		ToolKind kind,
		ToolCallStatus status,
		String title,
		String name,
		List<ToolCallContent> content,
		List<ToolCallLocation> locations,
		JsonElement rawInput,
		JsonElement rawOutput,
		@SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/** A builder with the required fields; every other field starts null. */
	public static Builder builder(String toolCallId) {
		return new Builder(toolCallId);
	}

	/** Builds a {@link ToolCallUpdate} one optional field at a time. */
	public static final class Builder {
		private final String toolCallId;
		private ToolKind kind;
		private ToolCallStatus status;
		private String title;
		private String name;
		private List<ToolCallContent> content;
		private List<ToolCallLocation> locations;
		private JsonElement rawInput;
		private JsonElement rawOutput;
		private JsonElement meta;

		private Builder(String toolCallId) {
			this.toolCallId = toolCallId;
		}

		public Builder kind(ToolKind kind) {
			this.kind = kind;
			return this;
		}

		public Builder status(ToolCallStatus status) {
			this.status = status;
			return this;
		}

		public Builder title(String title) {
			this.title = title;
			return this;
		}

		public Builder name(String name) {
			this.name = name;
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

		public ToolCallUpdate build() {
			return new ToolCallUpdate(toolCallId, kind, status, title, name, content, locations, rawInput, rawOutput, meta);
		}
	}
}
