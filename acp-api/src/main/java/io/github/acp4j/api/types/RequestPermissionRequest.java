// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * Request for user permission to execute a tool call.
 * <p>Sent when the agent needs authorization before performing a sensitive operation.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/tool-calls#requesting-permission">Requesting Permission</a>
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param sessionId The session ID for this request.
 * @param toolCall Details about the tool call requiring permission.
 * @param options Available permission options for the user to choose from.
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Implementations MUST NOT make assumptions about values at these keys. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/extensibility">Extensibility</a> (optional)
 */
public record RequestPermissionRequest(
		String sessionId,
		ToolCallUpdate toolCall,
		List<PermissionOption> options,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) {

	/**
	 * A {@code RequestPermissionRequest} with its required fields; the optional ones are absent.
	 *
	 * @param sessionId The session ID for this request.
	 * @param toolCall Details about the tool call requiring permission.
	 * @param options Available permission options for the user to choose from.
	 * @return the new value
	 */
	public static RequestPermissionRequest of(String sessionId, ToolCallUpdate toolCall, List<PermissionOption> options) {
		return new RequestPermissionRequest(sessionId, toolCall, options, null);
	}

	/**
	 * A builder with the required fields; the optional ones start absent.
	 *
	 * @param sessionId The session ID for this request.
	 * @param toolCall Details about the tool call requiring permission.
	 * @param options Available permission options for the user to choose from.
	 * @return the new builder
	 */
	public static Builder builder(String sessionId, ToolCallUpdate toolCall, List<PermissionOption> options) {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.toolCall = toolCall;
		builder.options = options;
		return builder;
	}

	/**
	 * A builder that starts with this value's fields.
	 *
	 * @return the new builder
	 */
	public Builder toBuilder() {
		Builder builder = new Builder();
		builder.sessionId = sessionId;
		builder.toolCall = toolCall;
		builder.options = options;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link RequestPermissionRequest} one field at a time. */
	public static final class Builder {
		private String sessionId;
		private ToolCallUpdate toolCall;
		private List<PermissionOption> options;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code sessionId}.
		 *
		 * @param sessionId The session ID for this request.
		 * @return this builder
		 */
		public Builder sessionId(String sessionId) {
			this.sessionId = sessionId;
			return this;
		}

		/**
		 * Sets {@code toolCall}.
		 *
		 * @param toolCall Details about the tool call requiring permission.
		 * @return this builder
		 */
		public Builder toolCall(ToolCallUpdate toolCall) {
			this.toolCall = toolCall;
			return this;
		}

		/**
		 * Sets {@code options}.
		 *
		 * @param options Available permission options for the user to choose from.
		 * @return this builder
		 */
		public Builder options(List<PermissionOption> options) {
			this.options = options;
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
		 * @return a new {@code RequestPermissionRequest}
		 */
		public RequestPermissionRequest build() {
			return new RequestPermissionRequest(sessionId, toolCall, options, meta);
		}
	}
}
