package io.github.acp4j.inspector.internal;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;

/** One direction of the proxy: bytes copied as they are read, never re-encoded, then shown to the tap. */
public final class Pump {

	private Pump() {
	}

	/**
	 * Copies {@code in} to {@code out} byte for byte, flushing after each read so nothing waits for a
	 * buffer to fill, and hands the tap what passed; returns when {@code in} ends. A failure to read or
	 * write ends the copy and is thrown; the tap has seen what passed.
	 */
	public static void copy(InputStream in, OutputStream out, LineTap tap) throws IOException {
		byte[] buffer = new byte[64 * 1024];
		try {
			for (int read = in.read(buffer); read >= 0; read = in.read(buffer)) {
				out.write(buffer, 0, read);
				out.flush();
				tap.accept(buffer, 0, read);
			}
		} finally {
			tap.end();
		}
	}
}
