package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request to release a terminal and free its resources. */
public record ReleaseTerminalRequest(
		String sessionId,
		String terminalId,
		@SerializedName("_meta") JsonElement meta) {
}
