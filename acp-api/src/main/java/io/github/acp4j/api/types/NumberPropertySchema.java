package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Schema for number (floating-point) properties in an elicitation form. */
public record NumberPropertySchema(
		String title,
		String description,
		Double minimum,
		Double maximum,
		@SerializedName("default") Double defaultValue,
		@SerializedName("_meta") JsonElement meta) implements ElicitationPropertySchema {
}
