package io.github.acp4j.http.internal;

import java.io.IOException;
import java.time.Duration;
import java.util.function.Consumer;

import io.github.acp4j.jsonrpc.FramedLauncher;

/** The client side of one connection, over WebSocket or Streamable HTTP. */
public abstract class Transport {

	private volatile Consumer<String> receiver;
	private volatile Runnable onEnd;

	/** Opens the connection for {@code launcher}, which is handed what arrives. */
	public final void start(FramedLauncher<?> launcher, Duration timeout) throws IOException {
		start(launcher::receive, launcher::close, timeout);
	}

	/** Opens the connection: each message's text that arrives goes to {@code receiver}, and {@code onEnd} runs once it ends. */
	public void start(Consumer<String> receiver, Runnable onEnd, Duration timeout) throws IOException {
		this.receiver = receiver;
		this.onEnd = onEnd;
	}

	/** Sends one message's text; does not wait for the server. */
	public abstract void send(String json) throws IOException;

	/** The server's connection id, once known. */
	public abstract String connectionId();

	/** Ends the connection; the launcher's listening ends. */
	public abstract void close();

	/** Hands a message from the server to the receiver. */
	protected final void receive(String json) {
		Consumer<String> target = receiver;
		if (target != null) {
			target.accept(json);
		}
	}

	/** Tells the receiver the connection ended. */
	protected final void ended() {
		Runnable target = onEnd;
		if (target != null) {
			target.run();
		}
	}
}
