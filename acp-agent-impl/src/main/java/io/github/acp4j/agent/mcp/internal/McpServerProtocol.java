package io.github.acp4j.agent.mcp.internal;

import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;

import com.google.gson.JsonObject;

/** The MCP server methods the agent calls, whatever the transport. */
public interface McpServerProtocol {

	@JsonRequest("initialize")
	CompletableFuture<JsonObject> initialize(JsonObject params);

	@JsonNotification("notifications/initialized")
	void initialized(JsonObject params);

	@JsonRequest("tools/list")
	CompletableFuture<JsonObject> listTools(JsonObject params);

	@JsonRequest("tools/call")
	CompletableFuture<JsonObject> callTool(JsonObject params);
}
