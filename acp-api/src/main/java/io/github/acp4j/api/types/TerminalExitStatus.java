package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Exit status of a terminal command. */
public record TerminalExitStatus(Long exitCode, String signal, @SerializedName("_meta") JsonElement meta) {
}
