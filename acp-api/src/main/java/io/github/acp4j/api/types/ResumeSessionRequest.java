package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request parameters for resuming an existing session. */
public record ResumeSessionRequest(
		String sessionId,
		String cwd,
		List<String> additionalDirectories,
		List<McpServer> mcpServers,
		@SerializedName("_meta") JsonElement meta) {
}
