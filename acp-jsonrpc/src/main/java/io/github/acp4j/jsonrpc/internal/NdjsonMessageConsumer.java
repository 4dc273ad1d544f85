package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;
import java.io.OutputStream;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.Collection;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.JsonRpcException;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.json.MessageConstants;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.json.adapters.MessageTypeAdapter;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.NotificationMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

import com.google.gson.Gson;
import com.google.gson.JsonIOException;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonWriter;

/**
 * Writes each message as one line, with group commit. A message handed over while no write is in
 * progress is written at once; messages handed over while a write is in progress are gathered and
 * leave together in the next write, in the order they were handed over, as whole lines. A response
 * that finds the writer idle is written by the thread that answers (the peer waits for it: no thread
 * hop); everything else goes to one writer thread per consumer, so a producer of notifications does
 * not wait for the peer to read and a stream of them leaves in batches. A producer waits only while
 * {@code maxPendingBytes} are already waiting to be written. Nothing is dropped; a peer that stops
 * reading blocks the producers, it does not grow the memory.
 *
 * <p>The writer thread starts with the consumer, so that no producer (the connection's reader thread
 * least of all) ever starts a thread, and ends with {@link #close()}; after that each producer writes
 * its own messages. When the JVM exits, what was handed over is written first (for at most a few
 * seconds, in case the peer stopped reading). After a write fails, every later message fails with it.
 */
public final class NdjsonMessageConsumer implements MessageConsumer {

	/** Bytes that may wait for the writer before producers wait: 1 MiB. */
	public static final int DEFAULT_MAX_PENDING_BYTES = 1024 * 1024;

	private static final Logger LOG = Logger.getLogger(NdjsonMessageConsumer.class.getName());
	private static final long EXIT_NANOS = TimeUnit.SECONDS.toNanos(3);
	private static final int INITIAL_BUFFER = 8 * 1024;

	/** Each thread serializes into its own unsynchronized buffer (StringWriter locks on every write). */
	private static final ThreadLocal<LineWriter> LINES = ThreadLocal.withInitial(LineWriter::new);

	private final OutputStream output;
	private final MessageJsonHandler jsonHandler;
	private final Gson gson;
	/** Whether messages are written by LSP4J's own handler and message adapter, whose writing of notifications and results is copied here. */
	private final boolean lsp4jMessages;
	/** Gson's adapter for each class of params and results written here. */
	private final Map<Class<?>, TypeAdapter<Object>> adapters = new ConcurrentHashMap<>();
	private final int maxPendingBytes;
	private final ReentrantLock lock = new ReentrantLock();
	/** Signalled when lines are pending; the writer waits on it. */
	private final Condition work = lock.newCondition();
	/** Signalled when the writer took the pending lines or stopped; producers and the exit hook wait on it. */
	private final Condition taken = lock.newCondition();

	// Guarded by lock.
	private byte[] pending = new byte[INITIAL_BUFFER];
	private int pendingSize;
	private byte[] spare = new byte[INITIAL_BUFFER];
	private boolean writing;
	private boolean closed;
	private Thread writer;
	private Thread exitHook;
	private IOException failure;

	public NdjsonMessageConsumer(OutputStream output, MessageJsonHandler jsonHandler) {
		this(output, jsonHandler, DEFAULT_MAX_PENDING_BYTES);
	}

	public NdjsonMessageConsumer(OutputStream output, MessageJsonHandler jsonHandler, int maxPendingBytes) {
		if (maxPendingBytes <= 0) {
			throw new IllegalArgumentException("maxPendingBytes must be positive: " + maxPendingBytes);
		}
		this.output = output;
		this.jsonHandler = jsonHandler;
		this.gson = jsonHandler.getGson();
		this.lsp4jMessages = jsonHandler.getClass() == MessageJsonHandler.class
				&& gson.getAdapter(Message.class).getClass() == MessageTypeAdapter.class && relaxesWriters(gson);
		this.maxPendingBytes = maxPendingBytes;
		writer = new Thread(this::writeLoop, "ndjson-writer");
		writer.setDaemon(true);
		exitHook = new Thread(this::awaitWrittenBeforeExit, "ndjson-writer-exit");
		Runtime.getRuntime().addShutdownHook(exitHook);
		writer.start();
	}

