package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request parameters for the authenticate method. */
public record AuthenticateRequest(String methodId, @SerializedName("_meta") JsonElement meta) {
}
