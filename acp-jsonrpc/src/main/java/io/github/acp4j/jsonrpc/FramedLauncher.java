package io.github.acp4j.jsonrpc;

import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Future;
import java.util.function.BooleanSupplier;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.RemoteEndpoint;

import io.github.acp4j.jsonrpc.internal.MessageReader;
import io.github.acp4j.jsonrpc.internal.NdjsonRemoteEndpoint;

/**
 * A launcher on a transport that frames each message itself (WebSocket, Streamable HTTP), made by
 * {@link NdjsonLauncher.Builder#create(MessageSink)}: the transport hands it each incoming message's
 * text with {@link #receive}, and it sends through the {@link MessageSink}. Everything else is the
 * NDJSON launcher's: the same strict reading and error replies, exact ids, cancellation and
 * per-connection order. There is no reader thread; {@link #startListening()} only gives the future
 * that completes when the transport {@linkplain #close() closes} the connection.
 */
public final class FramedLauncher<T> implements Launcher<T> {

	private static final Logger LOG = Logger.getLogger(FramedLauncher.class.getName());

	private final T remoteProxy;
	private final NdjsonRemoteEndpoint remoteEndpoint;
	private final MessageReader reader;
	private final MessageConsumer incoming;
	private final BooleanSupplier batchesAccepted;
	/** What else ends with the connection (its open spans). */
	private final Runnable closed;
	private final CompletableFuture<Void> listening = new CompletableFuture<>();

	FramedLauncher(T remoteProxy, NdjsonRemoteEndpoint remoteEndpoint, MessageReader reader, MessageConsumer incoming,
			BooleanSupplier batchesAccepted, Runnable closed) {
		this.closed = closed;
		this.remoteProxy = remoteProxy;
		this.remoteEndpoint = remoteEndpoint;
		this.reader = reader;
		this.incoming = incoming;
		this.batchesAccepted = batchesAccepted;
	}

	/**
	 * Handles the JSON text of one incoming message as a line of the NDJSON transport is handled: a
	 * text that is not a message is answered with its error; a request goes to its service method on
	 * the calling thread (service methods return at once); a batch, while {@link #acceptsBatches()},
	 * is answered with one text holding the array of its answers. Messages are handled one at a time,
	 * in the order the calls take this launcher's lock; after {@link #close()} they are ignored.
	 */
	public synchronized void receive(String json) {
		if (listening.isDone()) {
			LOG.fine("Ignored a message received after the connection closed");
			return;
		}
		reader.read(json, incoming);
	}

	/**
	 * Ends the connection from the transport's side (the peer left, the server stops): requests sent
	 * to the peer and not answered fail, later ones fail at once, and {@link #startListening()}'s
	 * future completes. Closing twice is harmless.
	 */
	public void close() {
		synchronized (this) {
			if (listening.isDone()) {
				return;
			}
			listening.complete(null);
		}
		remoteEndpoint.connectionClosed();
		closed.run();
	}

	/**
	 * Whether a text that is a JSON array is read as a batch now (see
	 * {@link NdjsonLauncher.Builder#setBatches}), for a transport that looks at a batch before handing
	 * it over.
	 */
	public boolean acceptsBatches() {
		return batchesAccepted.getAsBoolean();
	}

	/** Whether {@link #close()} was called. */
	public boolean isClosed() {
		return listening.isDone();
	}

	/** The future that completes when the connection is closed; messages arrive through {@link #receive} meanwhile. */
	@Override
	public Future<Void> startListening() {
		return listening;
	}

	@Override
	public T getRemoteProxy() {
		return remoteProxy;
	}

	@Override
	public RemoteEndpoint getRemoteEndpoint() {
		return remoteEndpoint;
	}
}
