package io.github.acp4j.samples;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;

/**
 * The user's lines, read by one thread so that a question nobody waits for any more (a permission
 * request the agent cancelled) does not swallow the next prompt.
 */
final class TerminalInput {

	private static final String END = new String("end of input");

	private final BlockingQueue<String> lines = new LinkedBlockingQueue<>();

	TerminalInput(InputStream in) {
		Thread reader = new Thread(() -> {
			try (BufferedReader terminal = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
				for (String line = terminal.readLine(); line != null; line = terminal.readLine()) {
					lines.add(line);
				}
			} catch (IOException e) {
				// the terminal is gone: the same as its end
			}
			lines.add(END);
		}, "terminal-input");
		reader.setDaemon(true);
		reader.start();
	}

	/** The next line, or empty at the end of input or once nobody {@code wants} it any more. */
	Optional<String> next(BooleanSupplier wanted) throws InterruptedException {
		while (wanted.getAsBoolean()) {
			String line = lines.poll(100, TimeUnit.MILLISECONDS);
			if (line == END) {
				lines.add(END); // every later reader sees the end too
				return Optional.empty();
			}
			if (line != null) {
				return Optional.of(line);
			}
		}
		return Optional.empty();
	}
}
