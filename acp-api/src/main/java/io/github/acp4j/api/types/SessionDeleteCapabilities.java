package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Capabilities for the {@code session/delete} method. */
public record SessionDeleteCapabilities(@SerializedName("_meta") JsonElement meta) {
}
