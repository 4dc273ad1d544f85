package io.github.acp4j.agent;

import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.logging.Level;
import java.util.logging.Logger;

import com.google.inject.Inject;
import com.google.inject.Injector;
import com.google.inject.Singleton;

import io.github.acp4j.agent.mcp.McpConnector;
import io.github.acp4j.agent.permission.PermissionEngine;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.agent.v2.V2Agent;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.jsonrpc.MessageSink;

/**
 * The agent serving many clients at once ({@code acp4j --listen}): each connection is an ACP peer of
 * its own, with its own {@link AgentServer}, {@link ClientConnection} (the client's proxy and
 * negotiated capabilities), {@link SessionRegistry} (the sessions it opened, which no other
 * connection can reach) and the handlers that use them ({@link ConnectionObjects}); the store, pools,
 * providers, MCP, sandbox and permission engine are the agent's, shared. Sessions outlive their
 * connection: when one ends its turns are cancelled and its sessions saved and closed, and any
 * connection may load them.
 */
@Singleton
public final class AgentConnections {

	private static final Logger LOG = Logger.getLogger(AgentConnections.class.getName());

	private final Injector injector;
	private final PermissionEngine permissions;
	private final ConnectionObjects objects;
	private final Set<AgentServer> open = ConcurrentHashMap.newKeySet();
	/** The sessions of ended connections still being saved, by id. */
	private final Map<String, CompletableFuture<Void>> closing = new ConcurrentHashMap<>();
	/** The connections that ended and are saving their sessions. */
	private final Set<CompletableFuture<Void>> disconnecting = ConcurrentHashMap.newKeySet();
	/** Makes every connection's launcher, so that they share the JSON mapping and method tables; guarded by itself. */
	private final AcpLauncher.Builder<AcpClientEndpoint> launchers = new AcpLauncher.Builder<>();
	private volatile boolean serveV2;

	@Inject
	AgentConnections(Injector injector, PermissionEngine permissions) {
		this.injector = injector;
		this.permissions = permissions;
		this.objects = new ConnectionObjects(injector, ClientConnection.class, SessionRegistry.class);
		launchers.setRemoteInterface(AcpClientEndpoint.class);
		launchers.configureGson(DeferredAgentServer::configureGson);
	}

	/** Lets each later connection's client pick ACP v2 (Preview) at {@code initialize} ({@code --experimental-v2}). */
	public void serveV2() {
		serveV2 = true;
	}

	/** A new connection's launcher, sending through {@code sink}; its sessions are saved when its listening ends. */
	public FramedLauncher<AcpClientEndpoint> connect(MessageSink sink) {
		AgentServer agent = objects.connection(new ClientConnection(), new SessionRegistry(permissions)).get(AgentServer.class);
		agent.share(closing);
		FramedLauncher<AcpClientEndpoint> launcher;
		V2Agent v2 = serveV2 ? new V2Agent(agent) : null;
		synchronized (launchers) {
			// A v2-capable connection has a builder of its own: its service routes by the version picked.
			AcpLauncher.Builder<AcpClientEndpoint> builder = v2 != null ? v2.builder() : launchers;
			if (v2 != null) {
				builder.configureGson(DeferredAgentServer::configureGson);
			} else {
				builder.setLocalService(agent);
			}
			launcher = builder.setWrittenListener(agent::written).create(sink);
		}
		agent.connect(v2 != null ? v2.client(launcher) : launcher.getRemoteProxy());
		open.add(agent);
		((CompletableFuture<Void>) launcher.startListening()).whenComplete((ended, failure) -> disconnect(agent));
		return launcher;
	}

	/** The connections open now. */
	public int size() {
		return open.size();
	}

	/** Saves an ended connection's sessions on a thread of its own: the thread that saw the end (the server's) must not wait for turns. */
	private void disconnect(AgentServer agent) {
		if (!open.remove(agent)) {
			return;
		}
		CompletableFuture<Void> saved = new CompletableFuture<>();
		disconnecting.add(saved);
		Thread thread = new Thread(() -> {
			try {
				agent.disconnected();
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
	 * Ends the agent (SIGTERM): every connection's turns are cancelled and its sessions saved, those of
	 * connections that ended already included, waiting at most {@code timeout}; then MCP servers stop.
	 * Call it once the server stopped taking connections.
	 */
	public void shutdown(Duration timeout) throws InterruptedException {
		List.copyOf(open).forEach(this::disconnect);
		long deadline = System.nanoTime() + timeout.toNanos();
		for (CompletableFuture<Void> saving : List.copyOf(disconnecting)) {
			try {
				saving.get(Math.max(0, deadline - System.nanoTime()), TimeUnit.NANOSECONDS);
			} catch (ExecutionException | TimeoutException e) {
				LOG.warning("Some sessions were not saved within " + timeout.toSeconds() + " s of the shutdown");
				break;
			}
		}
		injector.getInstance(McpConnector.class).close();
	}
}
