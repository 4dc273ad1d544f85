package io.github.acp4j.agent.store.internal;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.NoSuchFileException;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.SQLTransientConnectionException;
import java.sql.Statement;
import java.sql.Timestamp;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.logging.Logger;

import javax.sql.DataSource;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.zaxxer.hikari.HikariConfig;
import com.zaxxer.hikari.HikariDataSource;

import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.store.StoreUrl;
import io.github.acp4j.agent.spi.StoredSession;

/**
 * Sessions in PostgreSQL, shared by any number of agents (replicas): a row per session (its header,
 * title, when it last changed, and its lease), a row per record, in order, as {@link JsonlSessionStore}
 * writes lines. One replica holds a session at a time: opening it takes a lease, which the holder
 * renews every third of {@code lease} and gives back when it closes it; another replica may take it
 * once it has run out (the holder was killed, froze or lost the database). Every take makes a new
 * lease token, and a record is only written while the row still holds the writer's token, in the
 * same statement: two replicas never interleave one session's records, and a holder whose lease was
 * taken stops at its next record. Each record is committed before its append returns.
 * <p>
 * The database going away fails the call with {@link SessionStore.StoreUnavailableException};
 * nothing is half-written (a record is one row), and the pool connects again once it is back.
 */
public final class PostgresSessionStore implements SessionStore, AutoCloseable {

	private static final Logger LOG = Logger.getLogger(PostgresSessionStore.class.getName());
	/** The schema this agent knows; a database at a newer one is refused. */
	static final int SCHEMA_VERSION = 1;
	/** The largest record a session may hold: a bigger one is refused whole. */
	static final int MAX_RECORD_BYTES = 32 * 1024 * 1024;
	/** Who takes the schema lock: two replicas starting at once apply it once. */
	private static final long MIGRATION_LOCK = 0x616370346A5F7331L; // "acp4j_s1"
	private static final String[] SCHEMA_1 = {
			"CREATE TABLE acp4j_sessions (session_id text PRIMARY KEY, cwd text NOT NULL, parent text, header text NOT NULL,"
					+ " title text, updated_at timestamptz NOT NULL, holder text, lease_token bigint NOT NULL DEFAULT 0,"
					+ " lease_until timestamptz)",
			"CREATE INDEX acp4j_sessions_newest ON acp4j_sessions (updated_at DESC, session_id DESC)",
			"CREATE INDEX acp4j_sessions_cwd ON acp4j_sessions (cwd, updated_at DESC, session_id DESC)",
			"CREATE INDEX acp4j_sessions_parent ON acp4j_sessions (parent)",
			"CREATE TABLE acp4j_records (session_id text NOT NULL REFERENCES acp4j_sessions ON DELETE CASCADE,"
					+ " seq bigint NOT NULL, record text NOT NULL, PRIMARY KEY (session_id, seq))" };

	private final DataSource database;
	private final String where;
	private final Duration lease;
	/** This process among the replicas: who holds a lease. */
	private final String replica = UUID.randomUUID().toString();
	/** The sessions this process holds, by id: another connection of it is refused as the file lock refuses it. */
	private final Map<String, RowLog> held = new ConcurrentHashMap<>();
	private final ScheduledExecutorService renewals;
	private final AutoCloseable closeDatabase;

	private PostgresSessionStore(DataSource database, AutoCloseable closeDatabase, String where, Duration lease) {
		this.database = database;
		this.closeDatabase = closeDatabase;
		this.where = where;
		this.lease = lease;
		this.renewals = Executors.newSingleThreadScheduledExecutor(task -> {
			Thread thread = new Thread(task, "acp4j-store-leases");
			thread.setDaemon(true);
			return thread;
		});
		long period = Math.max(1, lease.toMillis() / 3);
		renewals.scheduleWithFixedDelay(this::renew, period, period, TimeUnit.MILLISECONDS);
	}

