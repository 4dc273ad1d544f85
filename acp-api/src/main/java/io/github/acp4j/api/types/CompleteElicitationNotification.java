package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Notification sent by the agent when a URL-based elicitation is complete. */
public record CompleteElicitationNotification(String elicitationId, @SerializedName("_meta") JsonElement meta) {
}
