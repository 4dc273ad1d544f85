package io.github.acp4j.jsonrpc;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The far side of a launcher under test, speaking raw lines: what it writes is the launcher's
 * input, and every line the launcher writes is queued here.
 */
final class RawPeer implements AutoCloseable {

	/** A guard against a hang, not a speed assertion. */
	private static final long TIMEOUT_SECONDS = 10;

	final InputStream launcherInput;
	final OutputStream launcherOutput;
	private final OutputStream toLauncher;
	private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();
	private final CountDownLatch outputEnded = new CountDownLatch(1);

	RawPeer() throws IOException {
		Pipe in = Pipe.open();
		Pipe out = Pipe.open();
		launcherInput = Channels.newInputStream(in.source());
		toLauncher = Channels.newOutputStream(in.sink());
		launcherOutput = Channels.newOutputStream(out.sink());
		InputStream fromLauncher = Channels.newInputStream(out.source());
		Thread drain = new Thread(() -> {
			try (BufferedReader reader = new BufferedReader(new InputStreamReader(fromLauncher, StandardCharsets.UTF_8))) {
				for (String line = reader.readLine(); line != null; line = reader.readLine()) {
					lines.add(line);
				}
				outputEnded.countDown();
			} catch (IOException closed) {
				// The test is over.
			}
		}, "raw-peer-drain");
		drain.setDaemon(true);
		drain.start();
	}

	void send(String line) {
		sendRaw(line + "\n");
	}

	void sendRaw(String text) {
		try {
			toLauncher.write(text.getBytes(StandardCharsets.UTF_8));
			toLauncher.flush();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** Sends bytes in chunks, for lines too long to build as one string. */
	void sendRepeated(byte[] chunk, long times) {
		try {
			for (long i = 0; i < times; i++) {
				toLauncher.write(chunk);
			}
			toLauncher.flush();
		} catch (IOException e) {
			throw new UncheckedIOException(e);
		}
	}

	/** The next line the launcher wrote. */
	String nextLine() throws InterruptedException {
		String line = lines.poll(TIMEOUT_SECONDS, TimeUnit.SECONDS);
		if (line == null) {
			throw new AssertionError("The launcher wrote nothing within " + TIMEOUT_SECONDS + " s");
		}
		return line;
	}

	JsonObject next() throws InterruptedException {
		return JsonParser.parseString(nextLine()).getAsJsonObject();
	}

	/** Whether the launcher wrote any line still unread. */
	boolean hasUnread() {
		return !lines.isEmpty();
	}

	/** Whether the launcher closed its output (the peer read to its end) within the timeout. */
	boolean outputEnds() throws InterruptedException {
		return outputEnded.await(TIMEOUT_SECONDS, TimeUnit.SECONDS);
	}

	/** Ends the launcher's input. */
	void closeInput() throws IOException {
		toLauncher.close();
	}

	@Override
	public void close() throws IOException {
		toLauncher.close();
		launcherOutput.close();
	}
}
