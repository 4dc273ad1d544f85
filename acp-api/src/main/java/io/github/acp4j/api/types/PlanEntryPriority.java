// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/**
 * Priority levels for plan entries.
 * <p>Used to indicate the relative importance or urgency of different
 * tasks in the execution plan.
 * See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/agent-plan#plan-entries">Plan Entries</a>
 */
public enum PlanEntryPriority {
	/** High priority task - critical to the overall goal. */
	@SerializedName("high")
	HIGH,

	/** Medium priority task - important but not critical. */
	@SerializedName("medium")
	MEDIUM,

	/** Low priority task - nice to have but not essential. */
	@SerializedName("low")
	LOW
}
