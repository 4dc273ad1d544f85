package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request to wait for a terminal command to exit. */
public record WaitForTerminalExitRequest(
		String sessionId,
		String terminalId,
		@SerializedName("_meta") JsonElement meta) {
}
