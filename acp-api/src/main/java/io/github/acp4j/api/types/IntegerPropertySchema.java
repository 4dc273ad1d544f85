package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Schema for integer properties in an elicitation form. */
public record IntegerPropertySchema(
		String title,
		String description,
		Long minimum,
		Long maximum,
		@SerializedName("default") Long defaultValue,
		@SerializedName("_meta") JsonElement meta) implements ElicitationPropertySchema {
}
