package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Logout capabilities supported by the agent. */
public record LogoutCapabilities(@SerializedName("_meta") JsonElement meta) {
}
