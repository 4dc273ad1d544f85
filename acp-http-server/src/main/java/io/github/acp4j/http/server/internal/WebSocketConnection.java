package io.github.acp4j.http.server.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.logging.Logger;

import org.eclipse.jetty.websocket.api.Callback;
import org.eclipse.jetty.websocket.api.Session;
import org.eclipse.jetty.websocket.api.StatusCode;

/**
 * A connection over WebSocket: each text message one JSON-RPC message, both ways. Binary messages are
 * ignored, as the RFD says. Jetty reads the next message only once the last one was handed to the
 * endpoint, which keeps the connection's order. The client is pinged every
 * {@link Limits#pingInterval()}; one that answers nothing for {@link Limits#idleTimeout()} is gone.
 * (Public for Jetty, which calls the listener methods through a public lookup.)
 */
public final class WebSocketConnection extends RemoteConnection implements Session.Listener.AutoDemanding {

	private static final Logger LOG = Logger.getLogger(WebSocketConnection.class.getName());
	private static final ByteBuffer PING = ByteBuffer.allocate(0);

	private volatile Session session;
	private volatile long pingedNanos = System.nanoTime();

	WebSocketConnection(Registry registry) {
		super(registry);
	}

	@Override
	public void onWebSocketOpen(Session opened) {
		this.session = opened;
		alive();
		if (hasEnded()) {
			// The server stopped while the upgrade was under way.
			opened.close(StatusCode.SHUTDOWN, "the server is stopping", Callback.NOOP);
		}
	}

	@Override
	public void onWebSocketText(String message) {
		receive(message);
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

	@Override
	protected void send(String json) throws IOException {
		Session open = session;
		if (open == null || hasEnded()) {
			throw new IOException("The WebSocket is closed");
		}
		long bytes = json.length();
		hold(bytes);
		open.sendText(json, Callback.from(() -> taken(bytes), failure -> end("sending failed: " + failure.getClass().getSimpleName())));
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
		if (open != null && open.isOpen()) {
			// A close reason is at most 123 bytes.
			open.close(limit ? StatusCode.POLICY_VIOLATION : StatusCode.SHUTDOWN, reason.length() > 120 ? reason.substring(0, 120) : reason,
					Callback.NOOP);
		}
	}
}
