package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/** Reasons why an agent stops processing a prompt turn. */
public enum StopReason {
	/** The turn ended successfully. */
	@SerializedName("end_turn")
	END_TURN,

	/** The turn ended because the agent reached the maximum number of tokens. */
	@SerializedName("max_tokens")
	MAX_TOKENS,

	/**
	 * The turn ended because the agent reached the maximum number of allowed agent requests between
	 * user turns.
	 */
	@SerializedName("max_turn_requests")
	MAX_TURN_REQUESTS,

	/**
	 * The turn ended because the agent refused to continue. The user prompt and everything that comes
	 * after it won't be included in the next prompt, so this should be reflected in the UI.
	 */
	@SerializedName("refusal")
	REFUSAL,

	/** The turn was cancelled by the client via {@code session/cancel}. */
	@SerializedName("cancelled")
	CANCELLED
}
