package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/** Priority levels for plan entries. */
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
