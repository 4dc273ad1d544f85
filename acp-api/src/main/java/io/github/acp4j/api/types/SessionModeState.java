package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** The set of modes and the one currently active. */
public record SessionModeState(
		String currentModeId,
		List<SessionMode> availableModes,
		@SerializedName("_meta") JsonElement meta) {
}
