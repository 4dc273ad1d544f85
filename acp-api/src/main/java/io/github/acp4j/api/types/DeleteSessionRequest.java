package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request parameters for deleting an existing session from {@code session/list}. */
public record DeleteSessionRequest(String sessionId, @SerializedName("_meta") JsonElement meta) {
}
