package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Embed a terminal created with {@code terminal/create} by its id. */
public record Terminal(
		String terminalId,
		@SerializedName("_meta") JsonElement meta) implements ToolCallContent {
}
