package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Notification to cancel ongoing operations for a session. */
public record CancelNotification(String sessionId, @SerializedName("_meta") JsonElement meta) {
}
