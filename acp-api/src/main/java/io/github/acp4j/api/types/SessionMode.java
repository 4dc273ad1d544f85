package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A mode the agent can operate in. */
public record SessionMode(
		String id,
		String name,
		String description,
		@SerializedName("_meta") JsonElement meta) {
}
