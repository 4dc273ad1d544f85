package io.github.acp4j.http.server.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.logging.Logger;

import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;
import org.eclipse.jetty.websocket.common.WebSocketSession;
import org.eclipse.jetty.websocket.core.CoreSession;
import org.eclipse.jetty.websocket.core.Frame;
import org.eclipse.jetty.websocket.core.OpCode;

import io.github.acp4j.http.internal.Envelope;

/**
 * A connection over WebSocket: each text message one JSON-RPC message (or, on a connection whose
 * launcher accepts them, a batch and its answers' array), both ways. Binary messages are
 * ignored, as the RFD says. Jetty reads the next message only once the last one was handed to the
 * endpoint, which keeps the connection's order. The client is pinged every
 * {@link Limits#pingInterval()}; one that answers nothing for {@link Limits#idleTimeout()} is gone.
 * (Public for Jetty, which calls the listener methods through a public lookup.)
 */
public final class WebSocketConnection extends RemoteConnection implements Session.Listener.AutoDemanding {

	private static final Logger LOG = Logger.getLogger(WebSocketConnection.class.getName());
	private static final ByteBuffer PING = ByteBuffer.allocate(0);
	/** A guard: looking for the client of the connection that holds a loaded session takes a few hundred milliseconds. */
	private static final long RELEASE_WAIT_SECONDS = 5;

	/**
	 * How long a batch of notifications waits for more before it is flushed: a burst (a turn streaming
	 * its updates) fills batches instead of racing a flush on the other core; a lone update from a model
	 * that streams tens per second waits half a millisecond.
	 */
	private static final long FLUSH_DELAY_MICROS = 500;
	/** How every notification begins as the launcher writes it (members in LSP4J's order). */
	private static final String NOTIFICATION = "{\"jsonrpc\":\"2.0\",\"method\":";

	private final Executor executor;
	private volatile Session session;
	private volatile CoreSession frames;
	/** Whether a flush of the batched notifications is on its way. */
	private final AtomicBoolean flushing = new AtomicBoolean();
	private volatile long pingedNanos = System.nanoTime();

	/** @param executor where batched notifications are flushed from */
	WebSocketConnection(Registry registry, Executor executor) {
		super(registry);
		this.executor = executor;
	}

	@Override
	public void onWebSocketOpen(Session opened) {
		this.session = opened;
		this.frames = ((WebSocketSession) opened).getCoreSession();
		alive();
		if (hasEnded()) {
			// The server stopped while the upgrade was under way.
			opened.close(StatusCode.SHUTDOWN, "the server is stopping", Callback.NOOP);
		}
	}

	@Override
	public void onWebSocketText(String message) {
		String loaded = loadedSession(message);
		if (loaded != null) {
			// Jetty reads this connection's next message once this one is handed on, which keeps its order:
			// the load waits here, on this connection's thread alone, while another's client is looked for.
			CompletableFuture<Void> released = new CompletableFuture<>();
			registry.release(loaded, this, Runnable::run, () -> released.complete(null));
			try {
				released.get(RELEASE_WAIT_SECONDS, TimeUnit.SECONDS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			} catch (ExecutionException | TimeoutException e) {
				LOG.fine("Looking for the client of the connection that holds session " + loaded + " took too long; the load goes on");
			}
		}
		receive(message);
	}

	/** The session a {@code session/load} or {@code session/resume} names, else null. */
	private static String loadedSession(String message) {
		if (!message.contains("\"session/load\"") && !message.contains("\"session/resume\"")) {
			return null;
		}
		try {
			Envelope envelope = Envelope.of(message);
			return envelope.loadsSession() ? envelope.sessionId() : null;
		} catch (Envelope.NotAnObjectException e) {
			return null;
		}
	}

	@Override
	public void onWebSocketBinary(ByteBuffer payload, Callback callback) {
		alive();
		LOG.fine("Ignored a binary WebSocket message: ACP messages are text");
		callback.succeed();
	}

	@Override
	public void onWebSocketPong(ByteBuffer payload) {
		alive();
	}

	@Override
	public void onWebSocketClose(int statusCode, String reason) {
		end("the client closed it (" + statusCode + ")");
	}

	@Override
	public void onWebSocketError(Throwable cause) {
		end("the WebSocket failed: " + cause.getClass().getSimpleName());
	}

	/**
	 * Answers and requests leave at once, with whatever was batched before them. Notifications (a
	 * turn's stream of updates) are batched: they leave together when the batch is full or when the
	 * flush they scheduled runs, so that a stream costs a write per batch instead of one per message,
	 * as the stdio writer's group commit does.
	 */
	@Override
	protected void send(String json) throws IOException {
		CoreSession open = frames;
		if (open == null || hasEnded()) {
			throw new IOException("The WebSocket is closed");
		}
		long bytes = json.length();
		hold(bytes);
		boolean batch = json.startsWith(NOTIFICATION);
		open.sendFrame(new Frame(OpCode.TEXT, json), org.eclipse.jetty.util.Callback.from(() -> taken(bytes),
				failure -> end("sending failed: " + failure.getClass().getSimpleName())), batch);
		if (batch && flushing.compareAndSet(false, true)) {
			registry.later(() -> executor.execute(this::flush), FLUSH_DELAY_MICROS);
		}
	}

	private void flush() {
		flushing.set(false);
		CoreSession open = frames;
		if (open != null) {
			open.flush(org.eclipse.jetty.util.Callback.NOOP);
		}
	}

	@Override
	void tick(long now) {
		super.tick(now);
		Session open = session;
		if (open != null && !hasEnded() && now - pingedNanos > limits.pingInterval().toNanos()) {
			pingedNanos = now;
			open.sendPing(PING.duplicate(), Callback.NOOP);
		}
	}

	@Override
	protected void closeTransport(String reason, boolean limit) {
		Session open = session;
		if (open != null && limit) {
			// A client past a limit gets no close frame queued behind the output it does not read: the
			// socket goes at once, and with it what Jetty held for it.
			open.disconnect();
		} else if (open != null && open.isOpen()) {
			// A close reason is at most 123 bytes.
			open.close(limit ? StatusCode.POLICY_VIOLATION : StatusCode.SHUTDOWN, reason.length() > 120 ? reason.substring(0, 120) : reason,
					Callback.NOOP);
		}
	}
}
