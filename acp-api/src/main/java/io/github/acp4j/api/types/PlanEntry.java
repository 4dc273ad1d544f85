package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A single entry in the execution plan. */
public record PlanEntry(
		String content,
		PlanEntryPriority priority,
		PlanEntryStatus status,
		@SerializedName("_meta") JsonElement meta) {
}
