package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Capabilities for {@code session/fork}; {@code {}} means the agent supports it. Unstable in ACP v1. */
public record SessionForkCapabilities(@SerializedName("_meta") JsonElement meta) {
}
