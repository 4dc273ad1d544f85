// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.McpServerAdapter;

/**
 * Configuration for connecting to an MCP (Model Context Protocol) server.
 * <p>MCP servers provide tools and context that the agent can use when
 * processing prompts.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/session-setup#mcp-servers">MCP Servers</a>
 *
 * <p>Told apart by {@code type}: {@code http} ({@link McpServerHttp}), {@code acp} ({@link McpServerAcp}), {@code stdio} ({@link McpServerStdio}); any other is read as {@link UnknownMcpServer}, which keeps it whole.
 */
@JsonAdapter(McpServerAdapter.class)
public sealed interface McpServer permits McpServerHttp, McpServerAcp, McpServerStdio, UnknownMcpServer {
}
