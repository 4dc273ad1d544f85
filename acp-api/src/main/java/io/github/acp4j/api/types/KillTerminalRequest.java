package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request to kill a terminal without releasing it. */
public record KillTerminalRequest(
		String sessionId,
		String terminalId,
		@SerializedName("_meta") JsonElement meta) {
}
