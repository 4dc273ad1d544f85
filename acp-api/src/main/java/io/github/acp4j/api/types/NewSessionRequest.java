package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request parameters for creating a new session. */
public record NewSessionRequest(
		String cwd,
		List<String> additionalDirectories,
		List<McpServer> mcpServers,
		@SerializedName("_meta") JsonElement meta) {
}