	@Override
	public void consume(Message message) {
		LineWriter buffer = LINES.get();
		buffer.reset();
		if (!writeDirect(message, buffer)) {
			jsonHandler.serialize(message, buffer);
		}
		// Gson escapes control characters inside strings, so the only line feed is the terminator.
		byte[] line = buffer.append('\n').toString().getBytes(StandardCharsets.UTF_8);
		lock.lock();
		try {
			// A line longer than the bound waits until nothing else is pending, then goes alone.
			while (failure == null && pendingSize > 0 && pendingSize + line.length > maxPendingBytes) {
				// Uninterruptibly: an interrupted producer must not lose its message or reorder the lines.
				taken.awaitUninterruptibly();
			}
			if (failure != null) {
				throw new JsonRpcException(failure);
			}
			if (pendingSize + line.length > pending.length) {
				pending = Arrays.copyOf(pending, Math.max(pendingSize + line.length, 2 * pending.length));
			}
			System.arraycopy(line, 0, pending, pendingSize, line.length);
			pendingSize += line.length;
			if (writing) {
				return;
			}
			if (message instanceof ResponseMessage && pendingSize == line.length) {
				// The peer waits for this answer and nothing is ahead of it: write it here, without a hop.
				writeBatch();
				if (failure != null) {
					throw new JsonRpcException(failure);
				}
				if (pendingSize > 0) {
					wakeWriter();
				}
			} else {
				wakeWriter();
			}
		} finally {
			lock.unlock();
		}
	}

	/**
	 * Writes a notification whose params are an object, or a response with a result, as LSP4J's
	 * message adapter does (the same members in the same order, the params or result with the adapter
	 * Gson has for their class, the writer set up as Gson sets it), with that adapter kept per class
	 * instead of looked up twice per message: this is the path of every {@code session/update} and
	 * of every answer. Anything else (a request, an error, a null result, params LSP4J writes in a list
	 * of one), or a handler, message adapter or strictness that is not LSP4J's default, goes through
	 * the handler; returns whether it was written here.
	 */
	private boolean writeDirect(Message message, Writer buffer) {
		if (!lsp4jMessages) {
			return false;
		}
		Class<?> type = message.getClass();
		NotificationMessage notification = type == NotificationMessage.class ? (NotificationMessage) message : null;
		ResponseMessage response = type == ResponseMessage.class ? (ResponseMessage) message : null;
		Object value;
		if (notification != null) {
			value = notification.getParams();
			// LSP4J writes a collection, an array, a string or a boxed primitive in a list of one.
			if (value == null || notification.getMethod() == null || value instanceof Collection || value.getClass().isArray()
					|| value.getClass().getName().startsWith("java.lang.")) {
				return false;
			}
		} else if (response != null) {
			value = response.getResult();
			if (value == null || response.getError() != null || response.getRawId() == null) {
				return false;
			}
		} else {
			return false;
		}
		try {
			JsonWriter out = gson.newJsonWriter(buffer);
			if (out.getStrictness() == Strictness.LEGACY_STRICT) {
				// What Gson.toJson does for a Gson without a strictness of its own (relaxesWriters).
				out.setStrictness(Strictness.LENIENT);
			}
			out.beginObject();
			out.name("jsonrpc").value(message.getJsonrpc() == null ? MessageConstants.JSONRPC_VERSION : message.getJsonrpc());
			if (notification != null) {
				out.name("method").value(notification.getMethod());
				out.name("params");
			} else {
				out.name("id");
				writeId(out, response.getRawId());
				out.name("result");
			}
			adapter(value.getClass()).write(out, value);
			out.endObject();
		} catch (IOException e) {
			throw new JsonIOException(e);
		}
		return true;
	}

	/**
	 * Writes the id as LSP4J does; an id that is a plain integer (every number id a peer sends in
	 * practice) is written as its text, which is what Gson writes after matching it against its
	 * pattern for JSON numbers.
	 */
	private static void writeId(JsonWriter out, Either<String, Number> id) throws IOException {
		if (id.isLeft()) {
			out.value(id.getLeft());
			return;
		}
		Number number = id.getRight();
		String text = number.toString();
		if (isPlainInteger(text)) {
			out.jsonValue(text);
		} else {
			out.value(number);
		}
	}

