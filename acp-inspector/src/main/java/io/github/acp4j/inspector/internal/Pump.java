package io.github.acp4j.inspector.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** One direction of the proxy: bytes shown to the tap and copied as they are read, never re-encoded. */
public final class Pump {

	private Pump() {
	}

	/**
	 * Copies {@code in} to {@code out} byte for byte, flushing after each read so nothing waits for a
	 * buffer to fill; returns when {@code in} ends. The tap is handed each read before it is passed on,
	 * so a message is recorded before the peer can read it: an answer never shows before its request,
	 * however the two directions' threads run. A failure to read or write ends the copy and is thrown;
	 * the tap has seen what was read.
	 */
	public static void copy(InputStream in, OutputStream out, LineTap tap) throws IOException {
		byte[] buffer = new byte[64 * 1024];
		try {
			for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
				tap.accept(buffer, 0, read);
				out.write(buffer, 0, read);
				out.flush();
			}
		} finally {
			tap.end();
		}
	}
}
