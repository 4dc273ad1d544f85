package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request to get the current output and status of a terminal. */
public record TerminalOutputRequest(
		String sessionId,
		String terminalId,
		@SerializedName("_meta") JsonElement meta) {
}
