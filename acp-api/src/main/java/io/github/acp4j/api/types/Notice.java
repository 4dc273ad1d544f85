package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Fire-and-forget information for the user. */
public record Notice(
		String severity,
		String title,
		String description,
		@SerializedName("_meta") JsonElement meta) implements SessionUpdate {
}
