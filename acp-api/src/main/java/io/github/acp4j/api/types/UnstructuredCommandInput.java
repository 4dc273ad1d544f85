package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** All text that was typed after the command name is provided as input. */
public record UnstructuredCommandInput(
		String hint,
		@SerializedName("_meta") JsonElement meta) implements AvailableCommandInput {
}
