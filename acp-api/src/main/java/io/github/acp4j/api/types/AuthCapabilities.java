package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Authentication capabilities supported by the client. */
public record AuthCapabilities(Boolean terminal, @SerializedName("_meta") JsonElement meta) {
}
