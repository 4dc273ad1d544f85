package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Authentication-related capabilities supported by the agent. */
public record AgentAuthCapabilities(LogoutCapabilities logout, @SerializedName("_meta") JsonElement meta) {
}
