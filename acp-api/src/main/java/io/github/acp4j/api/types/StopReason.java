// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/**
 * Reasons why an agent stops processing a prompt turn.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#stop-reasons">Stop Reasons</a>
 */
public enum StopReason {
	/** The turn ended successfully. */
	@SerializedName("end_turn")
	END_TURN,

	/** The turn ended because the agent reached the maximum number of tokens. */
	@SerializedName("max_tokens")
	MAX_TOKENS,

	/**
	 * The turn ended because the agent reached the maximum number of allowed
	 * agent requests between user turns.
	 */
	@SerializedName("max_turn_requests")
	MAX_TURN_REQUESTS,

	/**
	 * The turn ended because the agent refused to continue. The user prompt
	 * and everything that comes after it won't be included in the next
	 * prompt, so this should be reflected in the UI.
	 */
	@SerializedName("refusal")
	REFUSAL,

	/**
	 * The turn was cancelled by the client via <code>session/cancel</code>.
	 * <p>This stop reason MUST be returned when the client sends a <code>session/cancel</code>
	 * notification, even if the cancellation causes exceptions in underlying operations.
	 * Agents should catch these exceptions and return this semantically meaningful
	 * response to confirm successful cancellation.
	 */
	@SerializedName("cancelled")
	CANCELLED
}
