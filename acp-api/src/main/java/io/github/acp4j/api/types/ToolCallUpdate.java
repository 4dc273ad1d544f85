// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * An update to an existing tool call.
 * <p>Used to report progress and results as tools execute. All fields except
 * the tool call ID are optional - only changed fields need to be included.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/tool-calls#updating">Updating</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param toolCallId The ID of the tool call being updated.
 * @param kind Update the tool kind. (optional)
 * @param status Update the execution status. (optional)
 * @param title Update the human-readable title. (optional)
 * @param name Update the programmatic name of the tool being invoked. This field is optional. Omitting it or sending <code>null</code> both mean that the existing name is left unchanged. (optional)
 * @param content Replace the content collection. (optional)
 * @param locations Replace the locations collection. (optional)
 * @param rawInput Update the raw input. (optional)
 * @param rawOutput Update the raw output. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record ToolCallUpdate(
		String toolCallId,
		ToolKind kind,
		ToolCallStatus status,
		String title,
		String name,
		List<ToolCallContent> content,
		List<ToolCallLocation> locations,
		@JsonAdapter(RawJsonAdapter.class) JsonElement rawInput,
		@JsonAdapter(RawJsonAdapter.class) JsonElement rawOutput,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code ToolCallUpdate} with its required fields; the optional ones are absent.
	 *
	 * @param toolCallId The ID of the tool call being updated.
	 * @return the new value
	 */
	public static ToolCallUpdate of(String toolCallId) {
		return new ToolCallUpdate(toolCallId, null, null, null, null, null, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param toolCallId The ID of the tool call being updated.
	 * @return the new builder
	 */
	public static Builder builder(String toolCallId) {
		Builder builder = new Builder();
		builder.toolCallId = toolCallId;
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
		builder.kind = kind;
		builder.status = status;
		builder.title = title;
		builder.name = name;
		builder.content = content;
		builder.locations = locations;
		builder.rawInput = rawInput;
		builder.rawOutput = rawOutput;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ToolCallUpdate} one field at a time. */
	public static final class Builder {
		private String toolCallId;
		private ToolKind kind;
		private ToolCallStatus status;
		private String title;
		private String name;
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
		 * @param toolCallId The ID of the tool call being updated.
		 * @return this builder
		 */
		public Builder toolCallId(String toolCallId) {
			this.toolCallId = toolCallId;
			return this;
		}

		/**
		 * Sets {@code kind}.
		 *
		 * @param kind Update the tool kind. (optional)
		 * @return this builder
		 */
		public Builder kind(ToolKind kind) {
			this.kind = kind;
			return this;
		}

		/**
		 * Sets {@code status}.
		 *
		 * @param status Update the execution status. (optional)
		 * @return this builder
		 */
		public Builder status(ToolCallStatus status) {
			this.status = status;
			return this;
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title Update the human-readable title. (optional)
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code name}.
		 *
		 * @param name Update the programmatic name of the tool being invoked. This field is optional. Omitting it or sending <code>null</code> both mean that the existing name is left unchanged. (optional)
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code content}.
		 *
		 * @param content Replace the content collection. (optional)
		 * @return this builder
		 */
		public Builder content(List<ToolCallContent> content) {
			this.content = content;
			return this;
		}

		/**
		 * Sets {@code locations}.
		 *
		 * @param locations Replace the locations collection. (optional)
		 * @return this builder
		 */
		public Builder locations(List<ToolCallLocation> locations) {
			this.locations = locations;
			return this;
		}

		/**
		 * Sets {@code rawInput}.
		 *
		 * @param rawInput Update the raw input. (optional)
		 * @return this builder
		 */
		public Builder rawInput(JsonElement rawInput) {
			this.rawInput = rawInput;
			return this;
		}

		/**
		 * Sets {@code rawOutput}.
		 *
		 * @param rawOutput Update the raw output. (optional)
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
		 * @return a new {@code ToolCallUpdate}
		 */
		public ToolCallUpdate build() {
			return new ToolCallUpdate(toolCallId, kind, status, title, name, content, locations, rawInput, rawOutput, meta);
		}
	}
}
