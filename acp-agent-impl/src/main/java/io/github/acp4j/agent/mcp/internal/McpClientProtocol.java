package io.github.acp4j.agent.mcp.internal;

import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

/**
 * What an MCP server may send the agent: {@code ping}, {@code roots/list} (the session's
 * workspace), and the notifications the agent follows. Anything else is answered -32601. Methods
 * whose params MCP makes optional take none.
 */
public final class McpClientProtocol {

	private static final Logger LOG = Logger.getLogger(McpClientProtocol.class.getName());

	private final String server;
	private final List<Path> roots;
	private final Runnable toolsChanged;
	/** The notifications logged, on the connection's reader thread: rate-limited, so that a flood does not hold the server's answers. */
	private final LogLimit notices;

	McpClientProtocol(String server, List<Path> roots, Runnable toolsChanged) {
		this.server = server;
		this.notices = new LogLimit(LOG, "MCP server " + server + " notifications");
		this.roots = List.copyOf(roots);
		this.toolsChanged = toolsChanged;
	}

	@JsonRequest("ping")
	public CompletableFuture<JsonObject> ping() {
		return CompletableFuture.completedFuture(new JsonObject());
	}

	@JsonRequest("roots/list")
	public CompletableFuture<JsonObject> listRoots() {
		JsonArray list = new JsonArray();
		for (Path root : roots) {
			JsonObject entry = new JsonObject();
			entry.addProperty("uri", root.toUri().toString());
			entry.addProperty("name", root.getFileName() == null ? root.toString() : root.getFileName().toString());
			list.add(entry);
		}
		JsonObject result = new JsonObject();
		result.add("roots", list);
		return CompletableFuture.completedFuture(result);
	}

	@JsonNotification("notifications/tools/list_changed")
	public void toolsListChanged() {
		toolsChanged.run();
	}

	@JsonNotification("notifications/message")
	public void message(JsonElement params) {
		notices.log(Level.INFO, () -> "MCP server " + server + ": " + params);
	}

	@JsonNotification("notifications/progress")
	public void progress(JsonElement params) {
		notices.log(Level.FINE, () -> "MCP server " + server + " progress: " + params);
	}

	@JsonNotification("notifications/cancelled")
	public void cancelled(JsonElement params) {
		notices.log(Level.FINE, () -> "MCP server " + server + " cancelled: " + params);
	}

	/** Sums up the notifications that were not logged; when the server is gone. */
	void ended() {
		notices.end();
	}
}
