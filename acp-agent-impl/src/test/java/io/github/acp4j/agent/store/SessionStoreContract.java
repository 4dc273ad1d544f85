package io.github.acp4j.agent.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.IntStream;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonPrimitive;

import io.github.acp4j.agent.spi.StoredSession;
import io.github.acp4j.agent.spi.StoredMessage;
import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.UserMessageChunk;

/**
 * What every {@link SessionStore} does, the session files and the shared database alike: each store
 * runs these cases with {@link #store()} (and a second process's view of the same sessions,
 * {@link #anotherProcess()}), then cases of its own. An extension's store runs them too: extend this
 * class, from acp-agent-impl's {@code tests} jar, in a JUnit 5 test.
 */
public abstract class SessionStoreContract {

	protected static final Instant CREATED = Instant.parse("2026-11-22T10:00:00Z");

	/** The store under test, the same sessions at each call. */
	protected abstract SessionStore store() throws Exception;

	/** The same sessions as another acp4j process sees them (another replica, another JVM's lock). */
	protected abstract SessionStore anotherProcess() throws Exception;

	/** Makes the last record of {@code sessionId} unreadable, as a torn write or a corrupt row would. */
	protected abstract void corruptLastRecord(String sessionId) throws Exception;

	/** The header of a session the client opened, in {@code cwd}. */
	protected static SessionHeader header(String id, String cwd) {
		return SessionHeader.of(id, cwd, CREATED, "workspace-write", "demo/scripted");
	}

	/** A user's message shown under {@code id}. */
	protected static StoredMessage user(String text, String id) {
		return StoredMessage.builder(ChatMessage.user(text), List.of(UserMessageChunk.of(TextContent.of(text)))).messageId(id).build();
	}

	@Test
	void appendedRecordsReadBackInOrderWithTheirIdsTitleSettingsAndOptions() throws Exception {
		SessionStore store = store();
		try (SessionStore.Log log = store.create(header("s1", "/srv/a"))) {
			log.append(user("one", "msg_1"));
			log.append(StoredMessage.builder(ChatMessage.assistant("two", "hmm", List.of()), List.of()).messageId("msg_2").thoughtId("msg_2t").build());
			log.title("A title");
			log.settings("read-only", "demo/other");
			log.option("thoughtLevel", new JsonPrimitive("high"));
			log.option("gone", new JsonPrimitive("x"));
			log.option("gone", com.google.gson.JsonNull.INSTANCE);
			log.sync();
		}
		StoredSession read = store.read("s1").orElseThrow();
		assertThat(read.messages()).extracting(StoredMessage::messageId).containsExactly("msg_1", "msg_2");
		assertThat(read.messages().get(1).thoughtId()).isEqualTo("msg_2t");
		assertThat(read.messages().get(0).replay()).containsExactly(UserMessageChunk.of(TextContent.of("one")));
		assertThat(read.title()).isEqualTo("A title");
		assertThat(read.mode()).isEqualTo("read-only");
		assertThat(read.model()).isEqualTo("demo/other");
		assertThat(read.options()).containsOnlyKeys("thoughtLevel");
		assertThat(read.header()).isEqualTo(header("s1", "/srv/a"));
		assertThat(anotherProcess().read("s1").orElseThrow().messages()).isEqualTo(read.messages());
	}

	@Test
	void aCompactionAndAClearShapeTheHistoryWhileTheReplayKeepsWhatWasShown() throws Exception {
		SessionStore store = store();
		try (SessionStore.Log log = store.create(header("s2", "/srv/a"))) {
			log.append(user("one", "m1"));
			log.append(user("two", "m2"));
			log.compacted(List.of(ChatMessage.user("summary")));
			log.append(user("three", "m3"));
		}
		StoredSession read = store.read("s2").orElseThrow();
		assertThat(read.messages()).hasSize(3);
		assertThat(read.history()).containsExactly(ChatMessage.user("summary"), ChatMessage.user("three"));
		assertThat(read.compacted()).isTrue();
		try (SessionStore.Log log = store.open("s2")) {
			log.clear();
			log.append(user("four", "m4"));
		}
		assertThat(store.read("s2").orElseThrow().messages()).extracting(StoredMessage::messageId).containsExactly("m4");
	}

	/** A fork, as the agent makes one: a new session with the source's messages and compacted history; the source unchanged. */
	@Test
	void aForkHasTheSourcesMessagesAndHistoryAndLeavesTheSourceAsItWas() throws Exception {
		SessionStore store = store();
		try (SessionStore.Log log = store.create(header("f1", "/srv/a"))) {
			log.append(user("one", "m1"));
			log.compacted(List.of(ChatMessage.user("summary")));
			log.append(user("two", "m2"));
			log.title("Source");
		}
		StoredSession source = store.read("f1").orElseThrow();
		try (SessionStore.Log fork = store.create(source.header().toBuilder().sessionId("f2").title(source.title()).build())) {
			for (StoredMessage message : source.messages()) {
				fork.append(message);
			}
			fork.compacted(source.history());
			fork.sync();
		}
		StoredSession read = anotherProcess().read("f2").orElseThrow();
		assertThat(read.messages()).isEqualTo(source.messages());
		assertThat(read.history()).isEqualTo(source.history()).containsExactly(ChatMessage.user("summary"), ChatMessage.user("two"));
		assertThat(read.title()).isEqualTo("Source");
		assertThat(store.read("f1").orElseThrow()).isEqualTo(source);
	}