	/** Whether the text is a JSON integer: an optional minus, then 0 or digits not starting with 0. */
	private static boolean isPlainInteger(String text) {
		int start = text.startsWith("-") ? 1 : 0;
		if (start == text.length() || text.charAt(start) == '0' && text.length() > start + 1) {
			return false;
		}
		for (int i = start; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c < '0' || c > '9') {
				return false;
			}
		}
		return true;
	}

	private TypeAdapter<Object> adapter(Class<?> type) {
		TypeAdapter<Object> adapter = adapters.get(type);
		if (adapter == null) {
			adapter = lookUpAdapter(type);
			adapters.put(type, adapter);
		}
		return adapter;
	}

	/**
	 * Whether the Gson has no strictness of its own, so that {@code Gson.toJson} relaxes a writer of
	 * the legacy strictness to lenient, as {@link #writeDirect} does: told by whether a writer
	 * set up for it writes a NaN.
	 */
	private static boolean relaxesWriters(Gson gson) {
		try {
			gson.toJson(new JsonPrimitive(Double.NaN), gson.newJsonWriter(Writer.nullWriter()));
			return true;
		} catch (IOException | RuntimeException strict) {
			return false;
		}
	}

	@SuppressWarnings("unchecked")
	private TypeAdapter<Object> lookUpAdapter(Class<?> type) {
		return (TypeAdapter<Object>) gson.getAdapter(type);
	}

	/** Under the lock: signals the writer thread or, once it has ended, writes what is pending here. */
	private void wakeWriter() {
		if (writer != null) {
			work.signal();
			return;
		}
		while (pendingSize > 0 && !writing && failure == null) {
			writeBatch();
		}
	}

	/** The writer thread: writes what is pending, batch after batch, until {@link #close()}. */
	private void writeLoop() {
		lock.lock();
		try {
			while (failure == null && !closed) {
				if (pendingSize == 0 || writing) {
					work.await();
				} else {
					writeBatch();
				}
			}
		} catch (InterruptedException e) {
			// Nobody interrupts this thread but the JVM going down; what is pending goes with it.
		} finally {
			stopWriter();
			lock.unlock();
		}
	}

	/**
	 * Ends the writer thread once it has written what is pending (the peer's input has ended, so
	 * nothing much is left to say); messages handed over later are written by the thread that hands
	 * them over.
	 */
	public void close() {
		lock.lock();
		try {
			closed = true;
			work.signal();
		} finally {
			lock.unlock();
		}
	}

	/**
	 * Under the lock, with lines pending and no write in progress: takes every pending line, writes
	 * them in one write and flushes without holding the lock, and returns holding it again.
	 */
	private void writeBatch() {
		byte[] batch = pending;
		int size = pendingSize;
		pending = spare;
		pendingSize = 0;
		spare = null;
		writing = true;
		taken.signalAll();
		lock.unlock();
		IOException failed = null;
		try {
			output.write(batch, 0, size);
			output.flush();
		} catch (IOException e) {
			LOG.log(Level.FINE, "Writing to the peer failed", e);
			failed = e;
		} finally {
			lock.lock();
		}
		writing = false;
		spare = batch.length > 2 * maxPendingBytes ? new byte[INITIAL_BUFFER] : batch;
		if (failed != null) {
			failure = failed;
			pendingSize = 0;
		}
		taken.signalAll();
		if (pendingSize > 0 && writer != null) {
			work.signal();
		}
	}

	/** Called under the lock by the writer thread as it ends. */
	private void stopWriter() {
		writer = null;
		// What was handed over while it was stopping is written by the stopping thread.
		wakeWriter();
		try {
			Runtime.getRuntime().removeShutdownHook(exitHook);
		} catch (IllegalStateException shuttingDown) {
			// The hook is running or about to; it finds nothing left to wait for.
		}
		exitHook = null;
	}

	/**
	 * Waits until every message handed over so far is written and flushed, or writing failed. A peer
	 * that stops reading keeps it waiting; an interrupt ends the wait (the flag stays set).
	 */
	public void awaitWritten() {
		awaitWritten(Long.MAX_VALUE);
	}

	/** Runs as the JVM exits: lets the writer finish what was handed over, for a few seconds at most. */
	private void awaitWrittenBeforeExit() {
		awaitWritten(EXIT_NANOS);
	}

	private void awaitWritten(long nanos) {
		lock.lock();
		try {
			long left = nanos;
			while ((pendingSize > 0 || writing) && failure == null && left > 0) {
				left = taken.awaitNanos(left);
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} finally {
			lock.unlock();
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
