package io.github.acp4j.http.server.internal;

import java.io.IOException;
import java.util.UUID;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.logging.Logger;

import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.jsonrpc.MessageSink;

/**
 * One client's connection, over WebSocket or Streamable HTTP: its id, its endpoint's launcher, and
 * the output it holds for a client that has not read it yet. A connection ends once: its launcher is
 * closed (so its endpoint learns it), it leaves the registry, and its transport closes.
 */
public abstract class RemoteConnection {

	private static final Logger LOG = Logger.getLogger(RemoteConnection.class.getName());

	private final String id = UUID.randomUUID().toString();
	protected final Registry registry;
	protected final Limits limits;
	private FramedLauncher<?> launcher;
	private final AtomicBoolean ended = new AtomicBoolean();
	/** Output handed to the transport and not yet taken by the client. */
	private final AtomicLong buffered = new AtomicLong();
	/** When the client last took output, or when output started waiting. */
	private volatile long progressNanos = System.nanoTime();
	/** When the client last gave a sign of life. */
	private volatile long aliveNanos = System.nanoTime();

	protected RemoteConnection(Registry registry) {
		this.registry = registry;
		this.limits = registry.limits();
	}

	/** Makes this connection's launcher with {@code endpoint}; before any message. */
	final void open(Function<MessageSink, FramedLauncher<?>> endpoint) {
		launcher = endpoint.apply(this::send);
	}

	public final String id() {
		return id;
	}

	final FramedLauncher<?> launcher() {
		return launcher;
	}

	/** Hands a message from the client to the endpoint. */
	final void receive(String json) {
		alive();
		launcher.receive(json);
	}

	/** Sends one message of the endpoint's to the client, through this transport's buffer. */
	protected abstract void send(String json) throws IOException;

	/** Closes the transport itself, saying why; {@code limit} when the client broke a limit. */
	protected abstract void closeTransport(String reason, boolean limit);

	/** Called about once a second: pings, keep-alives, and the checks that end a connection whose client is gone. */
	void tick(long now) {
		if (isStalled(now, limits.outputStallTimeout().toNanos())) {
			end("its client read none of its output for " + limits.outputStallTimeout().toSeconds() + " s", true);
		} else if (now - aliveNanos > limits.idleTimeout().toNanos() && isIdle()) {
			end("no sign of its client for " + limits.idleTimeout().toSeconds() + " s");
		}
	}

	/** Whether output has waited for the client {@code limit} nanoseconds with nothing taken. */
	protected boolean isStalled(long now, long limit) {
		return buffered.get() > 0 && now - progressNanos > limit;
	}

	/** Whether the connection may end for its client's silence. */
	protected boolean isIdle() {
		return true;
	}

	/** Records a sign of life of the client. */
	protected final void alive() {
		aliveNanos = System.nanoTime();
	}

	/** Counts {@code bytes} of output as held; throws, and ends the connection, past the limit. */
	protected final void hold(long bytes) throws IOException {
		if (buffered.getAndAdd(bytes) == 0) {
			progressNanos = System.nanoTime();
		}
		if (buffered.get() > limits.maxBufferedBytes()) {
			end("its client is more than " + limits.maxBufferedBytes() + " bytes of output behind", true);
			throw new IOException("The connection ended: its client stopped reading");
		}
	}

	/** Counts {@code bytes} of output as taken by the client. */
	protected final void taken(long bytes) {
		buffered.addAndGet(-bytes);
		progressNanos = System.nanoTime();
	}

	/** Output held now, in bytes. */
	final long buffered() {
		return buffered.get();
	}

	/** Whether what the transport was handed has been written, or can no longer be: an ended connection's is then let go. */
	boolean isDrained() {
		return buffered.get() <= 0;
	}

	public final boolean hasEnded() {
		return ended.get();
	}

	/** Ends the connection (once): the endpoint is told, the registry forgets it, the transport closes. */
	public final void end(String reason) {
		end(reason, false);
	}

	private void end(String reason, boolean limit) {
		if (!ended.compareAndSet(false, true)) {
			return;
		}
		LOG.fine(() -> "Connection " + id + " ended: " + reason);
		registry.remove(this);
		if (launcher != null) {
			launcher.close();
		}
		closeTransport(reason, limit);
	}
}
