package io.github.acp4j.agent;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.Launcher;

import com.google.gson.GsonBuilder;
import com.google.inject.Inject;
import com.google.inject.Provider;
import com.google.inject.Singleton;

import io.github.acp4j.agent.llm.ModelCatalog;
import io.github.acp4j.agent.mcp.McpConnector;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.turn.PromptTurn;
import io.github.acp4j.agent.v2.V2Agent;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.jsonrpc.MessageSink;
import io.github.acp4j.jsonrpc.NdjsonLauncher;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.metrics.Meter;

/**
 * The agent's clients, each on a connection of its own, however it came (standard streams for
 * {@code acp4j --acp --stdio} and embedders, a socket of {@code acp4j --listen}): each connection is
 * an ACP peer with its own {@link AgentServer}, {@link ClientConnection} (the client's presenter and
 * negotiated capabilities), {@link SessionRegistry} (the sessions it opened, which no other
 * connection can reach) and the handlers that use them, all {@link ConnectionScoped}; the store,
 * pools, providers, MCP, sandbox and permission engine are the agent's, shared. Sessions outlive
 * their connection: when one ends its turns are cancelled, the requests it had sent are answered and
 * its sessions saved and closed, and any connection may load them.
 */
@Singleton
public final class AgentConnections {

	private static final Logger LOG = Logger.getLogger(AgentConnections.class.getName());
	/** How long an ended connection's requests may take to be answered before its sessions close: a cancelled turn's grace, and some. */
	private static final Duration DISCONNECT_WAIT = PromptTurn.CANCEL_GRACE.plusSeconds(2);

	private final ConnectionScope scope;
	private final Provider<AgentServer> agents;
	private final Provider<McpConnector> mcp;
	private final Provider<ModelCatalog> models;
	private final Provider<SessionStore> store;
	private final List<ExecutorService> pools;
	private final Set<AgentServer> open = ConcurrentHashMap.newKeySet();
	/** The sessions of ended connections still being saved, by id. */
	private final Map<String, CompletableFuture<Void>> closing = new ConcurrentHashMap<>();
	/** The connections that ended and are saving their sessions; changed with {@link #open} under this object's lock. */
	private final Set<CompletableFuture<Void>> disconnecting = ConcurrentHashMap.newKeySet();
	/** Makes every remote v1 connection's launcher, so that they share the JSON mapping and method tables; guarded by itself. */
	private final AcpLauncher.Builder<AcpClientEndpoint> launchers = new AcpLauncher.Builder<>();
	private volatile boolean serveV2;
	/** Traces each connection's requests, or null (see {@link NdjsonLauncher.Builder#setOpenTelemetry}). */
	private final OpenTelemetry telemetry;

	@Inject
	AgentConnections(ConnectionScope scope, Provider<AgentServer> agents, Provider<McpConnector> mcp, Provider<ModelCatalog> models,
			Provider<SessionStore> store, Optional<OpenTelemetry> telemetry, @RequestThreads ExecutorService requests,
			@SetupThreads ExecutorService setups, @TurnThreads ExecutorService turns) {
		this.scope = scope;
		this.agents = agents;
		this.mcp = mcp;
		this.models = models;
		this.store = store;
		this.pools = List.of(requests, setups, turns);
		launchers.setRemoteInterface(AcpClientEndpoint.class);
		launchers.configureGson(AgentConnections::configureGson);
		this.telemetry = telemetry.orElse(null);
		if (this.telemetry != null) {
			launchers.setOpenTelemetry(this.telemetry);
			Meter meter = this.telemetry.getMeter("io.github.acp4j.agent");
			meter.upDownCounterBuilder("acp4j.connections.active").setUnit("{connection}").setDescription("Clients connected now")
					.buildWithCallback(measurement -> measurement.record(open.size()));
			meter.upDownCounterBuilder("acp4j.sessions.active").setUnit("{session}").setDescription("Sessions open now")
					.buildWithCallback(measurement -> measurement.record(open.stream().mapToLong(AgentServer::openSessions).sum()));
		}
	}

	/** Lets each later connection's client pick ACP v2 (Preview) at {@code initialize} ({@code --experimental-v2}). */
	public void serveV2() {
		serveV2 = true;
	}

	/**
	 * Serves a client on {@code in} and {@code out} (an editor that launched the agent, an embedding
	 * host); the connection listens at once. The result completes when its input has ended and what was
	 * answered by then is written; its sessions are then saved as those of any ended connection.
	 */
	public CompletableFuture<Void> connect(InputStream in, OutputStream out) {
		return connect(new FirstInitialize(in, out, serveV2));
	}

	/** As {@link #connect(InputStream, OutputStream)}, on streams whose first line may have been answered already. */
	public CompletableFuture<Void> connect(FirstInitialize first) {
		AgentServer agent = newAgent();
		V2Agent v2 = first.servesV2() ? new V2Agent(agent) : null;
		return listen(agent, v2, first.create(agent, v2, telemetry));
	}

