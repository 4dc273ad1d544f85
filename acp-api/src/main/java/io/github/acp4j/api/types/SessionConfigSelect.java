package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A single-value selector (dropdown) session configuration option payload. */
public record SessionConfigSelect(
		String id,
		String name,
		String description,
		String category,
		String currentValue,
		SessionConfigSelectOptions options,
		@SerializedName("_meta") JsonElement meta) implements SessionConfigOption {
}
