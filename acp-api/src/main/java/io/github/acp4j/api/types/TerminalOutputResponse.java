package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response containing the terminal output and exit status. */
public record TerminalOutputResponse(
		String output,
		Boolean truncated,
		TerminalExitStatus exitStatus,
		@SerializedName("_meta") JsonElement meta) {
}