	/** A new connection's launcher, sending through {@code sink} (a remote client); it listens already. */
	public FramedLauncher<AcpClientEndpoint> connect(MessageSink sink) {
		AgentServer agent = newAgent();
		V2Agent v2 = serveV2 ? new V2Agent(agent) : null;
		FramedLauncher<AcpClientEndpoint> launcher;
		synchronized (launchers) {
			// A v2-capable connection has a builder of its own: its service routes by the version picked.
			AcpLauncher.Builder<AcpClientEndpoint> builder = launchers;
			if (v2 != null) {
				builder = v2.builder();
				builder.configureGson(AgentConnections::configureGson);
				if (telemetry != null) {
					builder.setOpenTelemetry(telemetry);
				}
			} else {
				builder.setLocalService(agent);
			}
			launcher = builder.setWrittenListener(agent::written).create(sink);
		}
		listen(agent, v2, launcher);
		return launcher;
	}

	/** A connection's agent, made in a connection scope of its own with what it holds of its client. */
	private AgentServer newAgent() {
		AgentServer agent = scope.open().call(agents::get);
		agent.share(closing);
		return agent;
	}

	/** Gives the agent its client and listens; the connection's end disconnects it. */
	private CompletableFuture<Void> listen(AgentServer agent, V2Agent v2, Launcher<AcpClientEndpoint> launcher) {
		agent.connect(v2 != null ? v2.client(launcher) : launcher.getRemoteProxy());
		open.add(agent);
		CompletableFuture<Void> listening = (CompletableFuture<Void>) launcher.startListening();
		listening.whenComplete((ended, failure) -> disconnect(agent, DISCONNECT_WAIT));
		return listening;
	}

	/** The connections open now. */
	public int size() {
		return open.size();
	}

	/**
	 * Builds what every connection's handlers need (providers, tools, session store) ahead of the first
	 * request, on the calling thread: call it in the background once the agent is wired, so that the
	 * first {@code session/new} and prompt find them ready. The providers are asked for their models
	 * now, so that the first {@code session/new}, which offers them, finds the lists there.
	 */
	public void prepare() {
		models.get().whenListed();
		// A session's id is a random UUID: the first one seeds SecureRandom, 15 ms and more in a cold JVM.
		UUID.randomUUID();
		// A connection of nobody's, whose handlers are made for what they make of the agent's on the way.
		scope.open().call(() -> {
			agents.get().prepare();
			return null;
		});
	}

	/**
	 * Saves an ended connection's sessions on a thread of its own (the thread that saw the end must not
	 * wait for turns): its turns are cancelled, its requests answered (waiting at most {@code wait}),
	 * and its sessions closed.
	 */
	private void disconnect(AgentServer agent, Duration wait) {
		CompletableFuture<Void> saved = new CompletableFuture<>();
		synchronized (this) {
			if (!open.remove(agent)) {
				return;
			}
			disconnecting.add(saved);
		}
		Thread thread = new Thread(() -> {
			try {
				agent.disconnected(wait);
			} catch (RuntimeException e) {
				LOG.log(Level.WARNING, "Saving the sessions of an ended connection failed", e);
			} finally {
				disconnecting.remove(saved);
				saved.complete(null);
			}
		}, "acp4j-disconnect");
		thread.setDaemon(true);
		thread.start();
	}

	/**
	 * Cancels the running turns of every connection (SIGTERM, before the server closes its sockets) and
	 * waits, at most {@code timeout} in all, until each one's {@code session/prompt} answer,
	 * {@code cancelled}, was handed to its connection's transport: every client is told why its turn
	 * ended before its socket closes.
	 */
	public void cancelTurns(Duration timeout) throws InterruptedException {
		CompletableFuture<?>[] answers = open.stream().map(AgentServer::cancelTurns).toArray(CompletableFuture<?>[]::new);
		try {
			CompletableFuture.allOf(answers).get(timeout.toNanos(), TimeUnit.NANOSECONDS);
		} catch (ExecutionException | TimeoutException e) {
			LOG.warning("Some cancelled turns were not answered within " + timeout.toSeconds() + " s of the shutdown");
		}
	}

	/**
	 * Ends the agent (its input closed, SIGTERM): every connection is ended as one whose client left
	 * (turns cancelled and answered, requests read answered, sessions saved and closed), those that
	 * ended already included, waiting at most {@code timeout} in all; then the pools, MCP servers and
	 * the session store stop. Call it once no more connections come.
	 */
	public void shutdown(Duration timeout) throws InterruptedException {
		long deadline = System.nanoTime() + timeout.toNanos();
		List<CompletableFuture<Void>> saving;
		synchronized (this) {
			List.copyOf(open).forEach(agent -> disconnect(agent, timeout));
			saving = List.copyOf(disconnecting);
		}
		for (CompletableFuture<Void> saved : saving) {
			try {
				saved.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
			} catch (ExecutionException | TimeoutException e) {
				LOG.warning("Some sessions were not saved within " + timeout.toSeconds() + " s of the shutdown");
				break;
			}
		}
		pools.forEach(ExecutorService::shutdown);
		// Last: the sessions asked their servers to stop; what is left (a server still starting, or one of
		// a set-up that was cancelled or refused meanwhile) is ended before the process exits.
		mcp.get().close();
		try {
			store.get().close();
		} catch (IOException | RuntimeException e) {
			LOG.log(Level.WARNING, "Closing the session store failed", e);
		}
	}

	/** The agent's part of every connection's Gson, after ACP's mapping. */
	static GsonBuilder configureGson(GsonBuilder gson) {
		return gson.registerTypeAdapterFactory(new StrictConfigOptionFields());
	}
}
