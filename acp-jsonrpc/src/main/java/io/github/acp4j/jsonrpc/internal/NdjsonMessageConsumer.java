package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;

import org.eclipse.lsp4j.jsonrpc.JsonRpcException;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Message;

/**
 * Writes each message as one line: serialized outside the lock, then one write and one flush under
 * it, so lines never interleave and each thread's messages leave in the order it sent them. A peer
 * that stops reading blocks the writing thread; nothing is queued or dropped.
 */
public final class NdjsonMessageConsumer implements MessageConsumer {

	private final OutputStream output;
	private final MessageJsonHandler jsonHandler;
	private final Object lock = new Object();

	public NdjsonMessageConsumer(OutputStream output, MessageJsonHandler jsonHandler) {
		this.output = output;
		this.jsonHandler = jsonHandler;
	}

	/** Each thread serializes into its own unsynchronized buffer (StringWriter locks on every write). */
	private static final ThreadLocal<LineWriter> LINES = ThreadLocal.withInitial(LineWriter::new);

	@Override
	public void consume(Message message) {
		LineWriter buffer = LINES.get();
		buffer.reset();
		jsonHandler.serialize(message, buffer);
		// Gson escapes control characters inside strings, so the only line feed is the terminator.
		byte[] line = buffer.append('\n').toString().getBytes(StandardCharsets.UTF_8);
		try {
			synchronized (lock) {
				output.write(line);
				output.flush();
			}
		} catch (IOException exception) {
			throw new JsonRpcException(exception);
		}
	}

	/** A reusable {@link Writer} over a {@link StringBuilder}. */
	private static final class LineWriter extends Writer {

		private static final int RETAINED_CAPACITY = 64 * 1024;
		private StringBuilder text = new StringBuilder(1024);

		void reset() {
			if (text.capacity() > RETAINED_CAPACITY) {
				text = new StringBuilder(1024);
			} else {
				text.setLength(0);
			}
		}

		@Override
		public void write(char[] chars, int offset, int length) {
			text.append(chars, offset, length);
		}

		@Override
		public void write(String string, int offset, int length) {
			text.append(string, offset, offset + length);
		}

		@Override
		public void write(int c) {
			text.append((char) c);
		}

		@Override
		public LineWriter append(char c) {
			text.append(c);
			return this;
		}

		@Override
		public String toString() {
			return text.toString();
		}

		@Override
		public void flush() {
		}

		@Override
		public void close() {
		}
	}
}
