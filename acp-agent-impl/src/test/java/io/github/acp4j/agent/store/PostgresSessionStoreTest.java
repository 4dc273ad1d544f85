package io.github.acp4j.agent.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.sql.Connection;
import java.sql.Statement;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CyclicBarrier;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.spi.StoredMessage;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.store.internal.PostgresSessionStore;

/**
 * The shared store on a real PostgreSQL server: the contract every store keeps, then what several
 * replicas on one database need (leases, fencing, a database that goes away and comes back, a schema
 * from a newer agent, records over the limit).
 */
class PostgresSessionStoreTest extends SessionStoreContract {

	private static PostgresServer server;
	private static final AtomicInteger DATABASES = new AtomicInteger();
	private String database;
	private final List<PostgresSessionStore> stores = new ArrayList<>();
	private PostgresSessionStore store;

	@BeforeAll
	static void startServer() throws IOException {
		assumeTrue(PostgresServer.available().isEmpty(), () -> PostgresServer.available().orElse(""));
		server = PostgresServer.startNew();
	}

	@AfterAll
	static void stopServer() throws IOException {
		if (server != null) {
			server.close();
		}
	}

	@BeforeEach
	void freshDatabase() throws Exception {
		database = "store_" + DATABASES.incrementAndGet();
		server.createDatabase(database);
		store = replica(Duration.ofSeconds(15));
	}

	@AfterEach
	void closeStores() {
		stores.forEach(PostgresSessionStore::close);
	}

	/** Another agent process on the test's database. */
	private PostgresSessionStore replica(Duration lease) throws IOException {
		PostgresSessionStore replica = PostgresSessionStore.connect(StoreUrl.parse(server.url(database)), server.password(), lease);
		stores.add(replica);
		return replica;
	}

	@Override
	protected SessionStore store() {
		return store;
	}

	@Override
	protected SessionStore anotherProcess() throws IOException {
		return replica(Duration.ofSeconds(15));
	}

	@Override
	protected void corruptLastRecord(String sessionId) throws Exception {
		sql("UPDATE acp4j_records SET record = '{\"type\":\"message\",\"message\":' WHERE session_id = '" + sessionId
				+ "' AND seq = (SELECT max(seq) FROM acp4j_records WHERE session_id = '" + sessionId + "')");
	}

	private void sql(String statement) throws Exception {
		try (Connection connection = server.connect(database); Statement run = connection.createStatement()) {
			run.execute(statement);
		}
	}

	@Test
	void aSessionMadeByOneReplicaIsListedAndReadByAnother() throws Exception {
		try (SessionStore.Log log = store.create(header("r1", "/srv/team"))) {
			log.append(user("hello", "m1"));
			log.title("Team work");
		}
		PostgresSessionStore other = replica(Duration.ofSeconds(15));
		assertThat(other.list(null, null, 10).sessions()).extracting(SessionStore.Summary::sessionId, SessionStore.Summary::title)
				.containsExactly(org.assertj.core.groups.Tuple.tuple("r1", "Team work"));
		assertThat(other.read("r1").orElseThrow().messages()).extracting(StoredMessage::messageId).containsExactly("m1");
	}

	/** Two replicas taking one session at the same instant: exactly one holds it. */
	@Test
	void ofTwoReplicasRacingToOpenASessionExactlyOneWins() throws Exception {
		store.create(header("race", "/srv/team")).close();
		PostgresSessionStore a = replica(Duration.ofSeconds(15));
		PostgresSessionStore b = replica(Duration.ofSeconds(15));
		for (int round = 0; round < 10; round++) {
			CyclicBarrier start = new CyclicBarrier(2);
			CompletableFuture<SessionStore.Log> first = CompletableFuture.supplyAsync(() -> open(a, start));
			CompletableFuture<SessionStore.Log> second = CompletableFuture.supplyAsync(() -> open(b, start));
			List<SessionStore.Log> won = new ArrayList<>();
			for (CompletableFuture<SessionStore.Log> attempt : List.of(first, second)) {
				SessionStore.Log log = attempt.get(30, TimeUnit.SECONDS);
				if (log != null) {
					won.add(log);
				}
			}
			assertThat(won).as("round " + round).hasSize(1);
			won.get(0).close();
		}
	}

	private static SessionStore.Log open(SessionStore replica, CyclicBarrier start) {
		try {
			start.await(30, TimeUnit.SECONDS);
			return replica.open("race");
		} catch (SessionStore.SessionLockedException lost) {
			return null;
		} catch (Exception e) {
			throw new IllegalStateException(e);
		}
	}

