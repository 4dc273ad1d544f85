package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Schema for boolean properties in an elicitation form. */
public record BooleanPropertySchema(
		String title,
		String description,
		@SerializedName("default") Boolean defaultValue,
		@SerializedName("_meta") JsonElement meta) implements ElicitationPropertySchema {
}
