package io.github.acp4j.agent.tools.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.channels.ReadableByteChannel;
import java.util.concurrent.CancellationException;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.Cancellation;

/** A file is read a chunk at a time: a cancel stops the read at the next chunk, and the limit holds. */
class TextFilesTest {

	/** An endless file, counting the reads made of it. */
	static class Endless implements ReadableByteChannel {
		final AtomicInteger reads = new AtomicInteger();

		@Override
		public int read(ByteBuffer target) {
			reads.incrementAndGet();
			int n = target.remaining();
			target.position(target.limit());
			return n;
		}

		@Override
		public boolean isOpen() {
			return true;
		}

		@Override
		public void close() {
		}
	}

	@Test
	void aCancelStopsTheReadAtTheNextChunk() {
		Cancellation cancellation = new Cancellation();
		Endless file = new Endless() {
			@Override
			public int read(ByteBuffer target) {
				cancellation.cancel();
				return super.read(target);
			}
		};
		assertThatThrownBy(() -> TextFiles.head(file, TextFiles.MAX_READ_BYTES, cancellation)).isInstanceOf(CancellationException.class);
		assertThat(file.reads).hasValue(1);
	}

	@Test
	void noMoreThanOneByteOverTheLimitIsRead() throws Exception {
		assertThat(TextFiles.head(new Endless(), 100_000, new Cancellation())).hasSize(100_001);
	}
}
