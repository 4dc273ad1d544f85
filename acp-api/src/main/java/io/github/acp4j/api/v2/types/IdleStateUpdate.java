// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;

import com.google.gson.JsonElement;
import com.google.gson.annotations.JsonAdapter;
import com.google.gson.annotations.SerializedName;

import io.github.acp4j.api.adapters.RawJsonAdapter;

/**
 * No foreground work is active. Background activity may continue.
 * <p>Agents SHOULD include a <code>stopReason</code> when the idle transition ends foreground
 * work. An idle update that does not end foreground work need not include one.
 * Receivers treat an omitted, <code>null</code>, or malformed <code>stopReason</code> as the agent not
 * reporting one.
 * Repeated or resume snapshots may carry the last stop reason for context.
 * They MUST NOT be counted as new completions, cancellations, or additional usage.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter whenever the protocol adds a field.
 *
 * @param usage <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Token usage for completed foreground work. Optional. Omitted and <code>null</code> are equivalent and mean the agent is not reporting token usage for this state update. (optional)
 * @param background Work running independently of foreground work, as a complete snapshot. Optional. Omitted and <code>null</code> are equivalent and mean the Agent is not reporting background work, not that nothing is running. <code>[]</code> means no background work is running. An Agent that reports background work MUST include it on every state update for the session. A malformed list is treated as not reported. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work">Background Work</a> (optional)
 * @param stopReason Why foreground work stopped. The value selects one of this type's variants, which may add fields of their own. Optional. Omitted and <code>null</code> are equivalent and mean the agent is not reporting a stop reason; a malformed value is treated the same way. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#stop-reasons">Stop Reasons</a> (optional)
 * @param error The failure, as a JSON-RPC error object. Optional. Omitted and <code>null</code> are equivalent and mean the agent is not reporting failure details. Agents SHOULD include it. (optional)
 * @param meta The _meta property is reserved by ACP to allow clients and agents to attach additional metadata to their interactions. Omitted and <code>null</code> are equivalent and mean no metadata. Implementations MUST NOT assign meaning to keys they do not recognize. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/extensibility">Extensibility</a> (optional)
 */
public record IdleStateUpdate(
		@ProtocolDraft Usage usage,
		List<BackgroundWork> background,
		String stopReason,
		ResponseError error,
		@JsonAdapter(RawJsonAdapter.class) @SerializedName("_meta") JsonElement meta) implements StateUpdate {

	/** The active work ended successfully. Includes locally handled commands that required no model call. */
	public static final String END_TURN = "end_turn";

	/** The active work ended because the agent reached the maximum number of tokens. */
	public static final String MAX_TOKENS = "max_tokens";

	/** The active work ended because the agent reached the maximum number of model requests for the foreground work. */
	public static final String MAX_TURN_REQUESTS = "max_turn_requests";

	/** The active work ended because the agent refused to continue. */
	public static final String REFUSAL = "refusal";

	/** The user or client chose to stop the work: via <code>session/cancel</code>, by closing the session, or through an interaction the agent offers, such as a permission option that tells the agent to stop. Work the agent stops for its own reasons uses another reason, such as <code>error</code> for an internal timeout. Agents MUST report this stop reason on an idle <code>state_update</code> when cancellation ends active foreground work, even if aborting causes exceptions. Agents MUST catch these errors and report <code>cancelled</code>, not <code>error</code>. */
	public static final String CANCELLED = "cancelled";

	/** The active work ended because something failed. This includes pre-insertion foreground work. A prompt failure before insertion also requires an error response to <code>session/prompt</code>. After insertion, the prompt's response remains successful. */
	public static final String ERROR = "error";

	/**
	 * A {@code IdleStateUpdate} without any of its optional fields.
	 *
	 * @return the new value
	 */
	public static IdleStateUpdate of() {
		return new IdleStateUpdate(null, null, null, null, null);
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
		builder.background = background;
		builder.stopReason = stopReason;
		builder.error = error;
		builder.meta = meta;
		return builder;
	}

	/** Builds a {@link IdleStateUpdate} one field at a time. */
	public static final class Builder {
		private Usage usage;
		private List<BackgroundWork> background;
		private String stopReason;
		private ResponseError error;
		private JsonElement meta;

		private Builder() {
		}

		/**
		 * Sets {@code usage}.
		 *
		 * @param usage <b>UNSTABLE</b> This capability is not part of the spec yet, and may be removed or changed at any point. Token usage for completed foreground work. Optional. Omitted and <code>null</code> are equivalent and mean the agent is not reporting token usage for this state update. (optional)
		 * @return this builder
		 */
		@ProtocolDraft
		public Builder usage(Usage usage) {
			this.usage = usage;
			return this;
		}

		/**
		 * Sets {@code background}.
		 *
		 * @param background Work running independently of foreground work, as a complete snapshot. Optional. Omitted and <code>null</code> are equivalent and mean the Agent is not reporting background work, not that nothing is running. <code>[]</code> means no background work is running. An Agent that reports background work MUST include it on every state update for the session. A malformed list is treated as not reported. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work">Background Work</a> (optional)
		 * @return this builder
		 */
		public Builder background(List<BackgroundWork> background) {
			this.background = background;
			return this;
		}

		/**
		 * Sets {@code stopReason}.
		 *
		 * @param stopReason Why foreground work stopped. The value selects one of this type's variants, which may add fields of their own. Optional. Omitted and <code>null</code> are equivalent and mean the agent is not reporting a stop reason; a malformed value is treated the same way. See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#stop-reasons">Stop Reasons</a> (optional)
		 * @return this builder
		 */
		public Builder stopReason(String stopReason) {
			this.stopReason = stopReason;
			return this;
		}

		/**
		 * Sets {@code error}.
		 *
		 * @param error The failure, as a JSON-RPC error object. Optional. Omitted and <code>null</code> are equivalent and mean the agent is not reporting failure details. Agents SHOULD include it. (optional)
		 * @return this builder
		 */
		public Builder error(ResponseError error) {
			this.error = error;
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
		 * @return a new {@code IdleStateUpdate}
		 */
		public IdleStateUpdate build() {
			return new IdleStateUpdate(usage, background, stopReason, error, meta);
		}
	}
}
