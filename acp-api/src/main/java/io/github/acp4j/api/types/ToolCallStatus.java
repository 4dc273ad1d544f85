package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/** Execution status of a tool call. */
public enum ToolCallStatus {
	/**
	 * The tool call hasn't started running yet because the input is either streaming or we're awaiting
	 * approval.
	 */
	@SerializedName("pending")
	PENDING,

	/** The tool call is currently running. */
	@SerializedName("in_progress")
	IN_PROGRESS,

	/** The tool call completed successfully. */
	@SerializedName("completed")
	COMPLETED,

	/** The tool call failed with an error. */
	@SerializedName("failed")
	FAILED
}
