package io.github.acp4j.agent.store;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.nio.file.attribute.FileTime;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Base64;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonNull;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.spi.StoredSession;
import io.github.acp4j.agent.spi.StoredMessage;
import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.SmallDisk;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.ToolKind;
import io.github.acp4j.api.types.UserMessageChunk;

class JsonlSessionStoreTest {

	@TempDir
	Path directory;

	private static final Instant CREATED = Instant.parse("2026-11-22T10:00:00Z");

	private SessionStore store() {
		return new JsonlSessionStore(directory);
	}

	private static SessionHeader header(String id, String cwd) {
		return SessionHeader.of(id, cwd, CREATED, "workspace-write", "demo/scripted");
	}

	static List<StoredMessage> conversation() {
		return List.of(
				StoredMessage.builder(ChatMessage.user("create a.txt"), List.of(UserMessageChunk.of(TextContent.of("create a.txt")))).messageId("msg_user").build(),
				StoredMessage.builder(ChatMessage.assistant("On it.", "thinking <&>", List.of(ToolCallRequest.of("c1", "write_file", "{\"path\":\"a.txt\"}"))), List.of(AgentThoughtChunk.of(TextContent.of("thinking <&>")), AgentMessageChunk.of(TextContent.of("On it.")))).messageId("msg_answer").thoughtId("msg_thought").build(),
				StoredMessage.of(ChatMessage.tool("c1", "Created a.txt"), List.of( ToolCall.builder("call_1", "Write a.txt").kind(ToolKind.EDIT).status(ToolCallStatus.PENDING) .rawInput(JsonParser.parseString("{\"path\":\"a.txt\",\"n\":5}")).build(), ToolCallUpdate.builder("call_1").status(ToolCallStatus.COMPLETED).content(List.of(Content.of(TextContent.of("Created a.txt")))) .build())));
	}

	private Path file(String id) throws Exception {
		try (Stream<Path> files = Files.walk(directory)) {
			return files.filter(p -> p.getFileName().toString().equals(id + ".jsonl")).findFirst().orElseThrow();
		}
	}

	/** A message stored before messages kept their ids gets ids derived from its record: the same on every read, apart from the others'. */
	@Test
	void aMessageStoredWithoutIdsGetsTheSameDerivedIdsOnEveryRead() throws Exception {
		SessionStore store = store();
		try (SessionStore.Log log = store.create(header("old", "/srv/project"))) {
			log.append(StoredMessage.of(ChatMessage.user("one"), List.of(UserMessageChunk.of(TextContent.of("one")))));
			log.append(StoredMessage.of(ChatMessage.user("two"), List.of(UserMessageChunk.of(TextContent.of("two")))));
		}

		List<StoredMessage> first = store.read("old").orElseThrow().messages();
		List<StoredMessage> second = store.read("old").orElseThrow().messages();

		assertThat(first).isEqualTo(second);
		assertThat(first).extracting(StoredMessage::messageId).doesNotContainNull().doesNotHaveDuplicates();
		assertThat(first.get(0).messageId()).isNotEqualTo(first.get(0).thoughtId());
	}

	@Test
	void aSessionIsReadBackAsWritten() throws Exception {
		SessionStore store = store();
		try (SessionStore.Log log = store.create(header("s1", "/srv/project"))) {
			for (StoredMessage message : conversation()) {
				log.append(message);
			}
			log.title("Create a file");
			log.sync();
		}
		StoredSession session = store.read("s1").orElseThrow();
		assertThat(session.header()).isEqualTo(header("s1", "/srv/project"));
		assertThat(session.title()).isEqualTo("Create a file");
		assertThat(session.messages()).isEqualTo(conversation());
		// A listing reads the type at the start of a record and skips messages unparsed; the title after them counts.
		assertThat(Files.readAllLines(file("s1")).subList(1, 4)).allMatch(line -> line.startsWith("{\"type\":\"message\","));
		// Roles by name, as files written before read them back (not LSP4J's enum numbers).
		assertThat(Files.readAllLines(file("s1")).get(1)).contains("{\"role\":\"user\",");
		assertThat(store.list(null, null, 50).sessions()).extracting(SessionStore.Summary::title).containsExactly("Create a file");
		try (SessionStore.Log log = store.open("s1")) {
			log.append(StoredMessage.builder(ChatMessage.user("more"), List.of()).messageId("msg_more").build());
		}
		assertThat(store.read("s1").orElseThrow().messages()).hasSize(4);
	}

