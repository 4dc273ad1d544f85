package io.github.acp4j.api.types;

import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Type-safe elicitation schema for requesting structured user input. */
public record ElicitationSchema(
		ElicitationSchemaType type,
		String title,
		Map<String, ElicitationPropertySchema> properties,
		List<String> required,
		String description,
		@SerializedName("_meta") JsonElement meta) {
}
