// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/**
 * Status of a plan entry in the execution flow.
 * <p>Tracks the lifecycle of each task from planning through completion.
 * See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/agent-plan#plan-entries">Plan Entries</a>
 */
public enum PlanEntryStatus {
	/** The task has not started yet. */
	@SerializedName("pending")
	PENDING,

	/** The task is currently being worked on. */
	@SerializedName("in_progress")
	IN_PROGRESS,

	/** The task has been successfully completed. */
	@SerializedName("completed")
	COMPLETED
}
