package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import com.google.gson.annotations.SerializedName;

/** Notification to cancel an ongoing request. */
public record CancelRequestNotification(JsonPrimitive requestId, @SerializedName("_meta") JsonElement meta) {
}
