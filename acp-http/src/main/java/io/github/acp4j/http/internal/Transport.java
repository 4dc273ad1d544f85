package io.github.acp4j.http.internal;

import java.io.IOException;
import java.time.Duration;

import io.github.acp4j.jsonrpc.FramedLauncher;

/** The client side of one connection, over WebSocket or Streamable HTTP. */
public abstract class Transport {

	protected volatile FramedLauncher<?> launcher;

	/** Opens the connection for {@code launcher}, which is handed what arrives. */
	public void start(FramedLauncher<?> launcher, Duration timeout) throws IOException {
		this.launcher = launcher;
	}

	/** Sends one message's text; does not wait for the server. */
	public abstract void send(String json) throws IOException;

	/** The server's connection id, once known. */
	public abstract String connectionId();

	/** Ends the connection; the launcher's listening ends. */
	public abstract void close();

	/** Hands a message from the server to the launcher. */
	protected final void receive(String json) {
		FramedLauncher<?> target = launcher;
		if (target != null) {
			target.receive(json);
		}
	}

	/** Tells the launcher the connection ended. */
	protected final void ended() {
		FramedLauncher<?> target = launcher;
		if (target != null) {
			target.close();
		}
	}
}