	/**
	 * A holder that stopped renewing (killed, frozen) loses the session once its lease ran out: another
	 * replica takes it with every record stored before, and the old holder's next record is refused
	 * rather than interleaved.
	 */
	@Test
	void aLeaseThatRanOutHandsTheSessionOverAndFencesTheOldHolder() throws Exception {
		SessionStore.Log old = store.create(header("lease", "/srv/team"));
		old.append(user("before", "m1"));
		PostgresSessionStore other = replica(Duration.ofSeconds(15));
		assertThatThrownBy(() -> other.open("lease")).isInstanceOf(SessionStore.SessionLockedException.class);

		// The holder froze past its lease: its row's lease is over, as a replica that stopped renewing leaves it.
		sql("UPDATE acp4j_sessions SET lease_until = clock_timestamp() - interval '1 second' WHERE session_id = 'lease'");
		SessionStore.Log taken = other.open("lease");
		taken.append(user("after", "m2"));

		assertThatThrownBy(() -> old.append(user("stale", "m3"))).isInstanceOf(IOException.class)
				.hasMessageContaining("no longer held");
		taken.close();
		old.close();
		assertThat(store.read("lease").orElseThrow().messages()).extracting(StoredMessage::messageId).containsExactly("m1", "m2");
	}

	/** A replica that still runs renews its lease: a short lease outlives many periods. */
	@Test
	void aLiveHolderKeepsItsSessionPastItsLeaseByRenewingIt() throws Exception {
		PostgresSessionStore holder = replica(Duration.ofSeconds(1));
		SessionStore.Log log = holder.create(header("renewed", "/srv/team"));
		PostgresSessionStore other = replica(Duration.ofSeconds(1));
		for (int i = 0; i < 6; i++) {
			Thread.sleep(500);
			assertThatThrownBy(() -> other.open("renewed")).as("after " + (i + 1) * 500 + " ms")
					.isInstanceOf(SessionStore.SessionLockedException.class);
		}
		log.append(user("still mine", "m1"));
		log.close();
		other.open("renewed").close();
	}

	@Test
	void theDatabaseGoingAwayFailsCallsAsUnavailableWritesNothingAndTheStoreRecoversOnItsOwn() throws Exception {
		SessionStore.Log log = store.create(header("down", "/srv/team"));
		log.append(user("one", "m1"));
		server.stop();
		try {
			assertThatThrownBy(() -> log.append(user("two", "m2"))).isInstanceOf(SessionStore.StoreUnavailableException.class)
					.hasMessageStartingWith("the session store is unavailable").hasMessageNotContaining(server.password());
			assertThatThrownBy(() -> store.read("down")).isInstanceOf(UncheckedIOException.class)
					.hasCauseInstanceOf(SessionStore.StoreUnavailableException.class);
			assertThatThrownBy(() -> store.list(null, null, 10)).hasCauseInstanceOf(SessionStore.StoreUnavailableException.class);
		} finally {
			server.start();
		}
		log.append(user("two again", "m2"));
		log.close();
		assertThat(store.read("down").orElseThrow().messages()).extracting(StoredMessage::messageId).containsExactly("m1", "m2");
	}

	@Test
	void aRecordOverTheLimitIsRefusedWholeAndTheSessionGoesOn() throws Exception {
		try (SessionStore.Log log = store.create(header("big", "/srv/team"))) {
			log.append(user("small", "m1"));
			String huge = "x".repeat(33 * 1024 * 1024);
			assertThatThrownBy(() -> log.append(StoredMessage.of(ChatMessage.tool("c1", huge), List.of())))
					.isInstanceOf(IOException.class).hasMessageContaining("over the store's limit of 32 MiB");
			log.append(user("next", "m2"));
		}
		assertThat(store.read("big").orElseThrow().messages()).extracting(StoredMessage::messageId).containsExactly("m1", "m2");
	}

	@Test
	void aDatabaseOfANewerSchemaIsRefusedAndLeftAsItIs() throws Exception {
		sql("INSERT INTO acp4j_schema (version) VALUES (99)");
		assertThatThrownBy(() -> replica(Duration.ofSeconds(15))).isInstanceOf(SessionStore.StoreUnavailableException.class)
				.hasMessageContaining("newer acp4j").hasMessageContaining("99");
		try (Connection connection = server.connect(database); Statement run = connection.createStatement();
				java.sql.ResultSet row = run.executeQuery("SELECT max(version) FROM acp4j_schema")) {
			row.next();
			assertThat(row.getInt(1)).isEqualTo(99);
		}
	}

	@Test
	void aWrongPasswordOrAnUnreachableServerIsOneLineWithoutThePassword() {
		assertThatThrownBy(() -> PostgresSessionStore.connect(StoreUrl.parse(server.url(database)), "not-the-password", Duration.ofSeconds(15)))
				.isInstanceOf(SessionStore.StoreUnavailableException.class).hasMessageContaining("password authentication failed")
				.hasMessageNotContaining("not-the-password").satisfies(e -> assertThat(e.getMessage()).doesNotContain("\n"));
		assertThatThrownBy(() -> PostgresSessionStore.connect(StoreUrl.parse("postgresql://acp4j@127.0.0.1:1/acp4j"), server.password(),
				Duration.ofSeconds(15))).isInstanceOf(SessionStore.StoreUnavailableException.class)
				.hasMessageNotContaining(server.password());
	}
}
