package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Information about a command. */
public record AvailableCommand(
		String name,
		String description,
		AvailableCommandInput input,
		@SerializedName("_meta") JsonElement meta) {
}
