package io.github.acp4j.eclipse;

import java.nio.charset.StandardCharsets;

/**
 * A terminal's output as {@code terminal/output} returns it: at most {@code byteLimit} bytes of UTF-8,
 * the oldest dropped first, and never half a character (a surrogate pair goes whole). Thread-safe.
 */
final class TerminalOutput {
	private final long byteLimit;
	private final StringBuilder text = new StringBuilder();
	private long bytes;
	private boolean truncated;

	/** Output that keeps the last {@code byteLimit} bytes. */
	TerminalOutput(long byteLimit) {
		this.byteLimit = byteLimit;
	}

	/** Appends {@code chunk}, then drops whole characters from the start while over the limit. */
	synchronized void append(String chunk) {
		text.append(chunk);
		bytes += utf8Length(chunk, 0, chunk.length());
		if (bytes <= byteLimit) {
			return;
		}
		int cut = 0;
		while (bytes > byteLimit && cut < text.length()) {
			int width = Character.charCount(text.codePointAt(cut));
			bytes -= utf8Length(text, cut, cut + width);
			cut += width;
		}
		text.delete(0, cut);
		truncated = true;
	}

	/** The output kept. */
	synchronized String text() {
		return text.toString();
	}

	/** Whether output was dropped from the start. */
	synchronized boolean truncated() {
		return truncated;
	}

	private static long utf8Length(CharSequence chars, int from, int to) {
		return chars.subSequence(from, to).toString().getBytes(StandardCharsets.UTF_8).length;
	}
}
