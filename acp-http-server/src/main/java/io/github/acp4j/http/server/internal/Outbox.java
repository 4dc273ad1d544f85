package io.github.acp4j.http.server.internal;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.ThreadLocalRandom;

import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;

/**
 * One SSE stream of a Streamable HTTP connection (the connection's, or a session's): the messages
 * routed to it wait here until a GET takes them, then leave as events, several to a write. At most
 * one GET reads it at a time.
 *
 * <p>Nothing is lost when a GET goes (a proxy's timeout, a network blip) while the stream lives on:
 * each event has an {@code id}, a write whose GET failed is written again to the next GET, and the
 * events written last are kept a while, so that a GET with {@code Last-Event-ID} gets again what its
 * predecessor's client did not read (what the kernel had taken but the client never received) and
 * nothing it did read.
 */
final class Outbox {

	private static final byte[] KEEP_ALIVE = ":\n\n".getBytes(StandardCharsets.UTF_8);

	/** Characters of updates that are written without waiting for more, and at most in one write (but one event). */
	private static final int BATCH = 16 * 1024;
	/** How long an update waits for others to leave with it. */
	private static final long BATCH_DELAY_MICROS = 500;
	/**
	 * Characters of written events kept for a GET that resumes with {@code Last-Event-ID}: what a cut
	 * can lose is what the kernel's buffers held (thousands of updates fit), and each stream of every
	 * connection keeps this much, so it stays small.
	 */
	private static final long RETAINED = 256 * 1024;

	/** One event: its id on this stream, its message, and whether the connection still counts it as held. */
	private record Event(long id, String json, boolean held) {
		Event written() {
			return held ? new Event(id, json, false) : this;
		}
	}

	private final RemoteConnection connection;
	private final Registry flushes;
	// All guarded by this.
	private final Deque<Event> queue = new ArrayDeque<>();
	/** What the write under way carries, to be written again if its GET fails. */
	private final List<Event> inFlight = new ArrayList<>();
	/** Events written, oldest first, at most {@link #RETAINED} characters of them (a larger event is not kept). */
	private final Deque<Event> retained = new ArrayDeque<>();
	private long retainedChars;
	private long nextId = 1;
	/**
	 * What each event id of this stream begins with, so that a {@code Last-Event-ID} of another stream
	 * (every stream counts from 1) or of an earlier connection is told apart and ignored.
	 */
	private final String idPrefix = Long.toString(ThreadLocalRandom.current().nextLong() & Long.MAX_VALUE, 36) + "-";
	private Response response;
	private Callback done;
	private boolean writing;
	private boolean flushScheduled;
	/** What waits for this stream's messages to be written (see {@link #whenWritten}). */
	private final List<Runnable> drained = new ArrayList<>();
	/** Characters queued since the last write. */
	private long queued;
	private boolean finished;
	/** Whether a finished stream takes nothing more: it was aborted, or its last GET completed or went. */
	private boolean closed;
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
		if (closed) {
			return;
		}
		queue.add(new Event(nextId++, json, true));
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

	/**
	 * Makes {@code reader} the reader of this stream; false when another GET reads it.
	 *
	 * @param lastEventId the GET's {@code Last-Event-ID}, or null: the events after it that were written
	 *                    to an earlier GET are written again, and none up to it
	 */
	synchronized boolean attach(Response reader, Callback callback, String lastEventId) {
		if (response != null || finished) {
			return false;
		}
		long last = parseId(lastEventId);
		if (last >= 0) {
			resumeAfter(last);
		}
		response = reader;
		done = callback;
		writing = true;
		writtenNanos = System.nanoTime();
		// The headers and a first comment go out at once: the client's fetch resolves on them.
		reader.write(false, ByteBuffer.wrap(KEEP_ALIVE), Callback.from(() -> written(), this::failed));
		return true;
	}

	/**
	 * The number of {@code Last-Event-ID}, or -1 for none or one this stream never gave. One of a write
	 * whose GET failed counts: its client read that far before the cut.
	 */
	private long parseId(String lastEventId) {
		if (lastEventId == null || !lastEventId.strip().startsWith(idPrefix)) {
			return -1;
		}
		try {
			long id = Long.parseLong(lastEventId.strip().substring(idPrefix.length()));
			return id >= 0 && id < nextId ? id : -1;
		} catch (NumberFormatException e) {
			return -1;
		}
	}