	/**
	 * Connects to the database at {@code url} with {@code password} (null: none), creating or
	 * upgrading its tables; {@code lease} is how long a session stays held by a replica that stopped
	 * renewing it.
	 *
	 * @throws StoreUnavailableException when the database cannot be reached or its schema is newer
	 *                                   than this agent's
	 */
	public static PostgresSessionStore connect(StoreUrl url, String password, Duration lease) throws StoreUnavailableException {
		HikariConfig config = new HikariConfig();
		config.setJdbcUrl(url.jdbcUrl());
		config.setUsername(url.user());
		if (password != null) {
			config.setPassword(password);
		}
		config.setPoolName("acp4j-store");
		config.setMaximumPoolSize(8);
		config.setMinimumIdle(1);
		// A request waits this long for the database, then is answered -32010: a client is not held.
		config.setConnectionTimeout(5_000);
		config.setValidationTimeout(2_000);
		config.setInitializationFailTimeout(5_000);
		config.addDataSourceProperty("ApplicationName", "acp4j");
		config.addDataSourceProperty("connectTimeout", "5");
		config.addDataSourceProperty("socketTimeout", "30");
		HikariDataSource source;
		try {
			source = new HikariDataSource(config);
		} catch (RuntimeException e) {
			throw new StoreUnavailableException(url + " cannot be used (" + reason(e).replaceFirst("^Failed to initialize pool: ", "") + ")", null);
		}
		try {
			migrate(source, url.toString());
		} catch (StoreUnavailableException e) {
			source.close();
			throw e;
		}
		return new PostgresSessionStore(source, source, url.toString(), lease);
	}

	/** A store on a data source of the caller's (a test's), which it closes itself. */
	static PostgresSessionStore on(DataSource source, String where, Duration lease) throws StoreUnavailableException {
		migrate(source, where);
		return new PostgresSessionStore(source, () -> {
		}, where, lease);
	}

	/** Creates the tables, or checks they are the version this agent knows; one replica at a time. */
	private static void migrate(DataSource source, String where) throws StoreUnavailableException {
		try (Connection connection = source.getConnection()) {
			connection.setAutoCommit(false);
			try (Statement statement = connection.createStatement()) {
				statement.execute("SELECT pg_advisory_xact_lock(" + MIGRATION_LOCK + ")");
				statement.execute("CREATE TABLE IF NOT EXISTS acp4j_schema (version integer NOT NULL)");
				int version = 0;
				try (ResultSet row = statement.executeQuery("SELECT max(version) FROM acp4j_schema")) {
					if (row.next()) {
						version = row.getInt(1);
					}
				}
				if (version > SCHEMA_VERSION) {
					connection.rollback();
					throw new StoreUnavailableException("the database " + where + " holds sessions of a newer acp4j (schema version "
							+ version + "; this one knows " + SCHEMA_VERSION + "): upgrade acp4j, the database is left as it is", null);
				}
				if (version < 1) {
					for (String ddl : SCHEMA_1) {
						statement.execute(ddl);
					}
					statement.execute("INSERT INTO acp4j_schema (version) VALUES (1)");
					LOG.info("Created the session tables in " + where);
				}
			}
			connection.commit();
		} catch (SQLException e) {
			throw new StoreUnavailableException(where + " cannot be used (" + reason(e) + ")", e);
		}
	}

	@Override
	public Log create(SessionHeader header) throws IOException {
		String record = SessionRecords.header(header).toString();
		return withConnection(connection -> {
			try (PreparedStatement insert = connection.prepareStatement("INSERT INTO acp4j_sessions"
					+ " (session_id, cwd, parent, header, title, updated_at, holder, lease_token, lease_until)"
					+ " VALUES (?, ?, ?, ?, ?, clock_timestamp(), ?, 1, clock_timestamp() + ?::interval)")) {
				insert.setString(1, header.sessionId());
				insert.setString(2, header.cwd());
				insert.setString(3, header.parent());
				insert.setString(4, record);
				insert.setString(5, header.title());
				insert.setString(6, replica);
				insert.setString(7, interval());
				insert.executeUpdate();
			} catch (SQLException e) {
				if ("23505".equals(e.getSQLState())) {
					throw new IOException("a stored session " + header.sessionId() + " exists already");
				}
				throw e;
			}
			RowLog log = new RowLog(header.sessionId(), 1, 0);
			held.put(header.sessionId(), log);
			return log;
		});
	}

