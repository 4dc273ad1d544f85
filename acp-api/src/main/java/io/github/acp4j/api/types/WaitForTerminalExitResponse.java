package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response containing the exit status of a terminal command. */
public record WaitForTerminalExitResponse(
		Long exitCode,
		String signal,
		@SerializedName("_meta") JsonElement meta) {
}
