package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/**
 * Request parameters for forking an existing session: a new session with a copy of its history.
 * Unstable in ACP v1: not part of the spec yet, and may change.
 */
public record ForkSessionRequest(
		String sessionId,
		String cwd,
		List<String> additionalDirectories,
		List<McpServer> mcpServers,
		JsonElement systemPrompt,
		@SerializedName("_meta") JsonElement meta) {
}
