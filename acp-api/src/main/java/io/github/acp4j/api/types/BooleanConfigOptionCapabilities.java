package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Capabilities for boolean session configuration options. */
public record BooleanConfigOptionCapabilities(@SerializedName("_meta") JsonElement meta) {
}
