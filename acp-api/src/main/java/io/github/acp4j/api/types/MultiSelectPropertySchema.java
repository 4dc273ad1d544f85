package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Schema for multi-select (array) properties in an elicitation form. */
public record MultiSelectPropertySchema(
		String title,
		String description,
		Long minItems,
		Long maxItems,
		MultiSelectItems items,
		@SerializedName("default") List<String> defaultValue,
		@SerializedName("_meta") JsonElement meta) implements ElicitationPropertySchema {
}
