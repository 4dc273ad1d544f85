package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.Condition;
import java.util.concurrent.locks.ReentrantLock;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.JsonRpcException;
import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

import io.github.acp4j.jsonrpc.MessageListener;

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

	private final OutputStream output;
	private final MessageWriter messages;
	private final int maxPendingBytes;
	private final MessageListener listener;
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
		this(output, jsonHandler, maxPendingBytes, null);
	}

	/** @param listener told of each message in the order they are written, or null */
	public NdjsonMessageConsumer(OutputStream output, MessageJsonHandler jsonHandler, int maxPendingBytes, MessageListener listener) {
		this.listener = listener;
		if (maxPendingBytes <= 0) {
			throw new IllegalArgumentException("maxPendingBytes must be positive: " + maxPendingBytes);
		}
		this.output = output;
		this.messages = new MessageWriter(jsonHandler);
		this.maxPendingBytes = maxPendingBytes;
		writer = new Thread(this::writeLoop, "ndjson-writer");
		writer.setDaemon(true);
		exitHook = new Thread(this::awaitWrittenBeforeExit, "ndjson-writer-exit");
		Runtime.getRuntime().addShutdownHook(exitHook);
		writer.start();
	}

	@Override
	public void consume(Message message) {
		// Gson escapes control characters inside strings, so the only line feed is the terminator.
		String text = messages.text(message, "\n");
		byte[] line = text.getBytes(StandardCharsets.UTF_8);
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
			if (listener != null) {
				Listening.sent(listener, text.substring(0, text.length() - 1));
			}
			if (writing) {
				return;
			}
			if ((message instanceof ResponseMessage || message instanceof Batches.Answers) && pendingSize == line.length) {
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
}
