package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;

/**
 * Splits a byte stream into {@code \n}-terminated lines with a bound on line length. A line over the
 * bound is drained to its end without being kept: only its first {@link #PREFIX_SIZE} and last
 * {@link #SUFFIX_SIZE} bytes are retained, enough to find the id it carried, before or after its
 * large member.
 */
final class LineReader {

	/** Bytes of an oversized line kept to recover its id. */
	static final int PREFIX_SIZE = 4096;
	/** Bytes at the end of an oversized line kept to recover an id written after the large member. */
	static final int SUFFIX_SIZE = 4096;

	/** What {@link #next()} found. */
	enum Kind {
		LINE, OVERSIZED, END
	}

	private final InputStream input;
	private final int maxLineSize;
	private final byte[] buffer = new byte[64 * 1024];
	private int position;
	private int limit;

	private static final int INITIAL_CAPACITY = 8 * 1024;
	/** A line buffer grown past this by one large message is let go before the next line. */
	private static final int RETAINED_CAPACITY = 1024 * 1024;

	private byte[] line = new byte[INITIAL_CAPACITY];
	private int lineLength;
	private long oversizedLength;
	/** The last bytes of an oversized line, as a ring: {@code suffixEnd} is where the next byte goes. */
	private final byte[] suffix = new byte[SUFFIX_SIZE];
	private int suffixEnd;
	private boolean suffixFull;

	LineReader(InputStream input, int maxLineSize) {
		this.input = input;
		this.maxLineSize = maxLineSize;
	}

	/**
	 * Reads up to the next line feed. After {@link Kind#LINE}, {@link #text()} is the line without its
	 * terminator (and without a trailing carriage return); after {@link Kind#OVERSIZED},
	 * {@link #text()} is the line's first bytes and {@link #oversizedLength()} its full length. A last
	 * line without a terminator still counts as a line.
	 */
	Kind next() throws IOException {
		if (line.length > RETAINED_CAPACITY) {
			line = new byte[INITIAL_CAPACITY];
		}
		lineLength = 0;
		oversizedLength = 0;
		suffixEnd = 0;
		suffixFull = false;
		boolean oversized = false;
		while (true) {
			if (position == limit) {
				int read = input.read(buffer, 0, buffer.length);
				if (read < 0) {
					if (oversized) {
						return Kind.OVERSIZED;
					}
					return lineLength > 0 ? Kind.LINE : Kind.END;
				}
				position = 0;
				limit = read;
			}
			int start = position;
			int end = start;
			while (end < limit && buffer[end] != '\n') {
				end++;
			}
			boolean terminated = end < limit;
			position = terminated ? end + 1 : end;
			int chunk = end - start;
			if (oversized) {
				oversizedLength += chunk;
				keepSuffix(buffer, start, chunk);
			} else if ((long) lineLength + chunk > maxLineSize) {
				oversized = true;
				oversizedLength = (long) lineLength + chunk;
				keepSuffix(line, 0, lineLength);
				keepSuffix(buffer, start, chunk);
				append(start, Math.min(chunk, Math.max(0, PREFIX_SIZE - lineLength)));
				lineLength = Math.min(lineLength, PREFIX_SIZE);
			} else {
				append(start, chunk);
			}
			if (terminated) {
				return oversized ? Kind.OVERSIZED : Kind.LINE;
			}
		}
	}

	/** The current line (or an oversized line's prefix) decoded as UTF-8. */
	String text() {
		int length = lineLength;
		if (length > 0 && line[length - 1] == '\r') {
			length--;
		}
		return new String(line, 0, length, StandardCharsets.UTF_8);
	}

	long oversizedLength() {
		return oversizedLength;
	}

	/** After {@link Kind#OVERSIZED}, the line's last bytes decoded as UTF-8 (the first may be part of a character). */
	String suffix() {
		if (!suffixFull) {
			return new String(suffix, 0, suffixEnd, StandardCharsets.UTF_8);
		}
		byte[] ordered = new byte[SUFFIX_SIZE];
		System.arraycopy(suffix, suffixEnd, ordered, 0, SUFFIX_SIZE - suffixEnd);
		System.arraycopy(suffix, 0, ordered, SUFFIX_SIZE - suffixEnd, suffixEnd);
		return new String(ordered, StandardCharsets.UTF_8);
	}

	private void keepSuffix(byte[] from, int start, int count) {
		int skipped = Math.max(0, count - SUFFIX_SIZE);
		for (int i = start + skipped; i < start + count; i++) {
			suffix[suffixEnd] = from[i];
			suffixEnd = (suffixEnd + 1) % SUFFIX_SIZE;
			suffixFull |= suffixEnd == 0;
		}
	}

	private void append(int start, int count) {
		if (count <= 0) {
			return;
		}
		if (lineLength + count > line.length) {
			line = Arrays.copyOf(line, Math.max(line.length * 2, lineLength + count));
		}
		System.arraycopy(buffer, start, line, lineLength, count);
		lineLength += count;
	}
}
