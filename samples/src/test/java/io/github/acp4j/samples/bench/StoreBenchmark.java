package io.github.acp4j.samples.bench;

import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.stream.Stream;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.StoredMessage;
import io.github.acp4j.agent.store.PostgresServer;
import io.github.acp4j.agent.store.StoreUrl;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;
import io.github.acp4j.agent.store.internal.PostgresSessionStore;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.UserMessageChunk;

/**
 * The two session stores side by side, on this machine: the JSONL files of a session directory and
 * PostgreSQL (a throwaway server of the machine's PostgreSQL, as durable as a production one: every
 * commit flushed). For each store:
 *
 * <ol>
 * <li>append latency per record, {@code appends} records of a 1 KiB answer into one session (the
 * files write each record and flush at the end of a turn, so they are measured with and without a
 * flush per record; the database commits each record);
 * <li>the load of a session of {@code messages} messages ({@code read}, what {@code session/load}
 * replays, and {@code open}, what continuing it takes), median of 5;
 * <li>{@code session/list} over {@code sessions} sessions (8 threads create them), the first page of
 * 50, a page 1,000 sessions deep by its cursor, and the page of one working directory in ten,
 * median of 9 each;
 * <li>throughput: {@code replicas} store instances on the same sessions (for the database, each with
 * its own connection pool, as {@code replicas} agents would have), each with {@code concurrent}
 * sessions at once, each session running turns (a user message, an answer, the flush that comes
 * before the answer goes out) for {@code seconds}: turns and records per second.
 * </ol>
 *
 * <pre>./mvnw -B -pl samples -am -Pbench verify -DskipTests</pre>
 *
 * Arguments: appends messages sessions replicas concurrent seconds.
 */
public final class StoreBenchmark {

	private static final Instant CREATED = Instant.parse("2026-12-03T08:00:00Z");
	private static final String ANSWER = "An answer of about a kilobyte, as a model's paragraph is. ".repeat(18);
	private static final String QUESTION = "Please look at the build and tell me why the test fails.";
	private static final int PAGE = 50;

	private StoreBenchmark() {
	}

	public static void main(String[] args) throws Exception {
		int appends = Integer.parseInt(args[0]);
		int messages = Integer.parseInt(args[1]);
		int sessions = Integer.parseInt(args[2]);
		int replicas = Integer.parseInt(args[3]);
		int concurrent = Integer.parseInt(args[4]);
		int seconds = Integer.parseInt(args[5]);
		if (PostgresServer.available().isPresent()) {
			System.out.println("PostgreSQL is not available: " + PostgresServer.available().get());
			return;
		}
		System.out.printf(Locale.ROOT, "store benchmark: %d appends, a %d-message session, %d sessions listed, %d replicas x %d sessions for %d s%n",
				appends, messages, sessions, replicas, concurrent, seconds);
		try (PostgresServer database = PostgresServer.startDurable()) {
			StoreUrl url = StoreUrl.parse(database.url());
			Path files = Files.createTempDirectory("acp4j-store-bench");
			try {
				run("files", () -> new JsonlSessionStore(files), appends, messages, sessions, replicas, concurrent, seconds, true);
			} finally {
				try (Stream<Path> written = Files.walk(files)) {
					written.sorted(Comparator.reverseOrder()).map(Path::toFile).forEach(File::delete);
				}
			}
			run("postgresql", () -> PostgresSessionStore.connect(url, database.password(), Duration.ofSeconds(15)), appends, messages,
					sessions, replicas, concurrent, seconds, false);
		}
	}

	/** Makes a store instance: each call another replica's view of the same sessions. */
	private interface Stores {
		SessionStore open() throws Exception;
	}

	private static void run(String name, Stores stores, int appends, int messages, int sessions, int replicas, int concurrent, int seconds,
			boolean flushes) throws Exception {
		try (SessionStore store = stores.open()) {
			appendLatency(name, store, appends, false);
			if (flushes) {
				appendLatency(name + " (flush per record)", store, appends, true);
			}
			load(name, store, messages);
			list(name, store, sessions);
		}
		throughput(name, stores, replicas, concurrent, seconds);
	}

	private static void appendLatency(String name, SessionStore store, int appends, boolean flush) throws Exception {
		long[] nanos = new long[appends];
		try (SessionStore.Log log = store.create(header("append-" + flush))) {
			StoredMessage answer = answer(0);
			for (int i = 0; i < appends; i++) {
				long start = System.nanoTime();
				log.append(answer);
				if (flush) {
					log.sync();
				}
				nanos[i] = System.nanoTime() - start;
			}
		}
		// The first tenth warms the JIT and the pool up.
		long[] measured = Arrays.copyOfRange(nanos, appends / 10, appends);
		Arrays.sort(measured);
		System.out.printf(Locale.ROOT, "%-32s append per record: median %s, p99 %s%n", name, micros(percentile(measured, 50)),
				micros(percentile(measured, 99)));
	}

	private static void load(String name, SessionStore store, int messages) throws Exception {
		String id = "long";
		try (SessionStore.Log log = store.create(header(id))) {
			for (int i = 0; i < messages; i += 2) {
				log.append(question(i));
				log.append(answer(i + 1));
			}
			log.sync();
		}
		long[] reads = new long[5];
		long[] opens = new long[5];
		for (int i = 0; i < reads.length; i++) {
			long start = System.nanoTime();
			int read = store.read(id).orElseThrow().messages().size();
			reads[i] = System.nanoTime() - start;
			if (read != messages) {
				throw new IllegalStateException(name + " read " + read + " of " + messages + " messages");
			}
			start = System.nanoTime();
			store.open(id).close();
			opens[i] = System.nanoTime() - start;
		}
		Arrays.sort(reads);
		Arrays.sort(opens);
		System.out.printf(Locale.ROOT, "%-32s %,d-message session: read %s, open %s (median of 5)%n", name, messages,
				millis(reads[2]), millis(opens[2]));
	}

