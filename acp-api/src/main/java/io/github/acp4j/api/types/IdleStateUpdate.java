// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * The child is ready to process another prompt.
 * <p>An omitted, <code>null</code>, or malformed <code>stopReason</code> means not reported.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param usage <b>UNSTABLE</b> Token usage for completed foreground work. Optional. Omitted or <code>null</code> means not reported. (optional)
 * @param stopReason Why foreground work stopped. The value selects one of this type's variants, which may add fields of their own. Optional. Omitted or <code>null</code> both mean the agent is not reporting a stop reason; a malformed value is treated the same way. See protocol docs: <a href="https://agentclientprotocol.com/rfds/subagents#current-work-state">Current work state</a> (optional)
 * @param error The failure, as a JSON-RPC error object. Optional. Omitted or <code>null</code> both mean the agent is not reporting failure details. Agents SHOULD include it. (optional)
 * @param meta The _meta property is reserved by ACP for additional metadata. Implementations MUST NOT make assumptions about values at these keys. Optional. Omitted and <code>null</code> mean no metadata for this state snapshot. (optional)
 */
@ProtocolDraft
public record IdleStateUpdate(
		Usage usage,
		String stopReason,
		ResponseError error,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements StateUpdate {

	/** The work ended successfully. */
	public static final String END_TURN = "end_turn";

	/** The work ended because the agent reached the maximum number of tokens. */
	public static final String MAX_TOKENS = "max_tokens";

	/** The work ended because the agent reached the maximum number of allowed agent requests. */
	public static final String MAX_TURN_REQUESTS = "max_turn_requests";

	/** The work ended because the agent refused to continue. */
	public static final String REFUSAL = "refusal";

	/** The work was cancelled. */
	public static final String CANCELLED = "cancelled";

	/** The work ended because something failed. */
	public static final String ERROR = "error";

	/**
	 * A {@code IdleStateUpdate} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static IdleStateUpdate of() {
		return new IdleStateUpdate(null, null, null, null);
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
		builder.usage = usage;
		builder.stopReason = stopReason;
		builder.error = error;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link IdleStateUpdate} one field at a time. */
	public static final class Builder {
		private Usage usage;
		private String stopReason;
		private ResponseError error;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code usage}.
		 *
		 * @param usage <b>UNSTABLE</b> Token usage for completed foreground work. Optional. Omitted or <code>null</code> means not reported. (optional)
		 * @return this builder
		 */
		public Builder usage(Usage usage) {
			this.usage = usage;
			return this;
		}

		/**
		 * Sets {@code stopReason}.
		 *
		 * @param stopReason Why foreground work stopped. The value selects one of this type's variants, which may add fields of their own. Optional. Omitted or <code>null</code> both mean the agent is not reporting a stop reason; a malformed value is treated the same way. See protocol docs: <a href="https://agentclientprotocol.com/rfds/subagents#current-work-state">Current work state</a> (optional)
		 * @return this builder
		 */
		public Builder stopReason(String stopReason) {
			this.stopReason = stopReason;
			return this;
		}

		/**
		 * Sets {@code error}.
		 *
		 * @param error The failure, as a JSON-RPC error object. Optional. Omitted or <code>null</code> both mean the agent is not reporting failure details. Agents SHOULD include it. (optional)
		 * @return this builder
		 */
		public Builder error(ResponseError error) {
			this.error = error;
			return this;
		}

		/**
		 * Sets {@code _meta}.
		 *
		 * @param meta The _meta property is reserved by ACP for additional metadata. Implementations MUST NOT make assumptions about values at these keys. Optional. Omitted and <code>null</code> mean no metadata for this state snapshot. (optional)
		 * @return this builder
		 */
		public Builder meta(JsonElement meta) {
			this.meta = meta;
			return this;
		}

		/**
		 * The value built.
		 *
		 * @return a new {@code IdleStateUpdate}
		 */
		public IdleStateUpdate build() {
			return new IdleStateUpdate(usage, stopReason, error, meta);
		}
	}
}
