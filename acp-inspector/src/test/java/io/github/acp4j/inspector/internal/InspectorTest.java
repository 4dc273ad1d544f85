package io.github.acp4j.inspector.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.inspector.Inspector;

/** The proxy between a client (this test's streams) and a real child process. */
class InspectorTest {

	private final ByteArrayOutputStream stderr = new ByteArrayOutputStream();
	private final PrintStream err = new PrintStream(stderr, true, StandardCharsets.UTF_8);

	@Test
	void anAgentThatEchoesItsInputGivesTheClientBackExactlyTheBytesItWrote() {
		byte[] stream = PumpTest.awkwardStream();
		ByteArrayOutputStream out = new ByteArrayOutputStream();

		int code = Inspector.run(new String[] { "--", "cat" }, PumpTest.dribble(stream, 50_000), out, err, Map.of());

		assertThat(code).isZero();
		assertThat(Arrays.mismatch(out.toByteArray(), stream)).isEqualTo(-1);
		assertThat(stderr.toString(StandardCharsets.UTF_8)).containsPattern("page is at http://127\\.0\\.0\\.1:\\d+/\\?token=[A-Za-z0-9_-]{32}");
	}

	@Test
	void withRecordTheConnectionIsWrittenToAFileAsItPassesThatOpensAgain(@TempDir Path work) throws Exception {
		Path file = work.resolve("connection.ndjson");
		byte[] lines = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}\nnot json\n".getBytes(StandardCharsets.UTF_8);

		int code = Inspector.run(new String[] { "--record", file.toString(), "--", "sh", "-c", "cat; exit 5" }, new ByteArrayInputStream(lines),
				new ByteArrayOutputStream(), err, Map.of());

		assertThat(code).isEqualTo(5);
		try (Recording opened = Recording.open(file)) {
		// What the client wrote, and what the agent (cat) wrote back: each line twice.
		assertThat(opened.entries(0, 10)).extracting(Entry::from, Entry::text).containsExactlyInAnyOrder(
				tuple(Entry.CLIENT, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}"),
				tuple(Entry.CLIENT, "not json"),
				tuple(Entry.AGENT, "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\"}"),
				tuple(Entry.AGENT, "not json"));
		assertThat(opened.page(0, 10, 1000).get("exitCode").getAsInt()).isEqualTo(5);
		}
	}

	@Test
	void theProxyExitsWithTheAgentsExitCode() {
		int code = Inspector.run(new String[] { "--", "sh", "-c", "cat >/dev/null; echo bye >&2; exit 7" },
				new ByteArrayInputStream("{}\n".getBytes(StandardCharsets.UTF_8)), new ByteArrayOutputStream(), err, Map.of());

		assertThat(code).isEqualTo(7);
	}

	@Test
	void anAgentThatExitsAtOnceEndsTheProxyWhileTheClientStillHasItsInputOpen() throws Exception {
		// Input that never ends: only the agent's exit can end the proxy.
		PipedOutputStream client = new PipedOutputStream();
		try (PipedInputStream in = new PipedInputStream(client)) {
			int code = Inspector.run(new String[] { "--", "sh", "-c", "echo '{\"jsonrpc\":\"2.0\"}'; exit 3" }, in, new ByteArrayOutputStream(), err,
					Map.of());

			assertThat(code).isEqualTo(3);
		}
	}

	@Test
	void aCommandThatCannotRunIsSaidInOneLine() {
		int code = Inspector.run(new String[] { "--", "/nonexistent/agent" }, new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(), err,
				Map.of());

		assertThat(code).isEqualTo(1);
		assertThat(stderr.toString(StandardCharsets.UTF_8)).contains("acp4j inspect: cannot run /nonexistent/agent");
	}

	@Test
	void aCommandLineWithoutAnAgentIsAUsageError() {
		int code = Inspector.run(new String[] { "--port", "0" }, new ByteArrayInputStream(new byte[0]), new ByteArrayOutputStream(), err, Map.of());

		assertThat(code).isEqualTo(2);
		assertThat(stderr.toString(StandardCharsets.UTF_8)).contains("usage: acp4j inspect");
	}
}