	private static void list(String name, SessionStore store, int sessions) throws Exception {
		long start = System.nanoTime();
		ExecutorService creators = Executors.newFixedThreadPool(8);
		List<Future<?>> made = new ArrayList<>();
		AtomicInteger next = new AtomicInteger();
		for (int t = 0; t < 8; t++) {
			made.add(creators.submit(() -> {
				for (int i = next.getAndIncrement(); i < sessions; i = next.getAndIncrement()) {
					SessionHeader header = SessionHeader.builder(String.format(Locale.ROOT, "listed-%06d", i), "/srv/project-" + (i % 10), CREATED)
							.title("Session " + i).build();
					try (SessionStore.Log log = store.create(header)) {
						log.append(question(0));
					}
				}
				return null;
			}));
		}
		for (Future<?> future : made) {
			future.get();
		}
		creators.shutdown();
		System.out.printf(Locale.ROOT, "%-32s %,d sessions created in %.1f s%n", name, sessions, (System.nanoTime() - start) / 1e9);
		long[] first = new long[9];
		long[] deep = new long[9];
		long[] byCwd = new long[9];
		String cursor = null;
		for (int page = 0; page < 1_000 / PAGE; page++) {
			cursor = store.list(null, cursor, PAGE).nextCursor();
		}
		for (int i = 0; i < first.length; i++) {
			first[i] = timed(() -> store.list(null, null, PAGE));
			String deepCursor = cursor;
			deep[i] = timed(() -> store.list(null, deepCursor, PAGE));
			byCwd[i] = timed(() -> store.list("/srv/project-3", null, PAGE));
		}
		Arrays.sort(first);
		Arrays.sort(deep);
		Arrays.sort(byCwd);
		System.out.printf(Locale.ROOT, "%-32s session/list of %,d: first page %s, 1,000 deep %s, one cwd of ten %s (median of 9)%n", name,
				sessions, millis(first[4]), millis(deep[4]), millis(byCwd[4]));
	}

	private static void throughput(String name, Stores stores, int replicas, int concurrent, int seconds) throws Exception {
		List<SessionStore> instances = new ArrayList<>();
		for (int r = 0; r < replicas; r++) {
			instances.add(stores.open());
		}
		ExecutorService sessionThreads = Executors.newFixedThreadPool(replicas * concurrent);
		AtomicBoolean running = new AtomicBoolean(true);
		AtomicLong turns = new AtomicLong();
		CountDownLatch ready = new CountDownLatch(replicas * concurrent);
		List<Future<?>> done = new ArrayList<>();
		for (int r = 0; r < replicas; r++) {
			SessionStore replica = instances.get(r);
			for (int s = 0; s < concurrent; s++) {
				String id = "turns-" + r + "-" + s;
				done.add(sessionThreads.submit(() -> {
					try (SessionStore.Log log = replica.create(header(id))) {
						ready.countDown();
						ready.await();
						for (int i = 0; running.get(); i += 2) {
							log.append(question(i));
							log.append(answer(i + 1));
							log.sync();
							turns.incrementAndGet();
						}
					}
					return null;
				}));
			}
		}
		ready.await();
		long start = System.nanoTime();
		long before = turns.get();
		Thread.sleep(seconds * 1_000L);
		long counted = turns.get() - before;
		double elapsed = (System.nanoTime() - start) / 1e9;
		running.set(false);
		for (Future<?> future : done) {
			future.get();
		}
		sessionThreads.shutdown();
		for (SessionStore instance : instances) {
			instance.close();
		}
		System.out.printf(Locale.ROOT, "%-32s %d replicas x %d sessions: %,.0f turns/s, %,.0f records/s%n", name, replicas, concurrent,
				counted / elapsed, 2 * counted / elapsed);
	}

	private interface Call {
		void run() throws Exception;
	}

	private static long timed(Call call) throws Exception {
		long start = System.nanoTime();
		call.run();
		return System.nanoTime() - start;
	}

	private static SessionHeader header(String id) {
		return SessionHeader.of(id, "/srv/project", CREATED, "workspace-write", "demo/scripted");
	}

	private static StoredMessage question(int index) {
		return StoredMessage.builder(ChatMessage.user(QUESTION), List.of(UserMessageChunk.of(TextContent.of(QUESTION))))
				.messageId("msg_" + index).build();
	}

	private static StoredMessage answer(int index) {
		return StoredMessage.builder(ChatMessage.assistant(ANSWER, null, List.of()), List.of(AgentMessageChunk.of(TextContent.of(ANSWER))))
				.messageId("msg_" + index).build();
	}

	private static long percentile(long[] sorted, int percent) {
		return sorted[Math.min(sorted.length - 1, sorted.length * percent / 100)];
	}

	private static String micros(long nanos) {
		return String.format(Locale.ROOT, "%.0f µs", nanos / 1e3);
	}

	private static String millis(long nanos) {
		return String.format(Locale.ROOT, "%.1f ms", nanos / 1e6);
	}
}