	/**
	 * Puts back in front of the queue the written events after {@code last} (they leave the retained
	 * ones, and come back when written again), and drops those up to it from the queue.
	 */
	private void resumeAfter(long last) {
		while (!queue.isEmpty() && queue.peekFirst().id() <= last) {
			Event seen = queue.pollFirst();
			if (seen.held()) {
				connection.taken(seen.json().length());
			}
		}
		while (!retained.isEmpty() && retained.peekLast().id() > last) {
			Event again = retained.pollLast();
			retainedChars -= again.json().length();
			queue.addFirst(again);
		}
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
			response.write(false, ByteBuffer.wrap(KEEP_ALIVE), Callback.from(() -> written(), this::failed));
		}
	}

	/**
	 * Ends the stream (the connection ended). Its GET, if one reads it, gets what waits and then
	 * completes, so that the last answers (a SIGTERM's {@code cancelled}) reach a client that reads; with
	 * {@code abort} (a client past a limit) what waits is dropped and a write under way is aborted at
	 * once, so that a client that stopped reading does not keep it, and its memory, while it drains.
	 */
	void finish(boolean abort) {
		Callback aborted = null;
		synchronized (this) {
			if (closed || finished && !abort) {
				return;
			}
			finished = true;
			retained.clear();
			if (abort || response == null) {
				closed = true;
				queue.clear();
				releaseDrained();
			}
			if (response != null) {
				if (abort && writing) {
					aborted = done;
					response = null;
					done = null;
				} else if (!writing) {
					flush();
					if (!writing) {
						complete();
					}
				}
			}
		}
		if (aborted != null) {
			aborted.failed(new IOException("The connection ended"));
		}
	}

	/** Ends the GET of a finished stream, all written. */
	private void complete() {
		closed = true;
		Response reader = response;
		Callback callback = done;
		response = null;
		done = null;
		releaseDrained();
		reader.write(true, null, callback);
	}

	/** Whether nothing of this stream is left to write to a reader: none reads it, or all was written. */
	synchronized boolean isDrained() {
		return closed || response == null || queue.isEmpty() && !writing;
	}

	private void flush() {
		if (response == null || writing || queue.isEmpty()) {
			return;
		}
		queued = 0;
		StringBuilder events = new StringBuilder();
		long size = 0;
		while (!queue.isEmpty() && (inFlight.isEmpty() || size + queue.peekFirst().json().length() <= BATCH)) {
			Event event = queue.pollFirst();
			inFlight.add(event);
			events.append("id: ").append(idPrefix).append(event.id()).append("\ndata: ").append(event.json()).append("\n\n");
			size += event.json().length();
		}
		writing = true;
		writtenNanos = System.nanoTime();
		response.write(false, ByteBuffer.wrap(events.toString().getBytes(StandardCharsets.UTF_8)),
				Callback.from(this::written, this::failed));
	}

	private synchronized void written() {
		writing = false;
		long taken = 0;
		for (Event event : inFlight) {
			if (event.held()) {
				taken += event.json().length();
			}
			if (!finished) {
				retain(event.written());
			}
		}
		inFlight.clear();
		connection.taken(taken);
		flush();
		if (finished && !writing && response != null) {
			complete();
			return;
		}
		if (!writing && queue.isEmpty()) {
			releaseDrained();
		}
	}

	private void retain(Event event) {
		if (event.json().length() > RETAINED) {
			// Kept, it would be all there is; the client that lost it can load the session.
			retained.clear();
			retainedChars = 0;
			return;
		}
		retained.addLast(event);
		retainedChars += event.json().length();
		while (retainedChars > RETAINED && retained.size() > 1) {
			retainedChars -= retained.pollFirst().json().length();
		}
	}

	/**
	 * The GET is gone (its client closed it): the stream waits for the next one, and what was being
	 * written goes first to it, since nothing says the client read it.
	 */
	private void failed(Throwable failure) {
		Callback callback;
		synchronized (this) {
			writing = false;
			for (int i = inFlight.size() - 1; i >= 0; i--) {
				queue.addFirst(inFlight.get(i));
			}
			inFlight.clear();
			if (finished) {
				closed = true;
				queue.clear();
			}
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
