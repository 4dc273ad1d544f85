package io.github.acp4j.http.server.internal;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.Executor;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * The server's connections by id, their number held under the limit, and which connection holds each
 * session (Streamable HTTP), so that a load elsewhere can find out a holder whose client is gone. One thread looks at every connection once
 * a second.
 */
public final class Registry implements AutoCloseable {

	private static final Logger LOG = Logger.getLogger(Registry.class.getName());
	/** Writes to the streams of a connection that holds a session another asks for, before the other is refused. */
	static final int PROBES = 2;

	private final Limits limits;
	private final Map<String, RemoteConnection> connections = new ConcurrentHashMap<>();
	/** The connection that streams each session (Streamable HTTP). */
	private final Map<String, HttpConnection> sessionOwners = new ConcurrentHashMap<>();
	private final AtomicInteger count = new AtomicInteger();
	private final ScheduledExecutorService ticks;
	/** What else runs at each tick. */
	private final List<Runnable> tickTasks = new CopyOnWriteArrayList<>();

	public Registry(Limits limits) {
		this.limits = limits;
		this.ticks = Executors.newSingleThreadScheduledExecutor(runnable -> {
			Thread thread = new Thread(runnable, "acp-http-ticks");
			thread.setDaemon(true);
			return thread;
		});
		ticks.scheduleWithFixedDelay(this::tick, 1, 1, TimeUnit.SECONDS);
	}

	Limits limits() {
		return limits;
	}

	/** Takes a place for a new connection; false when the server holds its maximum. */
	boolean reserve() {
		if (count.incrementAndGet() > limits.maxConnections()) {
			count.decrementAndGet();
			return false;
		}
		return true;
	}

	/** Adds a connection whose place was reserved. */
	void add(RemoteConnection connection) {
		connections.put(connection.id(), connection);
	}

	/** Forgets a connection and gives its place back (once per reserved place). */
	void remove(RemoteConnection connection) {
		if (connections.remove(connection.id(), connection)) {
			count.decrementAndGet();
		}
		sessionOwners.values().removeIf(owner -> owner == connection);
	}

	/** Gives back a place reserved for a connection that was never added. */
	void release() {
		count.decrementAndGet();
	}

	RemoteConnection get(String id) {
		return id == null ? null : connections.get(id);
	}

	/**
	 * Records that the endpoint holds {@code sessionId} on {@code connection} now (it sent something of
	 * it there, or made it there), whichever connection held it before: the endpoint decides.
	 */
	void own(String sessionId, HttpConnection connection) {
		if (!connection.hasEnded()) {
			sessionOwners.put(sessionId, connection);
			if (connection.hasEnded()) {
				// It ended meanwhile, and its removal may have missed this entry.
				sessionOwners.remove(sessionId, connection);
			}
		}
	}

	/** Whether another connection than {@code asker} holds {@code sessionId} and a GET of its own still reads one of its streams. */
	boolean heldElsewhere(String sessionId, HttpConnection asker) {
		HttpConnection holder = sessionOwners.get(sessionId);
		return holder != null && holder != asker && !holder.hasEnded() && holder.hasReceivers();
	}

	/** Whether the endpoint holds {@code sessionId} on {@code connection}. */
	boolean owns(String sessionId, HttpConnection connection) {
		return sessionOwners.get(sessionId) == connection;
	}

	/**
	 * Runs {@code then} on {@code executor} once the connection that streams {@code sessionId}, if it is
	 * not {@code asker}, was found out when its client left it: its streams are written to (see
	 * {@link #probe}), and with none of them open any more it ends, as its client would have ended it. A load of
	 * the session by another connection is then not refused for as long as the idle timeout would take.
	 */
	void release(String sessionId, RemoteConnection asker, Executor executor, Runnable then) {
		HttpConnection owner = sessionOwners.get(sessionId);
		if (owner == null || owner == asker) {
			then.run();
			return;
		}
		probe(sessionId, PROBES, () -> {
			HttpConnection current = sessionOwners.get(sessionId);
			if (current != null && current != asker && !current.hasEnded() && !current.hasReceivers()) {
				current.end("another connection loads session " + sessionId + " while no stream of its own is open");
				sessionOwners.remove(sessionId, current);
			}
			executor.execute(then);
		});
	}

	/**
	 * Writes a keep-alive to the streams of the connection that holds {@code sessionId}, {@code times}
	 * times 100 ms apart, so that a connection whose client closed its sockets learns it (the first write
	 * to a closed socket is taken, a later one fails), then runs {@code then} on this registry's thread.
	 */
	void probe(String sessionId, int times, Runnable then) {
		HttpConnection owner = sessionOwners.get(sessionId);
		if (times == 0 || owner == null) {
			ticks.execute(then);
			return;
		}
		owner.probe();
		ticks.schedule(() -> probe(sessionId, times - 1, then), 100, TimeUnit.MILLISECONDS);
	}

	/** Runs {@code task} after {@code micros} microseconds on this registry's thread. */
	void later(Runnable task, long micros) {
		ticks.schedule(task, micros, TimeUnit.MICROSECONDS);
	}

	/** Runs {@code task} about once a second on this registry's thread, until it closes. */
	public void everyTick(Runnable task) {
		tickTasks.add(task);
	}

	/** The number of connections open now. */
	public int size() {
		return connections.size();
	}

	private void tick() {
		long now = System.nanoTime();
		for (RemoteConnection connection : connections.values()) {
			try {
				connection.tick(now);
			} catch (RuntimeException e) {
				LOG.log(Level.WARNING, "Checking connection " + connection.id() + " failed", e);
			}
		}
		for (Runnable task : tickTasks) {
			try {
				task.run();
			} catch (RuntimeException e) {
				LOG.log(Level.WARNING, "A periodic check failed", e);
			}
		}
	}

	/**
	 * Ends every connection, lets what they were handed be written for at most {@code drain} (a
	 * SIGTERM's last answers), and stops looking at them.
	 */
	public void close(Duration drain) {
		List<RemoteConnection> ending = new ArrayList<>(connections.values());
		for (RemoteConnection connection : ending) {
			connection.end("the server is stopping");
		}
		long deadline = System.nanoTime() + drain.toNanos();
		try {
			while (System.nanoTime() < deadline && !ending.stream().allMatch(RemoteConnection::isDrained)) {
				Thread.sleep(10);
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
		ticks.shutdownNow();
	}

	/** Ends every connection at once and stops looking at them. */
	@Override
	public void close() {
		close(Duration.ZERO);
	}

	/** Every connection open now. */
	List<RemoteConnection> all() {
		return new ArrayList<>(connections.values());
	}
}
