package io.github.acp4j.agent.mcp.internal;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.logging.Logger;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.agent.Version;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * One running MCP server: the {@code initialize} handshake, its tools (followed through
 * {@code notifications/tools/list_changed}), and how it ends.
 */
public final class McpConnection implements AutoCloseable {

	private static final Logger LOG = Logger.getLogger(McpConnection.class.getName());
	/** The newest MCP revision this client speaks; servers may answer an older one. */
	static final String PROTOCOL_VERSION = "2025-06-18";
	private static final int MAX_TOOL_PAGES = 100;

	private final String name;
	private final McpClientProtocol client;
	private final McpTransport transport;
	private final Duration callTimeout;
	private final McpTracing tracing;
	/** The protocol revision the server answered {@code initialize} with, once it did. */
	private volatile String protocolVersion;
	private volatile List<AgentTool> tools = List.of();
	private volatile boolean dead;
	/** Whether the handshake succeeded: a server that dies while starting failed to start, and is reported once as that. */
	private volatile boolean started;
	/** How the server went away ("exited with code 3"), once it did on its own. */
	private final CompletableFuture<String> stopped = new CompletableFuture<>();

	private McpConnection(String name, McpTransport.Opener opener, List<Path> roots, Duration callTimeout, McpTracing tracing,
			Consumer<String> onDeath) throws Exception {
		this.name = name;
		this.callTimeout = callTimeout;
		this.tracing = tracing;
		this.client = new McpClientProtocol(name, roots, this::refreshTools);
		this.transport = opener.open(client, why -> {
			dead = true;
			tools = List.of();
			stopped.complete(why);
			if (started) {
				onDeath.accept(why);
			}
		});
	}

	/**
	 * Opens, initializes and lists the tools of a server, by {@code deadline}.
	 *
	 * @param deadline    when ({@link System#nanoTime()}) the server must have answered
	 * @param timeout     the start timeout that set the deadline, for the message
	 * @param callTimeout how long each later {@code tools/call} may run before it is cancelled
	 * @param tracing     the spans of its calls
	 * @param onDeath     told once if the server goes away later
	 * @throws Exception why it could not start; nothing is left running
	 */
	static McpConnection start(String name, McpTransport.Opener opener, List<Path> roots, long deadline, Duration timeout,
			Duration callTimeout, McpTracing tracing, Consumer<String> onDeath) throws Exception {
		McpConnection connection = new McpConnection(name, opener, roots, callTimeout, tracing, onDeath);
		try {
			connection.handshake().get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
			return connection;
		} catch (TimeoutException e) {
			connection.close();
			throw new TimeoutException("did not answer initialize and tools/list within " + describe(timeout));
		} catch (ExecutionException e) {
			connection.close();
			throw new IllegalStateException(JsonRpcErrors.oneLine(String.valueOf(JsonRpcErrors.unwrap(e).getMessage())), e);
		} catch (InterruptedException e) {
			connection.close();
			throw e;
		}
	}

	private CompletableFuture<Void> handshake() {
		JsonObject params = new JsonObject();
		params.addProperty("protocolVersion", PROTOCOL_VERSION);
		JsonObject capabilities = new JsonObject();
		JsonObject roots = new JsonObject();
		roots.addProperty("listChanged", false);
		capabilities.add("roots", roots);
		params.add("capabilities", capabilities);
		JsonObject clientInfo = new JsonObject();
		clientInfo.addProperty("name", "acp4j");
		clientInfo.addProperty("version", Version.get());
		params.add("clientInfo", clientInfo);
		return transport.server().initialize(params).thenCompose(result -> {
			protocolVersion = McpTracing.protocolVersion(result);
			LOG.info("MCP server " + name + " speaks " + result.get("protocolVersion") + " as " + result.get("serverInfo"));
			transport.server().initialized(new JsonObject());
			return listTools(null, new ArrayList<>(), 0);
		}).thenAccept(listed -> {
			tools = listed;
			started = true;
		});
	}

	private CompletableFuture<List<AgentTool>> listTools(String cursor, List<AgentTool> listed, int page) {
		JsonObject params = new JsonObject();
		if (cursor != null) {
			params.addProperty("cursor", cursor);
		}
		return transport.server().listTools(params).thenCompose(result -> {
			JsonElement declared = result.get("tools");
			if (declared instanceof JsonArray tools) {
				for (JsonElement tool : tools) {
					if (tool.isJsonObject() && tool.getAsJsonObject().has("name")) {
						McpTool.of(this, tool.getAsJsonObject()).ifPresent(listed::add);
					}
				}
			}
			JsonElement next = result.get("nextCursor");
			if (next != null && next.isJsonPrimitive() && page + 1 < MAX_TOOL_PAGES) {
				return listTools(next.getAsString(), listed, page + 1);
			}
			return CompletableFuture.completedFuture(List.copyOf(listed));
		});
	}

	private void refreshTools() {
		if (transport == null) {
			return; // a change announced while the connection was still opening; the handshake lists the tools
		}
		listTools(null, new ArrayList<>(), 0).whenComplete((listed, error) -> {
			if (error != null) {
				LOG.warning("MCP server " + name + " changed its tools but could not list them: " + JsonRpcErrors.unwrap(error));
			} else if (!dead) {
				tools = listed;
				LOG.info("MCP server " + name + " now offers " + listed.size() + " tools");
			}
		});
	}

	/** A timeout in words: "10 minutes", "30 s", "500 ms". */
	static String describe(Duration timeout) {
		long millis = timeout.toMillis();
		if (millis % 60_000 == 0) {
			return millis / 60_000 + (millis == 60_000 ? " minute" : " minutes");
		}
		return millis % 1000 == 0 ? millis / 1000 + " s" : millis + " ms";
	}

	/**
	 * How the server went away on its own ("exited with code 3"), waiting up to {@code wait} for it
	 * to be reported (a process that closed its output is still exiting); empty if it did not.
	 */
	Optional<String> stopReason(Duration wait) throws InterruptedException {
		try {
			return Optional.of(stopped.get(wait.toMillis(), TimeUnit.MILLISECONDS));
		} catch (TimeoutException | ExecutionException e) {
			return Optional.empty();
		}
	}

	/** The spans of its calls. */
	McpTracing tracing() {
		return tracing;
	}

	/** The protocol revision the server speaks, or null when it did not say. */
	String protocolVersion() {
		return protocolVersion;
	}

	/** How long one {@code tools/call} may run before it is cancelled. */
	Duration callTimeout() {
		return callTimeout;
	}

	public String name() {
		return name;
	}

	/** The server's tools as the model sees them; none once it died. */
	public List<AgentTool> tools() {
		return tools;
	}

	McpServerProtocol server() {
		return transport.server();
	}

	@Override
	public void close() {
		dead = true;
		tools = List.of();
		transport.close();
		client.ended();
	}
}
