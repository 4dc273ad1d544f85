package io.github.acp4j.http.server.internal;

import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;

import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * One SSE stream of a Streamable HTTP connection (the connection's, or a session's): the messages
 * routed to it wait here until a GET takes them, then leave as {@code data:} events, all that waited
 * in one write. At most one GET reads it at a time.
 */
final class Outbox {

	private static final byte[] KEEP_ALIVE = ":\n\n".getBytes(StandardCharsets.UTF_8);

	/** Characters of updates that are written without waiting for more. */
	private static final int BATCH = 16 * 1024;
	/** How long an update waits for others to leave with it. */
	private static final long BATCH_DELAY_MICROS = 500;

	private final RemoteConnection connection;
	private final Registry flushes;
	private final Queue<String> queue = new ArrayDeque<>();
	// Guarded by this.
	private Response response;
	private Callback done;
	private boolean writing;
	private boolean flushScheduled;
	/** What waits for this stream's messages to be written (see {@link #whenWritten}). */
	private final List<Runnable> drained = new ArrayList<>();
	/** Characters queued since the last write. */
	private long queued;
	private boolean finished;
	private long writtenNanos;

	/** @param flushes where scheduled flushes run */
	Outbox(RemoteConnection connection, Registry flushes) {
		this.connection = connection;
		this.flushes = flushes;
	}

	/**
	 * Queues a message, already counted as held by the connection, and writes it if a GET reads this
	 * stream: at once when {@code urgent} (an answer, a request) or when enough waits, else once the
	 * flush it schedules runs, so that a turn's burst of updates leaves in few writes (as over
	 * WebSocket).
	 */
	synchronized void push(String json, boolean urgent) {
		if (finished) {
			return;
		}
		queue.add(json);
		queued += json.length();
		if (urgent || queued >= BATCH) {
			flush();
		} else if (!flushScheduled) {
			flushScheduled = true;
			flushes.later(this::scheduledFlush, BATCH_DELAY_MICROS);
		}
	}

	/**
	 * Runs {@code then}, on the registry's thread, once what a GET reads on this stream now has been
	 * written, and answers true; answers false (and does not run it) when nothing is being written.
	 */
	synchronized boolean whenWritten(Runnable then) {
		if (response == null || !writing && queue.isEmpty()) {
			return false;
		}
		drained.add(then);
		return true;
	}

	/** Hands what waited for this stream's writes to the registry's thread. */
	private void releaseDrained() {
		drained.forEach(then -> flushes.later(then, 0));
		drained.clear();
	}

	/** Writes what waits, if a GET reads this stream and no write is under way (that one's end writes it). */
	synchronized void flushNow() {
		flush();
	}

	private synchronized void scheduledFlush() {
		flushScheduled = false;
		flush();
	}

	/** Makes {@code response} the reader of this stream; false when another GET reads it. */
	synchronized boolean attach(Response reader, Callback callback) {
		if (response != null || finished) {
			return false;
		}
		response = reader;
		done = callback;
		writing = true;
		writtenNanos = System.nanoTime();
		// The headers and a first comment go out at once: the client's fetch resolves on them.
		reader.write(false, ByteBuffer.wrap(KEEP_ALIVE), Callback.from(() -> written(0), this::failed));
		return true;
	}

	synchronized boolean hasReader() {
		return response != null;
	}

	synchronized boolean isEmpty() {
		return queue.isEmpty() && !writing;
	}

	/** Whether a write to the reader has waited {@code limit} nanoseconds for the client to take it. */
	synchronized boolean isStalled(long now, long limit) {
		return response != null && writing && now - writtenNanos > limit;
	}

	/** Sends a keep-alive comment when nothing was written for {@code interval} nanoseconds. */
	synchronized void keepAlive(long now, long interval) {
		if (response != null && !writing && now - writtenNanos > interval) {
			writing = true;
			writtenNanos = now;
			response.write(false, ByteBuffer.wrap(KEEP_ALIVE), Callback.from(() -> written(0), this::failed));
		}
	}

	/** Ends the stream: its GET completes, what waits is dropped (the connection ended). */
	synchronized void finish() {
		finished = true;
		queue.clear();
		releaseDrained();
		if (response != null && !writing) {
			Response reader = response;
			Callback callback = done;
			response = null;
			reader.write(true, null, callback);
		}
	}

	private void flush() {
		if (response == null || writing || queue.isEmpty()) {
			return;
		}
		queued = 0;
		StringBuilder events = new StringBuilder();
		long bytes = 0;
		for (String json; (json = queue.poll()) != null;) {
			events.append("data: ").append(json).append("\n\n");
			bytes += json.length();
		}
		writing = true;
		writtenNanos = System.nanoTime();
		long taken = bytes;
		response.write(false, ByteBuffer.wrap(events.toString().getBytes(StandardCharsets.UTF_8)),
				Callback.from(() -> written(taken), this::failed));
	}

	private synchronized void written(long bytes) {
		writing = false;
		connection.taken(bytes);
		if (finished) {
			finish();
		} else {
			flush();
		}
		if (!writing && queue.isEmpty()) {
			releaseDrained();
		}
	}

	/** The GET is gone (its client closed it): the stream waits for the next one; what was being written is lost with it. */
	private void failed(Throwable failure) {
		Callback callback;
		synchronized (this) {
			writing = false;
			callback = done;
			response = null;
			done = null;
			releaseDrained();
		}
		if (callback != null) {
			callback.failed(failure);
		}
	}

}
