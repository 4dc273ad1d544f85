// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/**
 * Execution status of a tool call.
 * <p>Tool calls progress through different statuses during their lifecycle.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/tool-calls#status">Status</a>
 */
public enum ToolCallStatus {
	/**
	 * The tool call hasn't started running yet because the input is either
	 * streaming or we're awaiting approval.
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
