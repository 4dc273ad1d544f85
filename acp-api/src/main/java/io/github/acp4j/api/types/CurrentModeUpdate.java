package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** The current mode of the session has changed */
public record CurrentModeUpdate(
		String currentModeId,
		@SerializedName("_meta") JsonElement meta) implements SessionUpdate {
}
