package io.github.acp4j.http.internal;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.WebSocket;
import java.net.http.WebSocketHandshakeException;
import java.nio.ByteBuffer;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * A connection over WebSocket: one text message per JSON-RPC message, both ways. The JDK's WebSocket
 * takes one send at a time, so sends are chained; a message from the server over the size limit
 * closes the connection (1009).
 */
public final class WebSocketTransport extends Transport implements WebSocket.Listener {

	/** The close code for a message too large to handle (RFC 6455). */
	private static final int MESSAGE_TOO_BIG = 1009;

	private final HttpClient http;
	private final URI uri;
	private final Map<String, String> headers;
	private final int maxMessageSize;
	private final StringBuilder partial = new StringBuilder();
	private volatile WebSocket socket;
	// Guarded by this.
	private CompletableFuture<?> sending = CompletableFuture.completedFuture(null);
	private volatile boolean closed;

	public WebSocketTransport(HttpClient http, URI uri, Map<String, String> headers, int maxMessageSize) {
		this.http = http;
		this.uri = webSocketUri(uri);
		this.headers = headers;
		this.maxMessageSize = maxMessageSize;
	}

	private static URI webSocketUri(URI uri) {
		String scheme = uri.getScheme();
		if ("http".equalsIgnoreCase(scheme) || "https".equalsIgnoreCase(scheme)) {
			return URI.create(("https".equalsIgnoreCase(scheme) ? "wss" : "ws") + uri.toString().substring(scheme.length()));
		}
		return uri;
	}

	@Override
	public void start(java.util.function.Consumer<String> receiver, Runnable onEnd, Duration timeout) throws IOException {
		super.start(receiver, onEnd, timeout);
		WebSocket.Builder builder = http.newWebSocketBuilder().connectTimeout(timeout);
		headers.forEach(builder::header);
		try {
			socket = builder.buildAsync(uri, this).get(timeout.toMillis(), TimeUnit.MILLISECONDS);
		} catch (ExecutionException e) {
			ended();
			Throwable cause = e.getCause();
			String reason = cause instanceof WebSocketHandshakeException refused ? Failures.status(refused.getResponse().statusCode())
					: Failures.cause(cause);
			throw new IOException("Could not open a WebSocket to " + uri + ": " + reason, cause);
		} catch (TimeoutException e) {
			ended();
			throw new IOException("Opening a WebSocket to " + uri + " took longer than " + timeout.toSeconds() + " s", e);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			ended();
			throw new IOException("Interrupted while opening a WebSocket to " + uri, e);
		}
	}

	@Override
	public synchronized void send(String json) throws IOException {
		WebSocket open = socket;
		if (closed || open == null) {
			throw new IOException("The WebSocket is closed");
		}
		sending = sending.thenCompose(done -> open.sendText(json, true)).whenComplete((done, failure) -> {
			if (failure != null) {
				close();
			}
		});
	}

	@Override
	public String connectionId() {
		// The JDK's WebSocket does not show the upgrade's response headers.
		return null;
	}

	@Override
	public void onOpen(WebSocket webSocket) {
		webSocket.request(1);
	}

	@Override
	public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
		if (partial.length() + data.length() > maxMessageSize) {
			partial.setLength(0);
			webSocket.sendClose(MESSAGE_TOO_BIG, "message too large");
			close();
			return null;
		}
		partial.append(data);
		if (last) {
			String message = partial.toString();
			partial.setLength(0);
			receive(message);
		}
		webSocket.request(1);
		return null;
	}

	@Override
	public CompletionStage<?> onBinary(WebSocket webSocket, ByteBuffer data, boolean last) {
		// ACP messages are text; the RFD has binary messages ignored.
		webSocket.request(1);
		return null;
	}

	@Override
	public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
		close();
		return null;
	}

	@Override
	public void onError(WebSocket webSocket, Throwable error) {
		close();
	}

	@Override
	public void close() {
		if (closed) {
			return;
		}
		closed = true;
		WebSocket open = socket;
		if (open != null && !open.isOutputClosed()) {
			try {
				open.sendClose(WebSocket.NORMAL_CLOSURE, "").whenComplete((done, failure) -> open.abort());
			} catch (IllegalStateException sending) {
				open.abort();
			}
		}
		ended();
	}
}