	@Override
	public Log open(String sessionId) throws IOException {
		if (held.containsKey(sessionId)) {
			throw SessionLockedException.onAnotherConnection(sessionId);
		}
		return withConnection(connection -> {
			// One statement: of two replicas taking the session at once, exactly one finds it free.
			try (PreparedStatement take = connection.prepareStatement("UPDATE acp4j_sessions SET holder = ?,"
					+ " lease_token = lease_token + 1, lease_until = clock_timestamp() + ?::interval"
					+ " WHERE session_id = ? AND (holder IS NULL OR lease_until IS NULL OR lease_until < clock_timestamp())"
					+ " RETURNING lease_token")) {
				take.setString(1, replica);
				take.setString(2, interval());
				take.setString(3, sessionId);
				try (ResultSet row = take.executeQuery()) {
					if (row.next()) {
						// Counted after the take: a record the last holder was committing is in.
						RowLog log = new RowLog(sessionId, row.getLong(1), lastRecord(connection, sessionId));
						if (held.putIfAbsent(sessionId, log) != null) {
							log.release(connection);
							throw SessionLockedException.onAnotherConnection(sessionId);
						}
						return log;
					}
				}
			}
			if (!exists(connection, sessionId)) {
				throw new NoSuchFileException("no stored session " + sessionId);
			}
			throw new SessionLockedException(sessionId);
		});
	}

	private static long lastRecord(Connection connection, String sessionId) throws SQLException {
		try (PreparedStatement select = connection.prepareStatement("SELECT coalesce(max(seq), 0) FROM acp4j_records WHERE session_id = ?")) {
			select.setString(1, sessionId);
			try (ResultSet row = select.executeQuery()) {
				row.next();
				return row.getLong(1);
			}
		}
	}

	private static boolean exists(Connection connection, String sessionId) throws SQLException {
		try (PreparedStatement select = connection.prepareStatement("SELECT 1 FROM acp4j_sessions WHERE session_id = ?")) {
			select.setString(1, sessionId);
			try (ResultSet row = select.executeQuery()) {
				return row.next();
			}
		}
	}

