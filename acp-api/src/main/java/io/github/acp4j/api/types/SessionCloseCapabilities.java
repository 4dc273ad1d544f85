package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Capabilities for the {@code session/close} method. */
public record SessionCloseCapabilities(@SerializedName("_meta") JsonElement meta) {
}
