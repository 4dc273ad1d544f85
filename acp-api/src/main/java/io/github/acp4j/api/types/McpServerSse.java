package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** SSE transport configuration for MCP. */
public record McpServerSse(
		String name,
		String url,
		List<HttpHeader> headers,
		@SerializedName("_meta") JsonElement meta) implements McpServer {
}