	@Override
	public Optional<StoredSession> read(String sessionId) {
		try {
			return withConnection(connection -> {
				connection.setAutoCommit(false);
				// One snapshot: the records and the row as they were at one moment.
				connection.setTransactionIsolation(Connection.TRANSACTION_REPEATABLE_READ);
				try {
					SessionRecords.Reader session;
					Instant updatedAt;
					try (PreparedStatement select = connection.prepareStatement(
							"SELECT header, updated_at FROM acp4j_sessions WHERE session_id = ?")) {
						select.setString(1, sessionId);
						try (ResultSet row = select.executeQuery()) {
							if (!row.next()) {
								return Optional.<StoredSession>empty();
							}
							SessionHeader header = header(row.getString(1), sessionId);
							if (header == null) {
								LOG.warning("The session " + sessionId + " in " + where + " has no readable header; it is not loaded");
								return Optional.<StoredSession>empty();
							}
							session = new SessionRecords.Reader(header, "session " + sessionId + " in " + where);
							updatedAt = row.getTimestamp(2).toInstant();
						}
					}
					try (PreparedStatement select = connection.prepareStatement(
							"SELECT seq, record FROM acp4j_records WHERE session_id = ? ORDER BY seq")) {
						select.setString(1, sessionId);
						select.setFetchSize(256);
						try (ResultSet rows = select.executeQuery()) {
							while (rows.next()) {
								JsonObject record = object(rows.getString(2));
								if (record == null) {
									LOG.warning("Skipped unreadable record " + rows.getLong(1) + " of session " + sessionId + " in " + where);
									continue;
								}
								session.add(record, rows.getLong(1));
							}
						}
					}
					return Optional.of(session.session(updatedAt));
				} finally {
					connection.rollback();
				}
			});
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	private static SessionHeader header(String text, String sessionId) {
		JsonObject record = object(text);
		return record == null ? null : SessionRecords.header(record, sessionId);
	}

	private static JsonObject object(String text) {
		try {
			return JsonParser.parseString(text).getAsJsonObject();
		} catch (RuntimeException corrupt) {
			return null;
		}
	}

	@Override
	public Page list(String cwd, String cursor, int pageSize) {
		Position after = cursor == null ? null : Position.decode(cursor);
		try {
			return withConnection(connection -> {
				StringBuilder sql = new StringBuilder("SELECT session_id, cwd, title, updated_at FROM acp4j_sessions WHERE parent IS NULL");
				if (cwd != null) {
					sql.append(" AND cwd = ?");
				}
				if (after != null) {
					sql.append(" AND (updated_at, session_id) < (?, ?)");
				}
				sql.append(" ORDER BY updated_at DESC, session_id DESC LIMIT ?");
				try (PreparedStatement select = connection.prepareStatement(sql.toString())) {
					int parameter = 1;
					if (cwd != null) {
						select.setString(parameter++, cwd);
					}
					if (after != null) {
						select.setTimestamp(parameter++, after.updatedAt());
						select.setString(parameter++, after.sessionId());
					}
					select.setInt(parameter, pageSize + 1);
					List<Summary> page = new ArrayList<>();
					Position last = null;
					try (ResultSet rows = select.executeQuery()) {
						while (rows.next()) {
							if (page.size() == pageSize) {
								return Page.of(page, last.encode());
							}
							Timestamp updatedAt = rows.getTimestamp(4);
							last = new Position(updatedAt, rows.getString(1));
							page.add(Summary.of(rows.getString(1), rows.getString(2), rows.getString(3), updatedAt.toInstant()));
						}
					}
					return Page.of(page, null);
				}
			});
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	@Override
	public boolean delete(String sessionId) throws IOException {
		if (held.containsKey(sessionId)) {
			throw SessionLockedException.onAnotherConnection(sessionId);
		}
		return withConnection(connection -> {
			connection.setAutoCommit(false);
			try {
				boolean deleted = delete(connection, sessionId);
				connection.commit();
				return deleted;
			} catch (IOException | SQLException | RuntimeException e) {
				connection.rollback();
				throw e;
			}
		});
	}

	/** Deletes a session and its subagents' sessions in the caller's transaction, refusing one another replica holds. */
	private boolean delete(Connection connection, String sessionId) throws IOException, SQLException {
		try (PreparedStatement lock = connection.prepareStatement("SELECT holder IS NOT NULL AND lease_until > clock_timestamp()"
				+ " FROM acp4j_sessions WHERE session_id = ? FOR UPDATE")) {
			lock.setString(1, sessionId);
			try (ResultSet row = lock.executeQuery()) {
				if (!row.next()) {
					return false;
				}
				if (row.getBoolean(1)) {
					throw new SessionLockedException(sessionId);
				}
			}
		}
		List<String> children = new ArrayList<>();
		try (PreparedStatement select = connection.prepareStatement("SELECT session_id FROM acp4j_sessions WHERE parent = ?")) {
			select.setString(1, sessionId);
			try (ResultSet rows = select.executeQuery()) {
				while (rows.next()) {
					children.add(rows.getString(1));
				}
			}
		}
		for (String child : children) {
			if (held.containsKey(child)) {
				throw SessionLockedException.onAnotherConnection(child);
			}
			delete(connection, child);
		}
		try (PreparedStatement delete = connection.prepareStatement("DELETE FROM acp4j_sessions WHERE session_id = ?")) {
			delete.setString(1, sessionId);
			return delete.executeUpdate() > 0;
		}
	}

	/** Renews every lease this process holds; one it lost is marked so, its holder stops at its next record. */
	private void renew() {
		if (held.isEmpty()) {
			return;
		}
		try (Connection connection = database.getConnection();
				PreparedStatement renew = connection.prepareStatement("UPDATE acp4j_sessions SET lease_until = clock_timestamp() + ?::interval"
						+ " WHERE session_id = ? AND holder = ? AND lease_token = ?")) {
			for (RowLog log : held.values()) {
				renew.setString(1, interval());
				renew.setString(2, log.sessionId);
				renew.setString(3, replica);
				renew.setLong(4, log.token);
				// A log closed meanwhile gave its lease back (it leaves the held ones first): not lost.
				if (renew.executeUpdate() == 0 && held.get(log.sessionId) == log) {
					log.lost();
				}
			}
		} catch (SQLException | RuntimeException e) {
			// The next renewal tries again; a lease that runs out meanwhile is found lost then.
			LOG.log(Level.WARNING, "Renewing the session leases in " + where + " failed (" + reason(e) + ")");
		}
	}

	/** Gives back every lease and closes the pool; call it once the sessions are closed. */
	@Override
	public void close() {
		renewals.shutdownNow();
		try {
			closeDatabase.close();
		} catch (Exception e) {
			LOG.log(Level.WARNING, "Closing the connections to " + where + " failed", e);
		}
	}

	private String interval() {
		return lease.toMillis() + " milliseconds";
	}

	/** What the work returns, on a connection of the pool; a failure to reach the database is {@link StoreUnavailableException}. */
	private <T> T withConnection(Work<T> work) throws IOException {
		try (Connection connection = database.getConnection()) {
			return work.run(connection);
		} catch (SQLTransientConnectionException e) {
			throw new StoreUnavailableException(where + " cannot be reached (" + reason(e) + ")", e);
		} catch (SQLException e) {
			if (isConnectionFailure(e)) {
				throw new StoreUnavailableException(where + " cannot be reached (" + reason(e) + ")", e);
			}
			throw new IOException("the session store " + where + " refused the request (" + reason(e) + ")", e);
		}
	}

	/** SQLSTATE class 08 (connection exception), 57P (the server is shutting down), 53 (out of resources). */
	private static boolean isConnectionFailure(SQLException e) {
		String state = e.getSQLState();
		return state == null || state.startsWith("08") || state.startsWith("57P") || state.startsWith("53");
	}

	/** One line about a failure: the driver's message, first line, no stack. */
	private static String reason(Throwable e) {
		Throwable cause = e;
		while (cause.getCause() != null && cause.getMessage() == null) {
			cause = cause.getCause();
		}
		String message = cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage();
		int line = message.indexOf('\n');
		return line < 0 ? message : message.substring(0, line);
	}

	@FunctionalInterface
	private interface Work<T> {
		T run(Connection connection) throws IOException, SQLException;
	}

	/** A place in the newest-first order of a listing; a cursor holds the last one of a page. */
	private record Position(Timestamp updatedAt, String sessionId) {

		String encode() {
			long micros = updatedAt.getTime() / 1000 * 1_000_000 + updatedAt.getNanos() / 1000 % 1_000_000;
			return Base64.getUrlEncoder().withoutPadding().encodeToString(("pg1:" + micros + ":" + sessionId).getBytes(StandardCharsets.UTF_8));
		}

		static Position decode(String cursor) {
			try {
				String[] parts = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8).split(":", 3);
				if (parts.length == 3 && "pg1".equals(parts[0]) && !parts[2].isEmpty()) {
					long micros = Long.parseLong(parts[1]);
					Timestamp at = new Timestamp(Math.floorDiv(micros, 1_000_000) * 1000);
					at.setNanos((int) Math.floorMod(micros, 1_000_000) * 1000);
					return new Position(at, parts[2]);
				}
			} catch (IllegalArgumentException notOurs) {
				// falls through
			}
			throw new IllegalArgumentException("invalid cursor");
		}
	}

	/**
	 * A session this replica holds: each record one row, numbered after the last, written only while
	 * the session's row still holds this lease's token (and renewing the lease).
	 */
	private final class RowLog extends SessionRecords.RecordLog {
		private final String sessionId;
		private final long token;
		/** The number of the last record written. */
		private long last;
		private volatile boolean lost;
		private boolean closed;

		RowLog(String sessionId, long token, long last) {
			this.sessionId = sessionId;
			this.token = token;
			this.last = last;
		}

		void lost() {
			if (!lost) {
				lost = true;
				LOG.warning("The lease of session " + sessionId + " in " + where + " ended: another acp4j process may hold it; nothing more is written to it here");
			}
		}

		@Override
		synchronized void write(JsonObject record) throws IOException {
			if (closed) {
				throw new IOException("the session's log is closed");
			}
			if (lost) {
				throw new IOException("the session is no longer held by this acp4j process (its lease ended): nothing more is saved here");
			}
			String text = record.toString();
			if (text.length() > MAX_RECORD_BYTES / 4 && text.getBytes(StandardCharsets.UTF_8).length > MAX_RECORD_BYTES) {
				throw new IOException("a record of " + text.getBytes(StandardCharsets.UTF_8).length / (1024 * 1024)
						+ " MiB is over the store's limit of " + MAX_RECORD_BYTES / (1024 * 1024) + " MiB; it is not saved");
			}
			long seq = last + 1;
			int written = withConnection(connection -> {
				connection.setAutoCommit(false);
				try {
					try (PreparedStatement insert = connection.prepareStatement("INSERT INTO acp4j_records (session_id, seq, record)"
							+ " SELECT ?, ?, ? WHERE EXISTS (SELECT 1 FROM acp4j_sessions WHERE session_id = ? AND holder = ? AND lease_token = ?"
							+ " FOR UPDATE)")) {
						insert.setString(1, sessionId);
						insert.setLong(2, seq);
						insert.setString(3, text);
						insert.setString(4, sessionId);
						insert.setString(5, replica);
						insert.setLong(6, token);
						if (insert.executeUpdate() == 0) {
							connection.rollback();
							return 0;
						}
					}
					boolean title = "title".equals(SessionRecords.string(record, "type"));
					try (PreparedStatement touch = connection.prepareStatement("UPDATE acp4j_sessions SET updated_at = clock_timestamp(),"
							+ " lease_until = clock_timestamp() + ?::interval" + (title ? ", title = ?" : "") + " WHERE session_id = ?")) {
						touch.setString(1, interval());
						if (title) {
							touch.setString(2, SessionRecords.string(record, "title"));
						}
						touch.setString(title ? 3 : 2, sessionId);
						touch.executeUpdate();
					}
					connection.commit();
					return 1;
				} catch (SQLException | RuntimeException e) {
					connection.rollback();
					throw e;
				}
			});
			if (written == 0) {
				lost();
				throw new IOException("the session is no longer held by this acp4j process (another took it over): nothing more is saved here");
			}
			last = seq;
		}

		/** Each record is committed as it is appended. */
		@Override
		public void sync() {
		}

		@Override
		public synchronized void close() throws IOException {
			if (closed) {
				return;
			}
			closed = true;
			held.remove(sessionId, this);
			withConnection(connection -> {
				release(connection);
				return null;
			});
		}

		/** Gives the lease back, if it is still this one's. */
		void release(Connection connection) throws SQLException {
			try (PreparedStatement release = connection.prepareStatement("UPDATE acp4j_sessions SET holder = NULL, lease_until = NULL"
					+ " WHERE session_id = ? AND holder = ? AND lease_token = ?")) {
				release.setString(1, sessionId);
				release.setString(2, replica);
				release.setLong(3, token);
				release.executeUpdate();
			}
		}
	}
}
