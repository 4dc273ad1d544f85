package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response to {@code session/set_mode} method. */
public record SetSessionModeResponse(@SerializedName("_meta") JsonElement meta) {
}
