package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A diff representing file modifications. */
public record Diff(
		String path,
		String oldText,
		String newText,
		@SerializedName("_meta") JsonElement meta) implements ToolCallContent {
}