	@Test
	void anOptionReadsBackAsLastRecordedAndNullRemovesIt() throws Exception {
		SessionStore store = store();
		try (SessionStore.Log log = store.create(header("s9", "/srv/project"))) {
			log.option("systemPrompt", JsonParser.parseString("{\"mode\":\"append\",\"text\":\"one\"}"));
			log.option("thoughtLevel", JsonParser.parseString("\"high\""));
			log.option("systemPrompt", JsonParser.parseString("{\"mode\":\"override\",\"text\":\"two\"}"));
			log.option("thoughtLevel", JsonNull.INSTANCE);
		}
		Files.writeString(file("s9"), "{\"type\":\"option\",\"value\":1}\n", StandardOpenOption.APPEND);
		StoredSession session = store.read("s9").orElseThrow();
		assertThat(session.options()).containsOnlyKeys("systemPrompt");
		assertThat(session.options().get("systemPrompt").getAsJsonObject().get("text").getAsString()).isEqualTo("two");
	}

	@Test
	void tornAndCorruptLinesAreSkipped() throws Exception {
		SessionStore store = store();
		try (SessionStore.Log log = store.create(header("s2", "/srv/project"))) {
			log.append(conversation().get(0));
		}
		Path file = file("s2");
		Files.writeString(file, "this is not json\n{\"type\":\"message\",\"message\":42}\n", StandardOpenOption.APPEND);
		try (SessionStore.Log log = store.open("s2")) {
			log.append(conversation().get(1));
		}
		Files.writeString(file, "{\"type\":\"message\",\"message\":{\"role\":\"us", StandardOpenOption.APPEND);
		// The torn line was the call's result: the loaded history answers the call instead.
		assertThat(store.read("s2").orElseThrow().messages()).containsExactly(conversation().get(0), conversation().get(1),
				StoredMessage.of(ChatMessage.tool("c1", "Not run: the turn ended before this call ran."), List.of()));
	}

	@Test
	void aLineThatIsNotUtf8IsSkippedAndEveryOtherMessageLoads() throws Exception {
		SessionStore store = store();
		StoredMessage accented = StoredMessage.builder(ChatMessage.user("café ✓ 日本"), List.of()).messageId("msg_accented").build();
		try (SessionStore.Log log = store.create(header("s3", "/srv/project"))) {
			log.append(conversation().get(0));
			log.append(accented);
		}
		Path file = file("s3");
		// One invalid byte (0xFF never occurs in UTF-8) inside an otherwise valid record.
		String line = "{\"type\":\"message\",\"message\":{\"role\":\"user\",\"text\":\"x#y\"}}\n";
		byte[] broken = line.getBytes(StandardCharsets.UTF_8);
		broken[line.indexOf('#')] = (byte) 0xFF;
		Files.write(file, broken, StandardOpenOption.APPEND);
		try (SessionStore.Log log = store.open("s3")) {
			log.append(conversation().get(1));
			log.append(accented);
		}
		// A crash tore the last line inside a multi-byte character: ✓ is E2 9C 93, only E2 9C reached the disk.
		byte[] record = "{\"type\":\"message\",\"message\":{\"role\":\"user\",\"text\":\"✓\"}}".getBytes(StandardCharsets.UTF_8);
		int torn = new String(record, StandardCharsets.UTF_8).indexOf('✓') + 2;
		Files.write(file, Arrays.copyOf(record, torn), StandardOpenOption.APPEND);

		// The call of conversation().get(1) has no result in the file: loading answers it (HistoryRepair).
		assertThat(store.read("s3").orElseThrow().messages()).containsExactly(conversation().get(0), accented,
				conversation().get(1), StoredMessage.of(ChatMessage.tool("c1", "Not run: the turn ended before this call ran."), List.of()), accented);
		assertThat(store.list(null, null, 50).sessions()).extracting(SessionStore.Summary::sessionId).containsExactly("s3");
		assertThat(store.list("/srv/project", null, 50).sessions()).extracting(SessionStore.Summary::sessionId)
				.containsExactly("s3");
	}

