package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Schema for string properties in an elicitation form. */
public record StringPropertySchema(
		String title,
		String description,
		Long minLength,
		Long maxLength,
		String pattern,
		StringFormat format,
		@SerializedName("default") String defaultValue,
		@SerializedName("enum") List<String> enumValues,
		List<EnumOption> oneOf,
		@SerializedName("_meta") JsonElement meta) implements ElicitationPropertySchema {
}
