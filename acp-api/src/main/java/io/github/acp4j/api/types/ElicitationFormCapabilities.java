package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Form-based elicitation capabilities. */
public record ElicitationFormCapabilities(@SerializedName("_meta") JsonElement meta) {
}
