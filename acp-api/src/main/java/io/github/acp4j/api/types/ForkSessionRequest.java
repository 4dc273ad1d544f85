package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Unstable: */
public record ForkSessionRequest(
		String sessionId,
		String cwd,
		List<String> additionalDirectories,
		List<McpServer> mcpServers,
		@SerializedName("_meta") JsonElement meta) {
}
