package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.McpServerAdapter;

/** How the agent connects to an MCP server: {@code http}, {@code sse}, or stdio (no {@code type}). */
@JsonAdapter(McpServerAdapter.class)
public sealed interface McpServer permits McpServerHttp, McpServerSse, McpServerStdio, UnknownMcpServer {
}
