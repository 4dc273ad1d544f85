package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** String item schema for multi-select enum properties. */
public record StringMultiSelectItems(
		@SerializedName("enum") List<String> enumValues,
		@SerializedName("_meta") JsonElement meta) implements MultiSelectItems {
}