	@Test
	void aFileWithoutItsHeaderIsNoSession() throws Exception {
		SessionStore store = store();
		Path folder = Files.createDirectories(directory.resolve("x"));
		Files.writeString(folder.resolve("empty.jsonl"), "");
		Files.writeString(folder.resolve("wrong.jsonl"), "{\"type\":\"header\",\"sessionId\":\"other\",\"cwd\":\"/a\",\"created\":\"" + CREATED + "\"}\n");
		Files.writeString(folder.resolve("garbage.jsonl"), "\u0000\u0001 binary\n");
		assertThat(store.read("empty")).isEmpty();
		assertThat(store.read("wrong")).isEmpty();
		assertThat(store.read("garbage")).isEmpty();
		assertThat(store.list(null, null, 50).sessions()).isEmpty();
	}

	@Test
	void sessionIdsCannotLeaveTheStore() throws Exception {
		SessionStore store = store();
		Files.writeString(directory.resolveSibling("outside.jsonl"), "{}\n");
		assertThat(store.read("../outside")).isEmpty();
		assertThat(store.read("..")).isEmpty();
		assertThat(store.delete("../outside")).isFalse();
		assertThatThrownBy(() -> store.create(header("../escape", "/a"))).isInstanceOf(IllegalArgumentException.class);
	}

	@Test
	void listingPagesNewestFirstWithAndWithoutACwdFilter() throws Exception {
		SessionStore store = store();
		List<String> expectedOrder = new ArrayList<>();
		for (int i = 0; i < 120; i++) {
			String id = String.format("s%03d", i);
			String cwd = i % 2 == 0 ? "/srv/even" : "/srv/odd";
			store.create(header(id, cwd)).close();
			Files.setLastModifiedTime(file(id), FileTime.from(CREATED.plusSeconds(i)));
			expectedOrder.add(0, id);
		}
		// The newest file of a folder is not a session: pages skip it and stay full.
		Path broken = file("s118").resolveSibling("broken.jsonl");
		Files.writeString(broken, "not a session\n");
		Files.setLastModifiedTime(broken, FileTime.from(CREATED.plusSeconds(1000)));
		List<String> listed = new ArrayList<>();
		String cursor = null;
		int pages = 0;
		do {
			SessionStore.Page page = store.list(null, cursor, 50);
			page.sessions().forEach(s -> listed.add(s.sessionId()));
			cursor = page.nextCursor();
			pages++;
		} while (cursor != null);
		assertThat(pages).isEqualTo(3);
		assertThat(listed).isEqualTo(expectedOrder);

		SessionStore.Page even = store.list("/srv/even", null, 50);
		assertThat(even.sessions()).hasSize(50).allSatisfy(s -> assertThat(s.cwd()).isEqualTo("/srv/even"));
		SessionStore.Page rest = store.list("/srv/even", even.nextCursor(), 50);
		assertThat(rest.sessions()).hasSize(10);
		assertThat(rest.nextCursor()).isNull();
		assertThat(even.sessions().get(0).sessionId()).isEqualTo("s118");

		assertThatThrownBy(() -> store.list(null, "not-a-cursor", 50)).isInstanceOf(IllegalArgumentException.class);
		assertThatThrownBy(() -> store.list(null, Base64.getUrlEncoder().encodeToString("v1:x:y".getBytes(StandardCharsets.UTF_8)), 50))
				.isInstanceOf(IllegalArgumentException.class);
	}

