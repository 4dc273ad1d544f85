package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A possible value for a session configuration option. */
public record SessionConfigSelectOption(
		String value,
		String name,
		String description,
		@SerializedName("_meta") JsonElement meta) {
}
