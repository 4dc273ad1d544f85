package io.github.acp4j.samples;

import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStreamWriter;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

/**
 * A command in a pseudo-terminal ({@code script} from util-linux), typed at like a user and read as
 * the terminal shows it. Closing it kills what is still running.
 */
final class PseudoTerminal implements AutoCloseable {

	private static final Path SCRIPT = Path.of("/usr/bin/script");

	private final Process process;
	private final Writer keys;
	private final InputStream output;
	private final ByteArrayOutputStream bytes = new ByteArrayOutputStream();
	private String seen = "";
	private int from;

	/**
	 * Runs {@code command} (a line for sh) in {@code directory}; the test is skipped where there is no
	 * {@code script}. A guard against a hang, not a speed assertion, ends it after
	 * {@link Processes#TIMEOUT_SECONDS}.
	 */
	PseudoTerminal(Path directory, Map<String, String> environment, String command) throws IOException {
		assumeTrue(Files.isExecutable(SCRIPT), "needs util-linux script for a pseudo-terminal");
		// script runs the command with $SHELL -c; exec makes it the only process in the terminal's
		// foreground group, since a shell such as dash that waits for it would itself be ended by Ctrl-C.
		ProcessBuilder builder = new ProcessBuilder(SCRIPT.toString(), "-qec", "exec " + command, "/dev/null")
				.directory(directory.toFile()).redirectErrorStream(true);
		builder.environment().put("SHELL", "/bin/sh");
		builder.environment().putAll(environment);
		process = builder.start();
		CompletableFuture.delayedExecutor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS).execute(this::kill);
		keys = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
		output = process.getInputStream();
	}

	/** A command line with each word quoted for sh. */
	static String quote(List<String> words) {
		return words.stream().map(word -> "'" + word.replace("'", "'\\''") + "'").collect(Collectors.joining(" "));
	}

	/** Types keys: text, {@code \n} for Enter, {@code \u0003} for Ctrl-C. */
	void type(String text) throws IOException {
		keys.write(text);
		keys.flush();
	}

	/** Reads until {@code text} shows after what an earlier wait found. */
	void await(String text) throws IOException {
		byte[] buffer = new byte[4096];
		while (seen.indexOf(text, from) < 0) {
			int read = output.read(buffer);
			if (read < 0) {
				throw new AssertionError("the terminal closed before showing " + text + ":\n" + seen);
			}
			bytes.write(buffer, 0, read);
			seen = bytes.toString(StandardCharsets.UTF_8); // whole, so a character split between reads is whole again
		}
		from = seen.indexOf(text, from) + text.length();
	}

	/** Everything the terminal has shown so far. */
	String seen() {
		return seen;
	}

	/** Reads to the end and returns the exit code; fails when the command does not exit in time. */
	int exit() throws IOException, InterruptedException {
		byte[] rest = output.readAllBytes();
		bytes.write(rest);
		seen = bytes.toString(StandardCharsets.UTF_8);
		if (!process.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)) {
			throw new AssertionError("the command did not exit:\n" + seen);
		}
		return process.exitValue();
	}

	private void kill() {
		process.descendants().forEach(ProcessHandle::destroyForcibly);
		process.destroyForcibly();
	}

	@Override
	public void close() {
		kill();
	}
}
