package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A boolean on/off toggle session configuration option payload. */
public record SessionConfigBoolean(
		String id,
		String name,
		String description,
		String category,
		Boolean currentValue,
		@SerializedName("_meta") JsonElement meta) implements SessionConfigOption {
}
