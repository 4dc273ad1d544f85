package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Unstable: */
public record SessionForkCapabilities(@SerializedName("_meta") JsonElement meta) {
}
