// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Represents a tool call that the language model has requested.
 * <p>Tool calls are actions that the agent executes on behalf of the language model,
 * such as reading files, executing code, or fetching data from external sources.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/tool-calls">Tool Calls</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param toolCallId Unique identifier for this tool call within the session.
 * @param title Human-readable title describing what the tool is doing.
 * @param name Programmatic name of the tool being invoked. This field is optional. Omitting it or sending <code>null</code> both mean that no tool name is available. (optional)
 * @param kind The category of tool being invoked. Helps clients choose appropriate icons and UI treatment. (optional)
 * @param status Current execution status of the tool call. (optional)
 * @param content Content produced by the tool call. (optional)
 * @param locations File locations affected by this tool call. Enables "follow-along" features in clients. (optional)
 * @param rawInput Raw input parameters sent to the tool. (optional)
 * @param rawOutput Raw output returned by the tool. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record ToolCall(
		String toolCallId,
		String title,
		String name,
		ToolKind kind,
		ToolCallStatus status,
		List<ToolCallContent> content,
		List<ToolCallLocation> locations,
		@JsonAdapter(RawJsonAdapter.class) JsonElement rawInput,
		@JsonAdapter(RawJsonAdapter.class) JsonElement rawOutput,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code ToolCall} with its required fields; the optional ones are absent.
	 *
	 * @param toolCallId Unique identifier for this tool call within the session.
	 * @param title Human-readable title describing what the tool is doing.
	 * @return the new value
	 */
	public static ToolCall of(String toolCallId, String title) {
		return new ToolCall(toolCallId, title, null, null, null, null, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param toolCallId Unique identifier for this tool call within the session.
	 * @param title Human-readable title describing what the tool is doing.
	 * @return the new builder
	 */
	public static Builder builder(String toolCallId, String title) {
		Builder builder = new Builder();
		builder.toolCallId = toolCallId;
		builder.title = title;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.toolCallId = toolCallId;
		builder.title = title;
		builder.name = name;
		builder.kind = kind;
		builder.status = status;
		builder.content = content;
		builder.locations = locations;
		builder.rawInput = rawInput;
		builder.rawOutput = rawOutput;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ToolCall} one field at a time. */
	public static final class Builder {
		private String toolCallId;
		private String title;
		private String name;
		private ToolKind kind;
		private ToolCallStatus status;
		private List<ToolCallContent> content;
		private List<ToolCallLocation> locations;
		private JsonElement rawInput;
		private JsonElement rawOutput;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code toolCallId}.
		 *
		 * @param toolCallId Unique identifier for this tool call within the session.
		 * @return this builder
		 */
		public Builder toolCallId(String toolCallId) {
			this.toolCallId = toolCallId;
			return this;
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title Human-readable title describing what the tool is doing.
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Programmatic name of the tool being invoked. This field is optional. Omitting it or sending <code>null</code> both mean that no tool name is available. (optional)
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code kind}.
		 *
		 * @param kind The category of tool being invoked. Helps clients choose appropriate icons and UI treatment. (optional)
		 * @return this builder
		 */
		public Builder kind(ToolKind kind) {
			this.kind = kind;
			return this;
		}

		/**
		 * Sets {@code status}.
		 *
		 * @param status Current execution status of the tool call. (optional)
		 * @return this builder
		 */
		public Builder status(ToolCallStatus status) {
			this.status = status;
			return this;
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content Content produced by the tool call. (optional)
		 * @return this builder
		 */
		public Builder content(List<ToolCallContent> content) {
			this.content = content;
			return this;
		}

		/**
		 * Sets {@code locations}.
		 *
		 * @param locations File locations affected by this tool call. Enables "follow-along" features in clients. (optional)
		 * @return this builder
		 */
		public Builder locations(List<ToolCallLocation> locations) {
			this.locations = locations;
			return this;
		}

		/**
		 * Sets {@code rawInput}.
		 *
		 * @param rawInput Raw input parameters sent to the tool. (optional)
		 * @return this builder
		 */
		public Builder rawInput(JsonElement rawInput) {
			this.rawInput = rawInput;
			return this;
		}

		/**
		 * Sets {@code rawOutput}.
		 *
		 * @param rawOutput Raw output returned by the tool. (optional)
		 * @return this builder
		 */
		public Builder rawOutput(JsonElement rawOutput) {
			this.rawOutput = rawOutput;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code ToolCall}
		 */
		public ToolCall build() {
			return new ToolCall(toolCallId, title, name, kind, status, content, locations, rawInput, rawOutput, meta);
		}
	}
}