	@Test
	void deletingRemovesTheFileAndAnUnknownIdIsFalse() throws Exception {
		SessionStore store = store();
		store.create(header("gone", "/srv/project")).close();
		assertThat(store.delete("gone")).isTrue();
		assertThat(store.read("gone")).isEmpty();
		assertThat(store.delete("gone")).isFalse();
	}

	/** A subagent's session is reached through its parent: it is not listed, and goes with the parent. */
	@Test
	void aSubagentsSessionIsNotListedAndIsDeletedWithItsParent() throws Exception {
		SessionStore store = store();
		store.create(header("parent", "/srv/project")).close();
		store.create(header("other", "/srv/project")).close();
		for (String[] child : new String[][] { { "child-1", "parent" }, { "child-2", "parent" }, { "child-3", "other" } }) {
			store.create(SessionHeader.builder(child[0], "/srv/project", CREATED).title("Subagent: x").mode("workspace-write").model("demo/scripted").parent(child[1]).build()).close();
		}
		assertThat(store.read("child-1").orElseThrow().header().parent()).isEqualTo("parent");
		assertThat(store.read("parent").orElseThrow().header().parent()).isNull();
		assertThat(store.list(null, null, 50).sessions()).extracting(SessionStore.Summary::sessionId)
				.containsExactlyInAnyOrder("parent", "other");
		assertThat(store.list("/srv/project", null, 1).sessions()).extracting(SessionStore.Summary::sessionId)
				.as("a page is full of listed sessions").hasSize(1).doesNotContain("child-1", "child-2", "child-3");

		assertThat(store.delete("parent")).isTrue();
		assertThat(store.read("child-1")).isEmpty();
		assertThat(store.read("child-2")).isEmpty();
		assertThat(store.read("other")).isPresent();
		assertThat(store.read("child-3")).as("another parent's child stays").isPresent();
	}

	@Test
	void aSessionSomeoneHasOpenIsNotDeletedFromUnderIt() throws Exception {
		SessionStore owner = store();
		SessionStore.Log log = owner.create(header("busy", "/srv/project"));
		// Another store on the same directory stands for another connection: the OS lock is the process's.
		assertThatThrownBy(() -> store().delete("busy")).isInstanceOf(SessionStore.SessionLockedException.class)
				.hasMessage("Session busy is open in another connection of this acp4j process");
		log.append(conversation().get(0));
		log.close();
		assertThat(owner.read("busy").orElseThrow().messages()).hasSize(1);
		assertThat(store().delete("busy")).isTrue();
		assertThat(owner.read("busy")).isEmpty();
	}

	@Test
	void aSessionHasOneOwnerInAProcessToo() throws Exception {
		SessionStore.Log log = store().create(header("mine", "/srv/project"));
		// Two connections of one JVM appending to one file would interleave two histories.
		assertThatThrownBy(() -> store().open("mine")).isInstanceOf(SessionStore.SessionLockedException.class)
				.hasMessage("Session mine is open in another connection of this acp4j process");
		log.close();
		try (SessionStore.Log again = store().open("mine")) {
			again.append(conversation().get(0));
		}
		assertThat(store().read("mine").orElseThrow().messages()).hasSize(1);
	}

	/**
	 * Three processes in turn (three stores on one directory): the first is killed while it writes a
	 * record, the second reopens the session and appends the user's next prompt, the third loads it:
	 * the prompt is there, not glued to the torn line and skipped with it.
	 */
	@Test
	void aTornLastLineDoesNotSwallowTheNextRecord() throws Exception {
		try (SessionStore.Log log = store().create(header("torn", "/srv/project"))) {
			log.append(conversation().get(0));
		}
		Path file = file("torn");
		Files.writeString(file, "{\"type\":\"message\",\"message\":{\"role\":\"assist", StandardOpenOption.APPEND);

		StoredMessage next = StoredMessage.builder(ChatMessage.user("the next prompt"), List.of(UserMessageChunk.of(TextContent.of("the next prompt")))).messageId("msg_next").build();
		try (SessionStore.Log log = store().open("torn")) {
			log.append(next);
		}

		assertThat(store().read("torn").orElseThrow().messages()).containsExactly(conversation().get(0), next);
		assertThat(Files.readAllLines(file)).hasSize(3).allSatisfy(line -> assertThat(JsonParser.parseString(line).isJsonObject()).isTrue());
	}

