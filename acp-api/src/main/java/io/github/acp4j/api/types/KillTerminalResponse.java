package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response to {@code terminal/kill} method */
public record KillTerminalResponse(@SerializedName("_meta") JsonElement meta) {
}
