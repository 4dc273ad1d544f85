// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Represents an upsert for a tool call that the language model has requested.
 * <p>Tool calls are actions that the agent executes on behalf of the language model,
 * such as reading files, executing code, or fetching data from external sources.
 * <p>Only <code>toolCallId</code> is required. Other fields have patch semantics:
 * omitted fields leave the existing tool call value unchanged, <code>null</code> clears or
 * unsets the value, and concrete values replace the previous value. For
 * collection fields, concrete arrays replace the previous collection, and both
 * <code>null</code> and <code>[]</code> clear the collection. A concrete <code>_meta</code> object instead
 * patches the stored metadata by top-level key. When a client receives a tool
 * call ID it has not seen before, omitted fields start at their protocol defaults.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/tool-calls">Tool Calls</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param toolCallId Unique identifier for this tool call within the session.
 * @param name Programmatic name of the tool being invoked. This field is optional and has patch semantics. Omission means no change, <code>null</code> clears the name, and a string replaces it. For a tool call ID the client has not seen before, omission or <code>null</code> means that no tool name is available. (optional)
 * @param title Human-readable title describing what the tool is doing. Omission leaves the title unchanged, <code>null</code> unsets it, and a string replaces it. A new tool call starts without a title. (optional)
 * @param kind The category of tool being invoked. Helps clients choose appropriate icons and UI treatment. Omission leaves the kind unchanged, <code>null</code> resets it to <code>other</code>, and a value replaces it. A new tool call starts as <code>other</code>. (optional)
 * @param status Current execution status of the tool call. Omission leaves the status unchanged, <code>null</code> resets it to <code>pending</code>, and a value replaces it. A new tool call starts as <code>pending</code>. (optional)
 * @param content Content produced by the tool call. (optional)
 * @param locations File locations affected by this tool call. Enables "follow-along" features in clients. (optional)
 * @param rawInput Raw input parameters sent to the tool. (optional)
 * @param rawOutput Raw output returned by the tool. (optional)
 * @param capabilities Client-initiated controls this tool call currently supports, such as cancellation. Omission leaves the capabilities unchanged, <code>null</code> clears them, and an object replaces the whole previous value. A new tool call starts with none. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
 */
public record ToolCallUpdate(
		String toolCallId,
		String name,
		String title,
		ToolKind kind,
		ToolCallStatus status,
		List<ToolCallContent> content,
		List<ToolCallLocation> locations,
		@JsonAdapter(RawJsonAdapter.class) JsonElement rawInput,
		@JsonAdapter(RawJsonAdapter.class) JsonElement rawOutput,
		ToolCallCapabilities capabilities,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements SessionUpdate {

	/**
	 * A {@code ToolCallUpdate} with its required fields; the optional ones are absent.
	 *
	 * @param toolCallId Unique identifier for this tool call within the session.
	 * @return the new value
	 */
	public static ToolCallUpdate of(String toolCallId) {
		return new ToolCallUpdate(toolCallId, null, null, null, null, null, null, null, null, null, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param toolCallId Unique identifier for this tool call within the session.
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
		builder.name = name;
		builder.title = title;
		builder.kind = kind;
		builder.status = status;
		builder.content = content;
		builder.locations = locations;
		builder.rawInput = rawInput;
		builder.rawOutput = rawOutput;
		builder.capabilities = capabilities;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ToolCallUpdate} one field at a time. */
	public static final class Builder {
		private String toolCallId;
		private String name;
		private String title;
		private ToolKind kind;
		private ToolCallStatus status;
		private List<ToolCallContent> content;
		private List<ToolCallLocation> locations;
		private JsonElement rawInput;
		private JsonElement rawOutput;
		private ToolCallCapabilities capabilities;
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
		 * Sets {@code name}.
		 *
		 * @param name Programmatic name of the tool being invoked. This field is optional and has patch semantics. Omission means no change, <code>null</code> clears the name, and a string replaces it. For a tool call ID the client has not seen before, omission or <code>null</code> means that no tool name is available. (optional)
		 * @return this builder
		 */
		public Builder name(String name) {
			this.name = name;
			return this;
		}

		/**
		 * Sets {@code title}.
		 *
		 * @param title Human-readable title describing what the tool is doing. Omission leaves the title unchanged, <code>null</code> unsets it, and a string replaces it. A new tool call starts without a title. (optional)
		 * @return this builder
		 */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/**
		 * Sets {@code kind}.
		 *
		 * @param kind The category of tool being invoked. Helps clients choose appropriate icons and UI treatment. Omission leaves the kind unchanged, <code>null</code> resets it to <code>other</code>, and a value replaces it. A new tool call starts as <code>other</code>. (optional)
		 * @return this builder
		 */
		public Builder kind(ToolKind kind) {
			this.kind = kind;
			return this;
		}

		/**
		 * Sets {@code status}.
		 *
		 * @param status Current execution status of the tool call. Omission leaves the status unchanged, <code>null</code> resets it to <code>pending</code>, and a value replaces it. A new tool call starts as <code>pending</code>. (optional)
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
		 * Sets {@code capabilities}.
		 *
		 * @param capabilities Client-initiated controls this tool call currently supports, such as cancellation. Omission leaves the capabilities unchanged, <code>null</code> clears them, and an object replaces the whole previous value. A new tool call starts with none. (optional)
		 * @return this builder
		 */
		public Builder capabilities(ToolCallCapabilities capabilities) {
			this.capabilities = capabilities;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted leaves the stored metadata unchanged. <code>null</code> clears it. An object patches the stored metadata by top-level key: keys it omits are unchanged, a key set to <code>null</code> is removed, and any other value replaces that key's stored value without merging nested objects. Beyond this patch rule, implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility#metadata-patches">Metadata Patches</a> (optional)
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
			return new ToolCallUpdate(toolCallId, name, title, kind, status, content, locations, rawInput, rawOutput, capabilities, meta);
		}
	}
}
