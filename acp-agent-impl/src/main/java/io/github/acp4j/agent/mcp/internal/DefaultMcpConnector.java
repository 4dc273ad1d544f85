package io.github.acp4j.agent.mcp.internal;

import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import java.util.logging.Logger;

import com.google.inject.Inject;
import com.google.inject.Singleton;

import io.github.acp4j.agent.mcp.McpConnector;
import io.github.acp4j.agent.mcp.McpServers;
import io.github.acp4j.agent.sandbox.Sandbox;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.SandboxPolicy;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.api.types.EnvVariable;
import io.github.acp4j.api.types.HttpHeader;
import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.McpServerHttp;
import io.github.acp4j.api.types.McpServerSse;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.context.Context;
import okhttp3.Dispatcher;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Stdio servers as child processes in the session's cwd; HTTP and SSE servers over OkHttp. At most
 * {@value #MAX_STARTING} servers start at once, whatever the number of sessions asking: a burst of
 * servers that never answer holds that many threads and processes, not one each.
 */
@Singleton
public final class DefaultMcpConnector implements McpConnector {

	private static final Logger LOG = Logger.getLogger(DefaultMcpConnector.class.getName());
	/** How long a server may take to start and list its tools (npx may download it first). */
	public static final Duration START_TIMEOUT = Duration.ofSeconds(30);
	/** How long one tool call may run before it is cancelled. */
	public static final Duration CALL_TIMEOUT = Duration.ofMinutes(10);
	/** How many servers start at once; the others wait their turn, within their start timeout. */
	public static final int MAX_STARTING = 8;

	/** The running servers' transports: one reader (and, for stdio, one stderr reader) each, and OkHttp's calls. */
	private final ExecutorService executor = Executors.newCachedThreadPool(runnable -> {
		Thread thread = new Thread(runnable, "acp4j-mcp");
		thread.setDaemon(true);
		return thread;
	});
	/** Where servers start and shake hands; its threads go when no server has started for a while. */
	private final ThreadPoolExecutor starts = new ThreadPoolExecutor(MAX_STARTING, MAX_STARTING, 30, TimeUnit.SECONDS,
			new LinkedBlockingQueue<>(), runnable -> {
				Thread thread = new Thread(runnable, "acp4j-mcp-start");
				thread.setDaemon(true);
				return thread;
			});
	/** The agent's client, asked for when the first HTTP or SSE server starts. */
	private final Supplier<OkHttpClient> agentHttp;
	/** The agent's client with this connector's dispatcher and no read timeout; made from it on first use. */
	private OkHttpClient http;
	private final Duration startTimeout;
	private final Duration callTimeout;
	private final Sandbox sandbox;
	/** Every stdio server process still running, whatever its state. */
	private final ServerProcesses processes = new ServerProcesses();
	private volatile boolean closed;

	/** Traces the tool calls; a no-op without a bound OpenTelemetry. */
	private final OpenTelemetry openTelemetry;

	@Inject
	DefaultMcpConnector(Supplier<OkHttpClient> http, Sandbox sandbox, Optional<OpenTelemetry> telemetry) {
		this(http, START_TIMEOUT, CALL_TIMEOUT, sandbox, telemetry.orElse(OpenTelemetry.noop()));
	}

	/**
	 * A connector whose servers have {@code startTimeout} to start and shake hands and
	 * {@code callTimeout} per call, stdio servers run by {@code sandbox}, and HTTP and SSE servers
	 * reached with the client {@code http} gives when the first of them starts.
	 */
	public DefaultMcpConnector(Supplier<OkHttpClient> http, Duration startTimeout, Duration callTimeout, Sandbox sandbox) {
		this(http, startTimeout, callTimeout, sandbox, OpenTelemetry.noop());
	}

	private DefaultMcpConnector(Supplier<OkHttpClient> http, Duration startTimeout, Duration callTimeout, Sandbox sandbox,
			OpenTelemetry openTelemetry) {
		this.openTelemetry = openTelemetry;
		this.sandbox = sandbox;
		this.agentHttp = http;
		this.startTimeout = startTimeout;
		this.callTimeout = callTimeout;
		starts.allowCoreThreadTimeOut(true);
	}

	/**
	 * The client of HTTP and SSE servers, made when the first one starts: a session with only stdio
	 * servers, or none (every first {@code session/new}), makes no client.
	 */
	private synchronized OkHttpClient http() {
		if (http == null) {
			// Calls run in the context they were made in, so that a traced turn's calls carry its traceparent.
			Dispatcher dispatcher = new Dispatcher(Context.taskWrapping(executor));
			// Event streams stay open; the default five per host would starve tool calls.
			dispatcher.setMaxRequestsPerHost(64);
			http = SameOrigin.onto(agentHttp.get().newBuilder()).dispatcher(dispatcher).readTimeout(Duration.ZERO)
					.addInterceptor(new BoundedBodies()).build();
		}
		return http;
	}

	@Override
	public CompletableFuture<McpServers> start(List<McpServer> servers, Workspace workspace, SandboxPolicy policy,
			Problems problems) {
		if (servers.isEmpty()) {
			return CompletableFuture.completedFuture(McpServers.NONE);
		}
		// The timeout counts from now: a server still waiting for its turn when it runs out did not start.
		long deadline = System.nanoTime() + startTimeout.toNanos();
		List<CompletableFuture<McpConnection>> starting = new ArrayList<>();
		for (McpServer server : servers) {
			String name = name(server);
			starting.add(start(name, () -> McpConnection.start(name, opener(server, workspace.cwd(), policy), workspace.roots(),
					deadline, startTimeout, callTimeout, tracing(server), why -> died(name, why, problems)), deadline));
		}
		return CompletableFuture.allOf(starting.toArray(CompletableFuture[]::new)).handle((all, failed) -> {
			List<McpConnection> running = new ArrayList<>();
			for (int i = 0; i < servers.size(); i++) {
				String name = name(servers.get(i));
				try {
					McpConnection connection = starting.get(i).join();
					LOG.info("MCP server " + name + " started with " + connection.tools().size() + " tools");
					running.add(connection);
				} catch (CompletionException e) {
					String why = JsonRpcErrors.oneLine(String.valueOf(JsonRpcErrors.unwrap(e).getMessage()));
					LOG.warning("MCP server " + name + " failed to start: " + why);
					problems.report(name, why, false);
				}
			}
			return new RunningServers(running);
		});
	}

	/** Runs {@code connect} when a start slot is free, unless the deadline passed while it waited. */
	private CompletableFuture<McpConnection> start(String name, Callable<McpConnection> connect, long deadline) {
		CompletableFuture<McpConnection> started = new CompletableFuture<>();
		Runnable task = () -> {
			try {
				if (closed) {
					throw new IllegalStateException("the agent is exiting");
				}
				if (deadline - System.nanoTime() <= 0) {
					throw new TimeoutException("waited " + McpConnection.describe(startTimeout) + " for its turn (at most " + MAX_STARTING
							+ " servers start at once)");
				}
				started.complete(connect.call());
			} catch (Exception e) {
				started.completeExceptionally(e);
			}
		};
		try {
			starts.execute(task);
		} catch (RejectedExecutionException exiting) {
			task.run();
		}
		return started;
	}

	/**
	 * Stops starting servers (those waiting fail) and ends every stdio server process still
	 * running, with what it started, waiting for them: one still starting, one whose session's
	 * set-up was cancelled or refused, one its session did not close. A start that races this
	 * ends what it started.
	 */
	@Override
	public void close() {
		closed = true;
		starts.shutdownNow().forEach(Runnable::run);
		processes.close();
	}

	private static void died(String name, String why, Problems problems) {
		LOG.warning("MCP server " + name + " " + why);
		problems.report(name, why, true);
	}

	private McpTransport.Opener opener(McpServer server, Path cwd, SandboxPolicy policy) {
		if (server instanceof McpServerStdio stdio) {
			Map<String, String> env = new LinkedHashMap<>();
			if (stdio.env() != null) {
				for (EnvVariable variable : stdio.env()) {
					env.put(variable.name(), variable.value());
				}
			}
			return StdioTransport.opener(stdio.name(), stdio.command(), stdio.args() == null ? List.of() : stdio.args(), env,
					executor, commandLine -> sandbox.process(commandLine, cwd, policy, null), // no one to tell here: Sandbox logs it
					processes);
		}
		if (server instanceof McpServerHttp remote) {
			return StreamableHttpTransport.opener(remote.name(), http(), HttpUrl.get(remote.url()), headers(remote.headers()));
		}
		McpServerSse remote = (McpServerSse) server;
		return SseTransport.opener(remote.name(), http(), HttpUrl.get(remote.url()), headers(remote.headers()));
	}

	private McpTracing tracing(McpServer server) {
		if (server instanceof McpServerStdio) {
			return McpTracing.stdio(openTelemetry);
		}
		return McpTracing.http(openTelemetry, HttpUrl.get(server instanceof McpServerHttp remote ? remote.url() : ((McpServerSse) server).url()));
	}

	private static Map<String, String> headers(List<HttpHeader> headers) {
		Map<String, String> map = new LinkedHashMap<>();
		if (headers != null) {
			for (HttpHeader header : headers) {
				map.put(header.name(), header.value());
			}
		}
		return map;
	}

	static String name(McpServer server) {
		if (server instanceof McpServerStdio stdio) {
			return stdio.name();
		}
		return server instanceof McpServerHttp http ? http.name() : ((McpServerSse) server).name();
	}

	/** The servers that started; their tools under unique names, the first server keeping a name two would share. */
	private static final class RunningServers implements McpServers {
		private final List<McpConnection> connections;

		RunningServers(List<McpConnection> connections) {
			this.connections = List.copyOf(connections);
		}

		@Override
		public List<AgentTool> tools() {
			Map<String, AgentTool> tools = new LinkedHashMap<>();
			for (McpConnection connection : connections) {
				for (AgentTool tool : connection.tools()) {
					tools.putIfAbsent(tool.name(), tool);
				}
			}
			return List.copyOf(tools.values());
		}

		@Override
		public void close() {
			// In parallel: a stdio server may take its grace period to exit.
			CompletableFuture.allOf(connections.stream().map(c -> CompletableFuture.runAsync(c::close))
					.toArray(CompletableFuture[]::new)).join();
		}
	}
}
