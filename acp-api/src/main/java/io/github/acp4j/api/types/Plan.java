package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** An execution plan for accomplishing complex tasks. */
public record Plan(
		List<PlanEntry> entries,
		@SerializedName("_meta") JsonElement meta) implements SessionUpdate {
}
