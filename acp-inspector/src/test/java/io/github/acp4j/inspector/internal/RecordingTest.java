package io.github.acp4j.inspector.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.inspector.Inspector;

/** The recording on disk: pairing, the server-side filter and search, and a file that cannot be written. */
class RecordingTest {

	@TempDir
	Path work;

	private static void pass(Recording recording, String from, String line) {
		byte[] bytes = (line + "\n").getBytes(StandardCharsets.UTF_8);
		recording.tap(from).accept(bytes, 0, bytes.length);
	}

	private static List<JsonObject> entries(JsonObject page) {
		return page.getAsJsonArray("entries").asList().stream().map(JsonElement::getAsJsonObject).toList();
	}

	@Test
	void anAnswerIsPairedWithItsRequestOnTheOtherSideAndCarriesItsMethodAndLatency() throws IOException {
		try (Recording recording = Recording.live("agent", Clock.systemUTC(), work.resolve("r.ndjson"), false)) {
			pass(recording, Entry.CLIENT, "{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"session/new\",\"params\":{}}");
			pass(recording, Entry.CLIENT, "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{}}");
			pass(recording, Entry.AGENT, "{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"sessionId\":\"s\"}}");
			pass(recording, Entry.AGENT, "{\"jsonrpc\":\"2.0\",\"id\":8,\"error\":{\"code\":1,\"message\":\"no request\"}}");

			List<JsonObject> entries = entries(recording.page(0, 10, 1 << 20));

			assertThat(entries).extracting(e -> e.get("kind").getAsString()).containsExactly("request", "response", "response", "error");
			assertThat(entries.get(0).get("answeredBy").getAsLong()).isEqualTo(2);
			// The client's own answer with the same id answers nothing of the client's.
			assertThat(entries.get(1).has("answers")).isFalse();
			assertThat(entries.get(2).get("answers").getAsLong()).isZero();
			assertThat(entries.get(2).get("method").getAsString()).isEqualTo("session/new");
			assertThat(entries.get(2).get("latencyMs").getAsDouble()).isEqualTo(entries.get(0).get("latencyMs").getAsDouble()).isNotNegative();
			assertThat(entries.get(3).has("answers")).isFalse();
		}
	}

	@Test
	void theFilterRunsOverTheRecordingInBoundedStepsAndSearchesPlainText() throws IOException {
		try (Recording recording = Recording.live("agent", Clock.systemUTC(), work.resolve("r.ndjson"), false)) {
			for (int i = 0; i < 1000; i++) {
				pass(recording, i % 2 == 0 ? Entry.CLIENT : Entry.AGENT,
						"{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"n\":" + i + ",\"text\":\"" + (i == 901 ? "Needle (a+)+$" : "hay") + "\"}}");
			}
			pass(recording, Entry.AGENT, "Starting agent...");

			JsonObject first = recording.search(new Query(null, null, "needle (A+)+$", Set.of()), 0, Long.MAX_VALUE, 10, 300, 1 << 20);
			assertThat(entries(first)).isEmpty();
			assertThat(first.get("next").getAsLong()).isEqualTo(300);
			assertThat(first.get("done").getAsBoolean()).isFalse();
			long next = 300;
			List<JsonObject> found = List.of();
			while (found.isEmpty()) {
				JsonObject page = recording.search(new Query(null, null, "needle (A+)+$", Set.of()), next, Long.MAX_VALUE, 10, 300, 1 << 20);
				found = entries(page);
				next = page.get("next").getAsLong();
			}
			assertThat(found).singleElement().satisfies(e -> assertThat(e.get("seq").getAsLong()).isEqualTo(901));

			JsonObject problems = recording.search(new Query(Entry.AGENT, "problem", null, Set.of(3L, 4L)), 0, Long.MAX_VALUE, 10, 5000, 1 << 20);
			// 3 is the agent's and listed by the page; 4 is the client's; 1000 is no JSON.
			assertThat(entries(problems)).extracting(e -> e.get("seq").getAsLong()).containsExactly(3L, 1000L);
			assertThat(problems.get("done").getAsBoolean()).isTrue();
			assertThat(entries(recording.search(new Query(null, "request", null, Set.of()), 0, Long.MAX_VALUE, 10, 5000, 1 << 20))).isEmpty();
		}
	}

	@Test
	void aFullDiskStopsTheRecordingNotTheConnectionAndThePageSaysSo() throws IOException {
		byte[] stream = PumpTest.awkwardStream();
		try (Recording recording = Recording.live("agent", Clock.systemUTC(), Path.of("/dev/full"), true)) {
			ByteArrayOutputStream out = new ByteArrayOutputStream();

			Pump.copy(PumpTest.dribble(stream, 10_000), out, recording.tap(Entry.CLIENT));

			assertThat(Arrays.mismatch(out.toByteArray(), stream)).isEqualTo(-1);
			assertThat(recording.stopped()).contains("/dev/full");
			assertThat(recording.page(0, 10, 1000).get("stopped").getAsString()).isEqualTo(recording.stopped());
			ByteArrayOutputStream export = new ByteArrayOutputStream();
			recording.ended(0);
			recording.export(export);
			Path file = work.resolve("export.ndjson");
			Files.write(file, export.toByteArray());
			try (Recording opened = Recording.open(file)) {
				assertThat(opened.size()).isZero();
				assertThat(opened.page(0, 1, 1).get("exitCode").getAsInt()).isZero();
			}
		}
	}

	@Test
	void aRecordingFolderThatCannotBeWrittenLeavesTheConnectionAsItIs() {
		ByteArrayOutputStream stderr = new ByteArrayOutputStream();
		byte[] lines = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}\nnot json\n".getBytes(StandardCharsets.UTF_8);
		ByteArrayOutputStream out = new ByteArrayOutputStream();

		int code = Inspector.run(new String[] { "--record", work.resolve("missing/folder/r.ndjson").toString(), "--", "cat" },
				new ByteArrayInputStream(lines), out, new PrintStream(stderr, true, StandardCharsets.UTF_8), Map.of());

		assertThat(code).isZero();
		assertThat(out.toByteArray()).isEqualTo(lines);
		assertThat(stderr.toString(StandardCharsets.UTF_8)).contains("not recording (the connection runs all the same)").contains("missing/folder");
	}
}
