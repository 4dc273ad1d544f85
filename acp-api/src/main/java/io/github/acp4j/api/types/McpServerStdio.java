package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Stdio transport configuration for MCP. */
public record McpServerStdio(
		String name,
		String command,
		List<String> args,
		List<EnvVariable> env,
		@SerializedName("_meta") JsonElement meta) implements McpServer {
}
