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
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import java.util.stream.Stream;

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
	 * How the terminal's command is started, whatever the signal dispositions of the test itself: a
	 * process inherits the signals its parent ignores, through {@code exec} too.
	 */
	enum Start {
		/** With SIGINT and SIGQUIT at their defaults, as from an interactive shell. */
		FOREGROUND,
		/**
		 * As a background job of a non-interactive shell (a script's {@code cmd &}, a build run from
		 * one), which starts it with SIGINT and SIGQUIT ignored.
		 */
		BACKGROUND_JOB
	}

	/** As {@link #PseudoTerminal(Path, Map, String, Start)} started as {@link Start#FOREGROUND}. */
	PseudoTerminal(Path directory, Map<String, String> environment, String command) throws IOException {
		this(directory, environment, command, Start.FOREGROUND);
	}

	/**
	 * Runs {@code command} (a line for sh) in {@code directory}, started as {@code start} says; the
	 * test is skipped where there is no {@code script} (or no coreutils {@code env} that sets signals
	 * to their defaults). A guard against a hang, not a speed assertion, ends it after
	 * {@link Processes#TIMEOUT_SECONDS}.
	 */
	PseudoTerminal(Path directory, Map<String, String> environment, String command, Start start) throws IOException {
		assumeTrue(Files.isExecutable(SCRIPT), "needs util-linux script for a pseudo-terminal");
		// script runs the command with $SHELL -c; exec makes it the only process in the terminal's
		// foreground group, since a shell such as dash that waits for it would itself be ended by Ctrl-C.
		List<String> terminal = List.of(SCRIPT.toString(), "-qec", "exec " + command, "/dev/null");
		List<String> started = new ArrayList<>();
		if (start == Start.FOREGROUND) {
			assumeTrue(defaultSignalsCanBeSet(), "needs an env with --default-signal (coreutils 8.31 or newer)");
			started.addAll(List.of("env", "--default-signal=INT,QUIT"));
			started.addAll(terminal);
		} else {
			// The job's standard input is passed on explicitly (through fd 3: POSIX makes a background
			// job's /dev/null before its own redirections, so dash's <&0 would be /dev/null).
			started.addAll(List.of("/bin/sh", "-c", "exec 3<&0; \"$0\" \"$@\" <&3 3<&- & wait $!"));
			started.addAll(terminal);
		}
		ProcessBuilder builder = new ProcessBuilder(started).directory(directory.toFile()).redirectErrorStream(true);
		builder.environment().put("SHELL", "/bin/sh");
		builder.environment().putAll(environment);
		process = builder.start();
		CompletableFuture.delayedExecutor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS).execute(this::kill);
		keys = new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8);
		output = process.getInputStream();
	}

	private static boolean defaultSignalsCanBeSet() {
		try {
			Process env = new ProcessBuilder("env", "--default-signal=INT", "true").redirectErrorStream(true)
					.redirectOutput(ProcessBuilder.Redirect.DISCARD).start();
			return env.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS) && env.exitValue() == 0;
		} catch (IOException e) {
			return false;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return false;
		}
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

	/** The processes running in the terminal now. */
	Stream<ProcessHandle> descendants() {
		return process.descendants();
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

	/**
	 * Kills the command and what it started, only while it runs: once it has exited its pid may be
	 * another process's, and a pid's descendants are whatever that one started (the guard against a
	 * hang fires after the test, in a later test's time).
	 */
	private void kill() {
		if (process.isAlive()) {
			process.descendants().forEach(ProcessHandle::destroyForcibly);
			process.destroyForcibly();
		}
	}

	@Override
	public void close() {
		kill();
	}
}
