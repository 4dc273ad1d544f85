// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Client-initiated controls a tool call currently supports.
 * <p>A malformed value falls back to no controls, so the Client never sends a request the
 * Agent did not advertise.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/tool-calls#cancelling-tool-calls">Cancelling Tool Calls</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param cancel Permits the Client to cancel this tool call with <code>tool_call/cancel</code>. Omitted and <code>null</code> are equivalent and mean unsupported. An object (including <code>&#123;&#125;</code>) means supported. Agents SHOULD stop advertising it once the tool call reaches a final status. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record ToolCallCapabilities(
		ToolCallCancelCapabilities cancel,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code ToolCallCapabilities} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static ToolCallCapabilities of() {
		return new ToolCallCapabilities(null, null);
	}

	/**
	 * A builder with every field absent.
	 *
	 * @return the new builder
	 */
	public static Builder builder() {
		Builder builder = new Builder();
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.cancel = cancel;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link ToolCallCapabilities} one field at a time. */
	public static final class Builder {
		private ToolCallCancelCapabilities cancel;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code cancel}.
		 *
		 * @param cancel Permits the Client to cancel this tool call with <code>tool_call/cancel</code>. Omitted and <code>null</code> are equivalent and mean unsupported. An object (including <code>&#123;&#125;</code>) means supported. Agents SHOULD stop advertising it once the tool call reaches a final status. (optional)
		 * @return this builder
		 */
		public Builder cancel(ToolCallCancelCapabilities cancel) {
			this.cancel = cancel;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code ToolCallCapabilities}
		 */
		public ToolCallCapabilities build() {
			return new ToolCallCapabilities(cancel, meta);
		}
	}
}
