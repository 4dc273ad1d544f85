package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** URL-based elicitation capabilities. */
public record ElicitationUrlCapabilities(@SerializedName("_meta") JsonElement meta) {
}
