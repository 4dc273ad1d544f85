package io.github.acp4j.inspector.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.List;
import java.util.Set;
import java.util.zip.CRC32;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/**
 * A million messages through the proxy's pumps into a recording, in a JVM of its own with a heap of
 * {@value #HEAP}: what passed is on disk, only the index in memory, so it completes where keeping the
 * messages (some 200 bytes each on the heap) would run out of memory; then the first and the last
 * page are read back and a search finds a message near the start.
 */
class MillionMessagesTest {

	static final String HEAP = "-Xmx40m";
	static final int MESSAGES = 1_000_000;
	static final int BATCH = 500;

	@Test
	void aMillionMessagesPassWithABoundedHeap(@TempDir Path work) throws Exception {
		Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(), HEAP,
				"-XX:+ExitOnOutOfMemoryError", "-cp", System.getProperty("java.class.path"), MillionMessagesTest.class.getName(),
				work.resolve("million.ndjson").toString()).redirectErrorStream(true).start();
		String output = new String(process.getInputStream().readAllBytes(), StandardCharsets.UTF_8);

		assertThat(process.waitFor()).as(output).isZero();
		// Batch 1 holds ids 500 to 999: the request with id 617 is its 117th line; the last answer's request is 500 lines before it.
		assertThat(output).contains("recorded 1000000, passed unchanged, first 0, last 999999, found 1117, last answers 999499");
	}

	/** The forked JVM: a client's requests and an agent's answers, in batches, each through a pump. */
	public static void main(String[] args) throws IOException {
		CRC32 in = new CRC32();
		CRC32 passed = new CRC32();
		OutputStream out = new OutputStream() {
			@Override
			public void write(int b) {
				passed.update(b);
			}

			@Override
			public void write(byte[] bytes, int offset, int length) {
				passed.update(bytes, offset, length);
			}
		};
		try (Recording recording = Recording.live("million", Clock.systemUTC(), Path.of(args[0]), false)) {
			LineTap client = recording.tap(Entry.CLIENT);
			LineTap agent = recording.tap(Entry.AGENT);
			for (int start = 0; start < MESSAGES / 2; start += BATCH) {
				StringBuilder requests = new StringBuilder();
				StringBuilder answers = new StringBuilder();
				for (int id = start; id < start + BATCH; id++) {
					String text = id == 617 ? "needle" : "hay " + id;
					requests.append("{\"jsonrpc\":\"2.0\",\"id\":").append(id).append(",\"method\":\"_echo\",\"params\":{\"text\":\"").append(text)
							.append("\"}}\n");
					answers.append("{\"jsonrpc\":\"2.0\",\"id\":").append(id).append(",\"result\":{}}\n");
				}
				for (Object[] side : List.of(new Object[] { requests, client }, new Object[] { answers, agent })) {
					byte[] bytes = side[0].toString().getBytes(StandardCharsets.UTF_8);
					in.update(bytes);
					Pump.copy(new ByteArrayInputStream(bytes), out, (LineTap) side[1]);
				}
			}
			long found = -1;
			for (long from = 0; found < 0;) {
				JsonObject page = recording.search(new Query(null, null, "NEEDLE", Set.of()), from, Long.MAX_VALUE, 10, 20_000, 8 << 20);
				found = page.getAsJsonArray("entries").isEmpty() ? -1 : page.getAsJsonArray("entries").get(0).getAsJsonObject().get("seq").getAsLong();
				from = page.get("next").getAsLong();
			}
			JsonObject last = recording.page(MESSAGES - 1, 10, 1 << 20).getAsJsonArray("entries").get(0).getAsJsonObject();
			System.out.println("recorded " + recording.size() + ", passed " + (in.getValue() == passed.getValue() ? "unchanged" : "CHANGED")
					+ ", first " + recording.entries(0, 1).get(0).seq() + ", last " + last.get("seq").getAsLong() + ", found " + found
					+ ", last answers " + last.get("answers").getAsLong());
		}
	}
}
