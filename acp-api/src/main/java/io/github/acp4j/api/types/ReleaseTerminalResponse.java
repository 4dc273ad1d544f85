package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response to terminal/release method */
public record ReleaseTerminalResponse(@SerializedName("_meta") JsonElement meta) {
}
