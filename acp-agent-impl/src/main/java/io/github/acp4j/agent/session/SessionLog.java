package io.github.acp4j.agent.session;

import java.io.IOException;
import java.nio.channels.ClosedChannelException;
import java.nio.file.AccessDeniedException;
import java.nio.file.FileSystemException;
import java.nio.file.NoSuchFileException;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.function.Consumer;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import com.google.gson.JsonElement;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.StoredMessage;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.NoticeSeverity;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * A session's records on their way to the store, and the one place that decides what a failed write
 * means. A new session whose file cannot be created is not made: its request fails with
 * {@link #STORE_UNAVAILABLE}. A record the store cannot take (a full disk, a folder that cannot be
 * written, a file that cannot be reopened) waits in memory with the records behind it, in order;
 * they are written before the next record, at the end of each turn and when the session is saved or
 * closed.
 * The store leaves a failed write's file as it was, so nothing is written twice or torn. The user is
 * told once when records start to wait and once when they are written. Past {@link #MAX_WAITING}
 * waiting records the session stops being saved (told once): its file keeps what was written before,
 * which loads.
 * <p>
 * One thread at a time writes: a record that comes while another thread writes (a change of mode
 * while the turn records a message) is queued behind, and written by that thread, in order, without
 * waiting for its disk.
 */
public final class SessionLog {

	private static final Logger LOG = Logger.getLogger(SessionLog.class.getName());
	/** The most records kept in memory for a store that fails: hundreds of turns. */
	static final int MAX_WAITING = 10_000;
	/** The error of a request that would make a session the store cannot create: it did nothing; retry later. */
	public static final int STORE_UNAVAILABLE = -32010;

	/** One record, written to an open log. */
	@FunctionalInterface
	private interface Record {
		void writeTo(SessionStore.Log log) throws IOException;
	}

	private final SessionStore store;
	private final String sessionId;
	private final Consumer<Notice> tell;
	/** The records not written yet, oldest first. */
	private final Deque<Record> waiting = new ArrayDeque<>();
	/** Whether a thread is writing; only that thread touches {@link #log}. */
	private boolean writing;
	/** The open log, or null until it could be opened (again). */
	private SessionStore.Log log;
	/** Why records wait, or null while the store takes them. */
	private IOException failure;
	/** Whether a sync is asked for and has not succeeded yet. */
	private boolean syncDue;
	/** Whether too many records waited: the session is no longer saved. */
	private boolean abandoned;
	private boolean closed;

	private SessionLog(SessionStore store, String sessionId, SessionStore.Log opened, Consumer<Notice> tell) {
		this.store = store;
		this.sessionId = sessionId;
		this.log = opened;
		this.tell = tell;
	}

	/**
	 * The log of a new session, whose file is created now with {@code header}.
	 *
	 * @throws ResponseErrorException {@link #STORE_UNAVAILABLE} when the file cannot be created (a full
	 *         disk, no file descriptor left): a session answered but never saved would be lost whole,
	 *         so it is not made, and the store keeps nothing of it
	 */
	static SessionLog create(SessionStore store, SessionHeader header, Consumer<Notice> tell) {
		try {
			return new SessionLog(store, header.sessionId(), store.create(header), tell);
		} catch (SessionStore.StoreUnavailableException e) {
			LOG.warning("Session " + header.sessionId() + " is not created: " + e.getMessage());
			throw unavailable(e);
		} catch (IOException e) {
			LOG.warning("Session " + header.sessionId() + " is not created: its file cannot be: " + e);
			throw JsonRpcErrors.error(STORE_UNAVAILABLE, "The session cannot be saved (" + why(e)
					+ "), so it was not created; free some disk space or file descriptors, or fix the session folder, and try again");
		}
	}

	/**
	 * The log of a stored session, {@code opened} by the caller, or null when that failed: it is then
	 * opened again now and with each record until that works.
	 */
	static SessionLog reopen(SessionStore store, String sessionId, SessionStore.Log opened, Consumer<Notice> tell) {
		SessionLog reopened = new SessionLog(store, sessionId, opened, tell);
		reopened.write();
		return reopened;
	}

	/** Appends one completed message. */
	public void append(StoredMessage message) {
		add(log -> log.append(message));
	}

	/** Records a compaction: from here on the model continues from {@code history}. */
	public void compacted(List<ChatMessage> history) {
		List<ChatMessage> copy = List.copyOf(history);
		add(log -> log.compacted(copy));
	}

	/** Records that the conversation starts over ({@code /clear}). */
	public void clear() {
		add(SessionStore.Log::clear);
	}

	/** Records the session's title. */
	public void title(String title) {
		add(log -> log.title(title));
	}

	/** Records the session's mode and {@code provider/model}. */
	public void settings(String mode, String model) {
		add(log -> log.settings(mode, model));
	}

	/** Records the session's value for one of its options (see {@link SessionStore.Log#option}). */
	public void option(String key, JsonElement value) {
		add(log -> log.option(key, value));
	}

	/** Writes what waits and forces it to the disk (at the end of each turn). */
	public void sync() {
		synchronized (this) {
			if (closed || abandoned) {
				return;
			}
			syncDue = true;
		}
		write();
	}

	/**
	 * Writes what waits, forces it to the disk and closes the file, which stays; records still waiting
	 * then are lost, and logged. Records after this are dropped.
	 */
	public void close() {
		synchronized (this) {
			if (closed) {
				return;
			}
			closed = true;
			// The write in progress ends (its records written or failed); no other starts once closed.
			boolean interrupted = false;
			while (writing) {
				try {
					wait();
				} catch (InterruptedException e) {
					interrupted = true;
				}
			}
			if (interrupted) {
				Thread.currentThread().interrupt();
			}
			writing = true;
			syncDue = !abandoned;
		}
		if (!abandoned) {
			writeWaiting(true);
		}
		synchronized (this) {
			if (!waiting.isEmpty()) {
				LOG.warning("Session " + sessionId + " is closed with " + waiting.size() + " records not written: " + failure);
				waiting.clear();
			}
			closeLog();
			writing = false;
		}
	}

	/** What the client is told in the answer of a turn that ends while the session is not being saved; empty while it is. */
	public synchronized Optional<String> problem() {
		if (abandoned) {
			return Optional.of("This session is no longer being saved: " + why(failure));
		}
		if (failure == null) {
			return Optional.empty();
		}
		return Optional.of("This session is not being saved: " + why(failure) + "; " + waiting.size()
				+ (waiting.size() == 1 ? " record waits" : " records wait") + " in memory");
	}

	private void add(Record record) {
		synchronized (this) {
			if (closed) {
				LOG.warning("Session " + sessionId + ": a record came after the session was saved and closed; it is not stored");
				return;
			}
			if (abandoned) {
				return;
			}
			waiting.add(record);
		}
		write();
	}

	/** Writes what waits, unless another thread is writing (it writes what was added, in order); tells what changed. */
	private void write() {
		synchronized (this) {
			if (writing || closed) {
				return;
			}
			writing = true;
		}
		Notice notice = writeWaiting(false);
		if (notice != null) {
			tell.accept(notice);
		}
	}

	/**
	 * Writes the waiting records in order (opening the log first if it is not open), then syncs if
	 * due, as the one thread writing; it stops when nothing is left or a write failed, giving up its
	 * place as the writer in the same step unless {@code keepWriting} (a close, which closes the log
	 * next). Returns the notice to send, if the state changed.
	 */
	private Notice writeWaiting(boolean keepWriting) {
		while (true) {
			Record next;
			synchronized (this) {
				next = waiting.peek();
				if (next == null && !syncDue && log != null) {
					stopWriting(keepWriting);
					return recovered();
				}
			}
			try {
				if (log == null) {
					log = store.open(sessionId);
				}
				if (next != null) {
					next.writeTo(log);
				} else if (syncDue) {
					log.sync();
				}
			} catch (IOException e) {
				synchronized (this) {
					stopWriting(keepWriting);
					return failed(e);
				}
			} catch (RuntimeException | Error e) {
				// What cannot be written for another reason (a bug) is dropped, not tried forever.
				synchronized (this) {
					if (next != null) {
						waiting.remove();
					}
					syncDue = false;
					stopWriting(keepWriting);
				}
				throw e;
			}
			synchronized (this) {
				if (next != null) {
					waiting.remove();
				} else {
					syncDue = false;
				}
			}
		}
	}

	private void stopWriting(boolean keepWriting) {
		if (!keepWriting) {
			writing = false;
			notifyAll();
		}
	}

	/** The notice that records are saved again, once they were waiting; null if they were not. */
	private Notice recovered() {
		if (failure == null) {
			return null;
		}
		LOG.info("Session " + sessionId + " is saved again: the records that waited are written");
		failure = null;
		return Notice.builder(NoticeSeverity.INFO, "This session is being saved again")
				.description("What it recorded while the session store could not be written is saved now.").build();
	}

	private Notice failed(IOException e) {
		if (e instanceof ClosedChannelException) {
			// The file was closed under the log (an interrupted write closes its channel): opened again next time.
			closeLog();
		}
		if (waiting.size() > MAX_WAITING) {
			abandoned = true;
			failure = e;
			LOG.warning("Session " + sessionId + " is no longer saved: " + waiting.size() + " records waited for the store: " + e);
			waiting.clear();
			closeLog();
			return Notice.builder(NoticeSeverity.ERROR, "This session is no longer being saved")
					.description("More than " + MAX_WAITING + " records waited for the session store (" + why(e) + "). Its file keeps "
							+ "what was saved before, which loads; start a new session to be saved again.")
					.build();
		}
		boolean first = failure == null;
		failure = e;
		if (!first) {
			return null;
		}
		LOG.warning("Session " + sessionId + " is not being saved; its records wait in memory: " + e);
		return Notice.builder(NoticeSeverity.ERROR, "This session is not being saved")
				.description(why(e) + ". What it records is kept in memory and saved once the session store can be written "
						+ "again (free some disk space, or fix the folder's permissions); what is already saved still loads.")
				.build();
	}

	private void closeLog() {
		if (log != null) {
			try {
				log.close();
			} catch (IOException e) {
				LOG.fine("Closing the log of session " + sessionId + ": " + e);
			}
			log = null;
		}
	}

	/**
	 * The answer to a request that needed the store while it could not be reached (a shared database
	 * that went away): {@link #STORE_UNAVAILABLE}, one line; the request did nothing.
	 */
	public static ResponseErrorException unavailable(SessionStore.StoreUnavailableException e) {
		return JsonRpcErrors.error(STORE_UNAVAILABLE, e.getMessage() + "; the request did nothing, try again later");
	}

	/**
	 * {@code failure} as the answer it makes: {@link #unavailable} when it is, or carries, the store
	 * being unreachable; else itself.
	 */
	public static RuntimeException answerFor(RuntimeException failure) {
		if (failure instanceof java.io.UncheckedIOException unchecked
				&& unchecked.getCause() instanceof SessionStore.StoreUnavailableException unavailable) {
			return unavailable(unavailable);
		}
		return failure;
	}

	/**
	 * A failure in words for the client, without the exception's class: the operating system's reason,
	 * not the file, whose path (the home, the user's name) a remote client has no business seeing; the
	 * log has it.
	 */
	static String why(IOException e) {
		if (e instanceof SessionStore.SessionLockedException) {
			return e.getMessage();
		}
		if (e instanceof FileSystemException fs) {
			String reason = fs.getReason() != null ? fs.getReason()
					: e instanceof AccessDeniedException ? "Permission denied"
					: e instanceof NoSuchFileException ? "No such file or directory" : "The file cannot be written";
			return reason;
		}
		if (e instanceof ClosedChannelException) {
			return "The session file was closed";
		}
		return e.getMessage() == null ? "The session store cannot be written" : JsonRpcErrors.oneLine(e.getMessage());
	}
}
