package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Context window and cost update for a session. */
public record UsageUpdate(
		Long used,
		Long size,
		Cost cost,
		@SerializedName("_meta") JsonElement meta) implements SessionUpdate {
}
