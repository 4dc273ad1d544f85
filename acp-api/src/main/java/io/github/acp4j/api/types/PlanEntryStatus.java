package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/** Status of a plan entry in the execution flow. */
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