	/** A last record that lost only its line break is whole: reopening ends its line and keeps it. */
	@Test
	void aWholeLastRecordWithoutItsLineBreakIsKept() throws Exception {
		try (SessionStore.Log log = store().create(header("unended", "/srv/project"))) {
			log.append(conversation().get(0));
		}
		Path file = file("unended");
		String whole = Files.readAllLines(file).get(1);
		Files.writeString(file, whole, StandardOpenOption.APPEND);
		StoredMessage next = StoredMessage.builder(ChatMessage.user("next"), List.of()).messageId("msg_next").build();
		try (SessionStore.Log log = store().open("unended")) {
			log.append(next);
		}
		assertThat(store().read("unended").orElseThrow().messages()).containsExactly(conversation().get(0), conversation().get(0), next);
	}

	/**
	 * A FIFO named like a session would hold whoever opens it forever; a link may lead anywhere. Neither
	 * is listed, read or opened.
	 */
	@Test
	void aFifoOrALinkNamedLikeASessionIsNotOpened() throws Exception {
		try (SessionStore.Log log = store().create(header("real", "/srv/project"))) {
			log.append(conversation().get(0));
		}
		Path folder = file("real").getParent();
		Path fifo = folder.resolve("x.jsonl");
		assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
		Files.createSymbolicLink(folder.resolve("link.jsonl"), file("real"));
		SessionStore store = store();
		assertTimeoutPreemptively(Duration.ofSeconds(20), () -> {
			assertThat(store.list(null, null, 50).sessions()).extracting(SessionStore.Summary::sessionId).containsExactly("real");
			assertThat(store.list("/srv/project", null, 50).sessions()).extracting(SessionStore.Summary::sessionId)
					.containsExactly("real");
			assertThat(store.read("x")).isEmpty();
			assertThat(store.read("link")).isEmpty();
			assertThatThrownBy(() -> store.open("x")).isInstanceOf(NoSuchFileException.class);
			assertThatThrownBy(() -> store.open("link")).isInstanceOf(NoSuchFileException.class);
			assertThat(store.delete("x")).isFalse();
		});
		assertThat(Files.exists(fifo, LinkOption.NOFOLLOW_LINKS)).isTrue();
	}

	/**
	 * On a disk that is really full, a record that does not fit fails and leaves the file as it was;
	 * written again once there is space, it is whole and in its place.
	 */
	@Test
	void aWriteThatFailsOnAFullDiskLeavesNoTornLineAndCanBeWrittenAgain() throws Exception {
		Path mounted = Files.createDirectories(directory.resolve("disk"));
		try (SmallDisk disk = SmallDisk.mount(mounted, "1m")) {
			SessionStore store = new JsonlSessionStore(mounted);
			StoredMessage big = StoredMessage.builder(ChatMessage.user("y".repeat(16 * 1024)), List.of()).messageId("msg_big").build();
			StoredMessage after = StoredMessage.builder(ChatMessage.user("after"), List.of()).messageId("msg_after").build();
			try (SessionStore.Log log = store.create(header("full", "/srv/project"))) {
				log.append(conversation().get(0));
				Path file;
				try (Stream<Path> files = Files.walk(mounted)) {
					file = files.filter(p -> p.getFileName().toString().equals("full.jsonl")).findFirst().orElseThrow();
				}
				byte[] before = Files.readAllBytes(file);
				disk.fill();
				assertThatThrownBy(() -> log.append(big)).isInstanceOf(IOException.class).hasMessageContaining("No space left on device");
				assertThat(Files.readAllBytes(file)).isEqualTo(before);
				disk.free();
				log.append(big);
				log.append(after);
			}
			assertThat(store.read("full").orElseThrow().messages()).containsExactly(conversation().get(0), big, after);
		}
	}
}
