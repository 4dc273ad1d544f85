package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request parameters for setting a session mode. */
public record SetSessionModeRequest(
		String sessionId,
		String modeId,
		@SerializedName("_meta") JsonElement meta) {
}
