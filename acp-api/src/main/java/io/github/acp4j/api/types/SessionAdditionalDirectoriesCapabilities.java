package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Capabilities for additional session directories support. */
public record SessionAdditionalDirectoriesCapabilities(@SerializedName("_meta") JsonElement meta) {
}
