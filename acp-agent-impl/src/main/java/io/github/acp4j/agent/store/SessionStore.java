package io.github.acp4j.agent.store;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import com.google.gson.JsonElement;

import io.github.acp4j.agent.spi.ChatMessage;

/**
 * Where sessions survive the process: one append-only log per session. A record is written when its
 * message completes; a crash loses at most the message in flight.
 */
public interface SessionStore {

	/** A session as listed: no messages. */
	record Summary(String sessionId, String cwd, String title, Instant updatedAt) {
	}

	/** One page of a listing, newest first; {@code nextCursor} is null on the last page. */
	record Page(List<Summary> sessions, String nextCursor) {
	}

	/**
	 * An open log, appended to by the session's turns. A record that cannot be written throws and
	 * leaves the log as it was before it, so that it may be written again later (after a full disk
	 * was freed) without a torn or doubled record.
	 */
	interface Log extends AutoCloseable {

		/** Appends one completed message. */
		void append(StoredMessage message) throws IOException;

		/**
		 * Records a compaction: from here on the model continues from {@code history} (a summary and
		 * the messages kept), while a replay still shows every message appended before.
		 */
		void compacted(List<ChatMessage> history) throws IOException;

		/**
		 * Records that the conversation starts over ({@code /clear}): a session read back holds only
		 * the messages appended after the last such record.
		 */
		void clear() throws IOException;

		/** Records the session's title. */
		void title(String title) throws IOException;

		/** Records the session's mode and {@code provider/model}, as a client last set them. */
		void settings(String mode, String model) throws IOException;

		/**
		 * Records the session's value for an option of its own ({@code key}, such as the client's system
		 * prompt or the thinking level); a session read back has the value last recorded for each key,
		 * none for a {@code JsonNull}. A store that predates options keeps none.
		 */
		default void option(String key, JsonElement value) throws IOException {
		}

		/** Forces what was appended to the disk (at the end of a turn). */
		void sync() throws IOException;

		@Override
		void close() throws IOException;
	}

	/**
	 * Thrown when another process, or another connection of this one, has the session open: a session
	 * has one owner at a time.
	 */
	final class SessionLockedException extends IOException {
		private static final long serialVersionUID = 1L;

		/** Another acp4j process has the session open. */
		public SessionLockedException(String sessionId) {
			this(sessionId, "another acp4j process");
		}

		private SessionLockedException(String sessionId, String owner) {
			super("Session " + sessionId + " is open in " + owner);
		}

		/** Another connection of this process has the session open. */
		public static SessionLockedException onAnotherConnection(String sessionId) {
			return new SessionLockedException(sessionId, "another connection of this acp4j process");
		}
	}

	/**
	 * Thrown (or, where a method throws no {@link IOException}, carried by an
	 * {@link java.io.UncheckedIOException}) when the store cannot be reached: a shared database that
	 * went away. Nothing was written; the same call may succeed later. Clients are answered -32010.
	 */
	final class StoreUnavailableException extends IOException {
		private static final long serialVersionUID = 1L;

		/** @param why one line, with no credentials in it */
		public StoreUnavailableException(String why, Throwable cause) {
			super("the session store is unavailable: " + why, cause);
		}
	}

	/** Starts the log of a new session with its header; this process owns the session until the log is closed. */
	Log create(SessionHeader header) throws IOException;

	/**
	 * Reopens the log of a stored session to append to it; this process owns the session until the
	 * log is closed. A last record a crash tore is dropped first, so that the next one is not lost
	 * with it.
	 *
	 * @throws SessionLockedException when another process, or another connection of this one, has it open
	 */
	Log open(String sessionId) throws IOException;

	/** Reads a stored session; empty when there is none or it cannot be read at all. */
	Optional<StoredSession> read(String sessionId);

	/**
	 * Lists stored sessions newest first, {@code pageSize} at a time, only those of {@code cwd} when it
	 * is not null; a subagent's session ({@link SessionHeader#parent}) is not listed: its parent shows it.
	 *
	 * @param cursor a {@link Page#nextCursor} from the previous page, or null for the first
	 * @param pageSize at least 1
	 * @throws IllegalArgumentException for a cursor this store did not make
	 */
	Page list(String cwd, String cursor, int pageSize);

	/**
	 * Deletes a stored session, and its subagents' sessions with it; false when there was none.
	 *
	 * @throws SessionLockedException when another process (or another connection of this one) has it
	 *                                open, since its later writes would go to a file no one can load
	 */
	boolean delete(String sessionId) throws IOException;
}
