package io.github.acp4j.agent.store.internal;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;

/**
 * The lines of a stream as bytes, split at {@code \n} before anything is decoded, so one line
 * that is not valid UTF-8 costs that line and no other.
 */
final class ByteLines {

	private final InputStream in;
	private final byte[] buffer = new byte[64 * 1024];
	private int position;
	private int limit;
	private final ByteArrayOutputStream line = new ByteArrayOutputStream(256);

	ByteLines(InputStream in) {
		this.in = in;
	}

	/** The next line without its {@code \n} (a last line may lack one), or null at the end. */
	byte[] next() throws IOException {
		line.reset();
		while (true) {
			if (position == limit) {
				limit = in.read(buffer);
				position = 0;
				if (limit <= 0) {
					limit = 0;
					return line.size() > 0 ? line.toByteArray() : null;
				}
			}
			int start = position;
			while (position < limit && buffer[position] != '\n') {
				position++;
			}
			line.write(buffer, start, position - start);
			if (position < limit) {
				position++;
				return line.toByteArray();
			}
		}
	}
}
