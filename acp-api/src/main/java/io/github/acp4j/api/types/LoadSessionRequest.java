package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request parameters for loading an existing session. */
public record LoadSessionRequest(
		List<McpServer> mcpServers,
		String cwd,
		List<String> additionalDirectories,
		String sessionId,
		@SerializedName("_meta") JsonElement meta) {
}
