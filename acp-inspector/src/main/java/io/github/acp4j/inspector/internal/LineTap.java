package io.github.acp4j.inspector.internal;

import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;

/**
 * Cuts one direction's bytes into lines for the page, after they were passed on: each line's head (at
 * most {@link #SHOWN_BYTES}) is kept and its length counted, so a 32 MiB line costs 1 MiB here. Called
 * by one thread, the pump's.
 */
public final class LineTap {

	/** How much of a line the page is shown; the rest is counted, not kept. */
	public static final int SHOWN_BYTES = 1024 * 1024;

	private final Recording recording;
	private final String from;
	private byte[] head = new byte[8 * 1024];
	private int kept;
	private long length;
	private long startMicros = -1;

	LineTap(Recording recording, String from) {
		this.recording = recording;
		this.from = from;
	}

	/** Takes bytes as they were passed on. */
	public void accept(byte[] bytes, int offset, int count) {
		int start = offset;
		int end = offset + count;
		for (int i = offset; i < end; i++) {
			if (bytes[i] == '\n') {
				keep(bytes, start, i - start);
				emit(true);
				start = i + 1;
			}
		}
		keep(bytes, start, end - start);
	}

	/** The stream ended: a last line without its newline is a line too. */
	public void end() {
		if (length > 0) {
			emit(false);
		}
	}

	private void keep(byte[] bytes, int offset, int count) {
		if (count == 0) {
			return;
		}
		if (startMicros < 0) {
			startMicros = recording.now();
		}
		length += count;
		int room = Math.min(count, SHOWN_BYTES - kept);
		if (room > 0) {
			if (kept + room > head.length) {
				byte[] grown = new byte[Math.min(SHOWN_BYTES, Math.max(head.length * 2, kept + room))];
				System.arraycopy(head, 0, grown, 0, kept);
				head = grown;
			}
			System.arraycopy(bytes, offset, head, kept, room);
			kept += room;
		}
	}

	private void emit(boolean newline) {
		boolean truncated = length > kept;
		// A line cut short may end inside a character: only what comes before that counts as invalid.
		boolean valid = valid(head, kept) || truncated && (valid(head, kept - 1) || valid(head, kept - 2) || valid(head, kept - 3));
		String text = new String(head, 0, kept, StandardCharsets.UTF_8);
		// A line is timed when its first byte passed, as a reader of the stream would see it start.
		recording.append(from, startMicros < 0 ? recording.now() : startMicros, length, text, truncated, !valid, newline);
		kept = 0;
		length = 0;
		startMicros = -1;
		if (head.length > 64 * 1024) {
			head = new byte[8 * 1024];
		}
	}

	private static boolean valid(byte[] bytes, int count) {
		if (count < 0) {
			return false;
		}
		try {
			StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
					.onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes, 0, count));
			return true;
		} catch (CharacterCodingException e) {
			return false;
		}
	}
}
