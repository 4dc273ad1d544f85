package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** MCP capabilities supported by the agent */
public record McpCapabilities(Boolean http, Boolean sse, @SerializedName("_meta") JsonElement meta) {
}
