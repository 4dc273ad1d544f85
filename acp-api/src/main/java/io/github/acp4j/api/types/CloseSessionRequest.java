package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request parameters for closing an active session. */
public record CloseSessionRequest(String sessionId, @SerializedName("_meta") JsonElement meta) {
}
