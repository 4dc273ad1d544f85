package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A titled enum option with a const value, human-readable title, and optional description. */
public record EnumOption(
		@SerializedName("const") String value,
		String title,
		String description,
		@SerializedName("_meta") JsonElement meta) {
}
