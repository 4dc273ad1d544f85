package io.github.acp4j.jsonrpc.internal;

import java.io.Closeable;
import java.io.IOException;
import java.io.InputStream;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.JsonRpcException;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.MessageProducer;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;

import io.github.acp4j.jsonrpc.MessageListener;

/**
 * Reads one JSON-RPC message per line and answers what is not a message (see {@link MessageReader}).
 * Reading goes on after each of them. A first line answered before the connection existed
 * ({@link FirstLine}) is handled first, as any line, its answer not written again. End of input ends {@link #listen} normally; anything thrown
 * ends it with that throwable, and an {@link Error} (a linkage error of a missing library class, a
 * handler's stack overflow), which LSP4J's message processor would not log, is logged here.
 */
public final class NdjsonMessageProducer implements MessageProducer, Closeable {

	private static final Logger LOG = Logger.getLogger(NdjsonMessageProducer.class.getName());

	private final InputStream input;
	private final int maxMessageSize;
	private final Consumer<Throwable> onEnd;
	private final NdjsonRemoteEndpoint endpoint;
	private final MessageReader reader;
	private volatile boolean closed;

	/**
	 * @param endpoint handles issues of messages and answers over the size limit
	 * @param replies  where error replies to unreadable lines are written (the outgoing stream)
	 * @param onEnd    called once when reading stops, with what stopped it, or {@code null} at the end
	 *                 of the input or after {@link #close()}
	 * @param listener told of each line read, or null
	 */
	public NdjsonMessageProducer(InputStream input, MessageJsonHandler jsonHandler, NdjsonRemoteEndpoint endpoint,
			MessageConsumer replies, int maxMessageSize, Consumer<Throwable> onEnd, MessageListener listener) {
		this.input = input;
		this.maxMessageSize = maxMessageSize;
		this.onEnd = onEnd;
		this.endpoint = endpoint;
		this.reader = new MessageReader(jsonHandler, jsonHandler.getGson(), endpoint, replies, listener);
	}

	@Override
	public void listen(MessageConsumer consumer) {
		LineReader lines = new LineReader(input, maxMessageSize);
		Throwable failure = null;
		try {
			if (input instanceof FirstLine.Input first && first.answered() != null) {
				endpoint.answeredAlready(JsonMessages.toId(StrictJson.parse(first.answered()).getAsJsonObject().get("id")));
				reader.read(first.answered(), consumer);
			}
			while (!closed) {
				LineReader.Kind kind = lines.next();
				if (kind == LineReader.Kind.END) {
					return;
				}
				if (kind == LineReader.Kind.OVERSIZED) {
					reader.oversized(lines.text(), lines.suffix(), lines.oversizedLength(), maxMessageSize);
					continue;
				}
				String line = lines.text();
				if (!line.isBlank()) {
					reader.read(line, consumer);
				}
			}
		} catch (IOException exception) {
			if (!closed) {
				failure = new JsonRpcException(exception);
				throw (JsonRpcException) failure;
			}
		} catch (RuntimeException exception) {
			failure = exception; // LSP4J's message processor logs it
			throw exception;
		} catch (Error error) {
			LOG.log(Level.SEVERE, "Stopped reading from the peer on " + error + "; closing the connection", error);
			failure = error;
			throw error;
		} finally {
			onEnd.accept(failure);
		}
	}

	@Override
	public void close() throws IOException {
		closed = true;
		input.close();
	}
}
