package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Items definition for titled multi-select enum properties. */
public record TitledMultiSelectItems(
		List<EnumOption> anyOf,
		@SerializedName("_meta") JsonElement meta) implements MultiSelectItems {
}
