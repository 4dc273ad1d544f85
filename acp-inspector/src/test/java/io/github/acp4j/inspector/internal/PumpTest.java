package io.github.acp4j.inspector.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Clock;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

class PumpTest {

	/** Bytes as a proxy meets them: a JSON line, a 32 MiB line, invalid UTF-8, a line that is no JSON, CRLF, no last newline. */
	static byte[] awkwardStream() {
		ByteArrayOutputStream bytes = new ByteArrayOutputStream();
		bytes.writeBytes("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n".getBytes(StandardCharsets.UTF_8));
		byte[] big = new byte[32 * 1024 * 1024];
		Arrays.fill(big, (byte) 'x');
		big[0] = '"';
		big[big.length - 1] = '"';
		bytes.writeBytes(big);
		bytes.write('\n');
		bytes.writeBytes(new byte[] { '{', '"', 'a', '"', ':', '"', (byte) 0xC3, (byte) 0x28, (byte) 0xFF, '"', '}', '\n' });
		bytes.writeBytes("not json at all\r\n\n".getBytes(StandardCharsets.UTF_8));
		byte[] random = new byte[4096];
		new Random(35).nextBytes(random);
		bytes.writeBytes(random);
		bytes.writeBytes("{\"jsonrpc\":\"2.0\",\"method\":\"x\"} no newline".getBytes(StandardCharsets.UTF_8));
		return bytes.toByteArray();
	}

	/** Reads at most a few bytes at a time, so lines and characters are split across reads. */
	static InputStream dribble(byte[] bytes, int most) {
		return new FilterInputStream(new ByteArrayInputStream(bytes)) {
			private final Random sizes = new Random(7);

			@Override
			public int read(byte[] buffer, int offset, int length) throws IOException {
				return super.read(buffer, offset, Math.min(length, 1 + sizes.nextInt(most)));
			}
		};
	}

	@Test
	void everyBytePassesUnchangedAndEachLineIsShownWithWhatIsWrongWithIt(@TempDir Path work) throws IOException {
		byte[] stream = awkwardStream();
		for (InputStream in : List.of(new ByteArrayInputStream(stream), dribble(stream, 7), dribble(stream, 100_000))) {
			Recording recording = Recording.live("test", Clock.systemUTC(), work.resolve("recording.ndjson"), false);
			ByteArrayOutputStream out = new ByteArrayOutputStream();

			Pump.copy(in, out, recording.tap(Entry.CLIENT));

			assertThat(Arrays.mismatch(out.toByteArray(), stream)).isEqualTo(-1);
			List<Entry> entries = recording.entries(0, Integer.MAX_VALUE);
			// Each line once, the random bytes cut where their newlines are.
			long newlines = 0;
			for (byte b : stream) {
				newlines += b == '\n' ? 1 : 0;
			}
			assertThat(entries).hasSize((int) newlines + 1);
			assertThat(entries.stream().mapToLong(entry -> entry.bytes() + (entry.newline() ? 1 : 0)).sum()).isEqualTo(stream.length);
			assertThat(entries.get(0).text()).startsWith("{\"jsonrpc\":\"2.0\",\"id\":1").doesNotContain("\n");
			assertThat(entries.get(0)).extracting(Entry::truncated, Entry::invalidUtf8, Entry::newline).containsExactly(false, false, true);
			Entry big = entries.get(1);
			assertThat(big.bytes()).isEqualTo(32 * 1024 * 1024);
			assertThat(big.truncated()).isTrue();
			assertThat(big.invalidUtf8()).isFalse();
			assertThat(big.text()).hasSize(LineTap.SHOWN_BYTES);
			assertThat(entries.get(2).invalidUtf8()).isTrue();
			assertThat(entries.get(2).text()).startsWith("{\"a\":\"").contains("\uFFFD");
			assertThat(entries.get(3).text()).isEqualTo("not json at all\r");
			assertThat(entries.get(4).bytes()).isZero();
			Entry last = entries.get(entries.size() - 1);
			assertThat(last.newline()).isFalse();
			assertThat(last.text()).endsWith("} no newline");
			assertThat(entries).extracting(Entry::seq).isSorted().doesNotHaveDuplicates();
			recording.close();
		}
	}
}
