package io.github.acp4j.agent.tools.internal;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;

/**
 * Keeps the first and the last bytes of a command's output and counts the rest, so a command that
 * prints gigabytes costs a fixed amount of memory and the model still sees how it started and ended.
 */
final class BoundedOutput {

	private final int headLimit;
	private final byte[] tail;
	private final ByteArrayOutputStream head = new ByteArrayOutputStream();
	private int tailStart;
	private int tailLength;
	private long total;

	BoundedOutput(int headLimit, int tailLimit) {
		this.headLimit = headLimit;
		this.tail = new byte[tailLimit];
	}

	synchronized void write(byte[] bytes, int offset, int length) {
		total += length;
		int toHead = Math.min(length, headLimit - head.size());
		if (toHead > 0) {
			head.write(bytes, offset, toHead);
		}
		for (int i = offset + Math.max(toHead, 0); i < offset + length; i++) {
			tail[(tailStart + tailLength) % tail.length] = bytes[i];
			if (tailLength < tail.length) {
				tailLength++;
			} else {
				tailStart = (tailStart + 1) % tail.length;
			}
		}
	}

	synchronized String text() {
		StringBuilder out = new StringBuilder(head.toString(StandardCharsets.UTF_8));
		long omitted = total - head.size() - tailLength;
		if (omitted > 0) {
			out.append("\n[... ").append(omitted).append(" bytes of output omitted ...]\n");
		}
		byte[] end = new byte[tailLength];
		for (int i = 0; i < tailLength; i++) {
			end[i] = tail[(tailStart + i) % tail.length];
		}
		return out.append(new String(end, StandardCharsets.UTF_8)).toString();
	}
}
