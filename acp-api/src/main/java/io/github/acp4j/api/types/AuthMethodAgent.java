package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Agent handles authentication itself through {@code authenticate}. */
public record AuthMethodAgent(
		String id,
		String name,
		String description,
		@SerializedName("_meta") JsonElement meta) implements AuthMethod {
}
