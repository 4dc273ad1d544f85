package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Notification containing a session update from the agent. */
public record SessionNotification(
		String sessionId,
		SessionUpdate update,
		@SerializedName("_meta") JsonElement meta) {
}
