package io.github.acp4j.agent.spi;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Optional;

import com.google.gson.JsonElement;
import com.google.inject.Binder;
import com.google.inject.binder.LinkedBindingBuilder;
import com.google.inject.multibindings.OptionalBinder;

/**
 * Where sessions survive the process: one append-only log per session, held by one owner at a time.
 * A record is written when its message completes; a crash loses at most the message in flight.
 *
 * <p>The agent ships two: the JSONL files of the session directory (the default) and PostgreSQL
 * ({@code --store postgresql://...}), shared by any number of agents. An extension replaces them
 * with its own, in its Guice module:
 *
 * <pre>{@code
 * SessionStore.bind(binder()).to(MyStore.class).in(Singleton.class);
 * }</pre>
 *
 * <p>What every store does (the agent's {@code SessionStoreContract} test checks it): records are read
 * back in the order they were appended, a record that cannot be written leaves the log as it was, a
 * session is held by one {@link Log} at a time across every process sharing the store (a second
 * {@link #open} is refused with {@link SessionLockedException} until the first is closed or its
 * holder is gone), a record torn or corrupt is skipped, and methods may be called from any thread.
 * A store that cannot be reached says so with {@link StoreUnavailableException}.
 */
public interface SessionStore extends AutoCloseable {

	/**
	 * A session as listed: no messages.
	 *
	 * @param sessionId the ACP session id
	 * @param cwd       the session's working directory
	 * @param title     the title, or null
	 * @param updatedAt when a record was last appended
	 */
	record Summary(String sessionId, String cwd, String title, Instant updatedAt) {

		/** A listed session. */
		public static Summary of(String sessionId, String cwd, String title, Instant updatedAt) {
			return builder(sessionId, cwd, updatedAt).title(title).build();
		}

		/** A builder with the required parts; no title. */
		public static Summary.Builder builder(String sessionId, String cwd, Instant updatedAt) {
			return new Summary.Builder(sessionId, cwd, updatedAt);
		}

		/** A builder with this summary's values. */
		public Summary.Builder toBuilder() {
			return builder(sessionId, cwd, updatedAt).title(title);
		}

		/** Builds a {@link Summary} one component at a time. */
		public static final class Builder {
			private String sessionId;
			private String cwd;
			private String title;
			private Instant updatedAt;

			private Builder(String sessionId, String cwd, Instant updatedAt) {
				this.sessionId = sessionId;
				this.cwd = cwd;
				this.updatedAt = updatedAt;
			}

			/** The ACP session id. */
			public Summary.Builder sessionId(String sessionId) {
				this.sessionId = sessionId;
				return this;
			}

			/** The session's working directory. */
			public Summary.Builder cwd(String cwd) {
				this.cwd = cwd;
				return this;
			}

			/** The title, or null. */
			public Summary.Builder title(String title) {
				this.title = title;
				return this;
			}

			/** When a record was last appended. */
			public Summary.Builder updatedAt(Instant updatedAt) {
				this.updatedAt = updatedAt;
				return this;
			}

			/** A new {@link Summary}. */
			public Summary build() {
				return new Summary(sessionId, cwd, title, updatedAt);
			}
		}
	}

	/**
	 * One page of a listing, newest first.
	 *
	 * @param sessions   the sessions of the page
	 * @param nextCursor what {@link #list} is given for the next page; null on the last page
	 */
	record Page(List<Summary> sessions, String nextCursor) {

		public Page {
			sessions = List.copyOf(sessions);
		}

		/** A page, followed by the one {@code nextCursor} names (null: none). */
		public static Page of(List<Summary> sessions, String nextCursor) {
			return builder(sessions).nextCursor(nextCursor).build();
		}

		/** A builder of the last page. */
		public static Page.Builder builder(List<Summary> sessions) {
			return new Page.Builder(sessions);
		}

		/** A builder with this page's values. */
		public Page.Builder toBuilder() {
			return builder(sessions).nextCursor(nextCursor);
		}

		/** Builds a {@link Page} one component at a time. */
		public static final class Builder {
			private List<Summary> sessions;
			private String nextCursor;

			private Builder(List<Summary> sessions) {
				this.sessions = sessions;
			}

			/** The sessions of the page. */
			public Page.Builder sessions(List<Summary> sessions) {
				this.sessions = sessions;
				return this;
			}

			/** The cursor of the next page, or null on the last. */
			public Page.Builder nextCursor(String nextCursor) {
				this.nextCursor = nextCursor;
				return this;
			}

			/** A new {@link Page}. */
			public Page build() {
				return new Page(sessions, nextCursor);
			}
		}
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

		/** Makes what was appended durable: called at the end of a turn, before its answer goes out. */
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

	/**
	 * Ends the store once the agent's sessions are closed (a pool of connections, leases given back);
	 * nothing by default.
	 */
	@Override
	default void close() throws IOException {
	}

	/**
	 * The binding of the agent's store, for an extension's module to set: it replaces the built-in
	 * stores, {@code --store} included.
	 */
	static LinkedBindingBuilder<SessionStore> bind(Binder binder) {
		return OptionalBinder.newOptionalBinder(binder, SessionStore.class).setBinding();
	}
}