	@Test
	void aSessionHasOneOwnerAtATimeAndTheNextOneAppendsAfterItsRecords() throws Exception {
		SessionStore store = store();
		SessionStore.Log first = store.create(header("s3", "/srv/a"));
		first.append(user("one", "m1"));
		assertThatThrownBy(() -> store.open("s3")).isInstanceOf(SessionStore.SessionLockedException.class);
		SessionStore other = anotherProcess();
		assertThatThrownBy(() -> other.open("s3")).isInstanceOf(SessionStore.SessionLockedException.class)
				.hasMessageContaining("is open in another");
		assertThatThrownBy(() -> other.delete("s3")).isInstanceOf(SessionStore.SessionLockedException.class);
		first.close();

		try (SessionStore.Log second = other.open("s3")) {
			second.append(user("two", "m2"));
		}
		assertThat(store.read("s3").orElseThrow().messages()).extracting(StoredMessage::messageId).containsExactly("m1", "m2");
		assertThatThrownBy(() -> store.open("nobody")).isInstanceOf(java.nio.file.NoSuchFileException.class);
		assertThat(store.read("nobody")).isEmpty();
	}

	@Test
	void listingPagesNewestFirstByCwdWithACursorAndHidesSubagents() throws Exception {
		SessionStore store = store();
		for (int i = 0; i < 5; i++) {
			try (SessionStore.Log log = store.create(header("l" + i, i % 2 == 0 ? "/srv/even" : "/srv/odd"))) {
				log.title("t" + i);
			}
			Thread.sleep(5); // distinct update times, as sessions written one after another have
		}
		try (SessionStore.Log child = store.create(SessionHeader.builder("l0-child", "/srv/even", CREATED).mode("plan").model("demo/x").parent("l0").build())) {
			child.append(user("sub", "c1"));
		}
		List<String> all = new ArrayList<>();
		String cursor = null;
		do {
			SessionStore.Page page = store.list(null, cursor, 2);
			assertThat(page.sessions().size()).isLessThanOrEqualTo(2);
			page.sessions().forEach(summary -> all.add(summary.sessionId()));
			cursor = page.nextCursor();
		} while (cursor != null);
		assertThat(all).containsExactly("l4", "l3", "l2", "l1", "l0");
		assertThat(store.list("/srv/odd", null, 10).sessions()).extracting(SessionStore.Summary::sessionId).containsExactly("l3", "l1");
		assertThat(store.list("/srv/odd", null, 10).sessions().get(0).title()).isEqualTo("t3");
		assertThatThrownBy(() -> store.list(null, "bm90IG91cnM", 10)).isInstanceOf(IllegalArgumentException.class);
	}

	@Test
	void deletingASessionDeletesItsSubagentsAndAnUnknownOneIsNoError() throws Exception {
		SessionStore store = store();
		store.create(header("d1", "/srv/a")).close();
		store.create(SessionHeader.builder("d1-child", "/srv/a", CREATED).mode("plan").model("demo/x").parent("d1").build()).close();
		assertThat(store.delete("d1")).isTrue();
		assertThat(store.read("d1")).isEmpty();
		assertThat(store.read("d1-child")).isEmpty();
		assertThat(store.delete("d1")).isFalse();
	}

	@Test
	void aCorruptRecordIsSkippedAndTheOthersLoad() throws Exception {
		SessionStore store = store();
		try (SessionStore.Log log = store.create(header("c1", "/srv/a"))) {
			log.append(user("one", "m1"));
			log.append(user("two", "m2"));
		}
		corruptLastRecord("c1");
		assertThat(store.read("c1").orElseThrow().messages()).extracting(StoredMessage::messageId).containsExactly("m1");
		try (SessionStore.Log log = store.open("c1")) {
			log.append(user("three", "m3"));
		}
		assertThat(store.read("c1").orElseThrow().messages()).extracting(StoredMessage::messageId).containsExactly("m1", "m3");
	}

	@Test
	void appendsFromManyThreadsAreEachWrittenWhole() throws Exception {
		SessionStore store = store();
		try (SessionStore.Log log = store.create(header("t1", "/srv/a"))) {
			CompletableFuture<?>[] writers = IntStream.range(0, 4).mapToObj(writer -> CompletableFuture.runAsync(() -> {
				for (int i = 0; i < 25; i++) {
					try {
						log.append(user("w" + writer + "-" + i, "m" + writer + "-" + i));
					} catch (java.io.IOException e) {
						throw new java.io.UncheckedIOException(e);
					}
				}
			})).toArray(CompletableFuture<?>[]::new);
			CompletableFuture.allOf(writers).get(60, TimeUnit.SECONDS);
		}
		List<StoredMessage> read = store.read("t1").orElseThrow().messages();
		assertThat(read).hasSize(100);
		for (int writer = 0; writer < 4; writer++) {
			String prefix = "m" + writer + "-";
			assertThat(read.stream().map(StoredMessage::messageId).filter(id -> id.startsWith(prefix)).toList())
					.as("one writer's records in its order").isEqualTo(IntStream.range(0, 25).mapToObj(i -> prefix + i).toList());
		}
	}
}
