package io.github.acp4j.samples;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.regex.Pattern;

/**
 * The user's lines, read by one thread and handed to whoever asks first. A request for a line that
 * is abandoned (completed or cancelled by its owner: a permission question the user cancelled with
 * Ctrl-C, or one the agent withdrew) gets no line: the next line goes to the next request, so a
 * question nobody waits for never swallows what the user types after it.
 */
final class TerminalInput {

	private final Deque<String> typed = new ArrayDeque<>();
	private final Deque<CompletableFuture<Optional<String>>> waiting = new ArrayDeque<>();
	private boolean ended;

	/** An escape sequence a key sends (arrows, Home, F-keys), or a control character other than a tab. */
	private static final Pattern UNPRINTABLE = Pattern.compile("\\x1b(\\[[0-9;?]*[ -/]*[@-~]|O.|.)?|[\\x00-\\x08\\x0b-\\x1f\\x7f]");

	/**
	 * {@code line} without what a key the terminal does not handle left in it (Ctrl-L, an arrow key's
	 * {@code ESC [ A}): this client reads lines as the terminal cooks them, with no line editor, and
	 * such keys are no part of a prompt.
	 */
	static String printable(String line) {
		return UNPRINTABLE.matcher(line).replaceAll("");
	}

	/** The lines of {@code in}, as a terminal in its usual (cooked) mode or a pipe gives them. */
	TerminalInput(InputStream in) {
		this(input -> {
			try (BufferedReader terminal = new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8))) {
				for (String line = terminal.readLine(); line != null; line = terminal.readLine()) {
					input.deliver(line);
				}
			}
		});
	}

	/** Reads on a thread of its own until {@code reading} returns or fails: the end of input. */
	private TerminalInput(Reading reading) {
		Thread reader = new Thread(() -> {
			try {
				reading.read(this);
			} catch (IOException e) {
				// the terminal is gone: the same as its end
			}
			end();
		}, "terminal-input");
		reader.setDaemon(true);
		reader.start();
	}

	/**
	 * The lines typed at a terminal in raw mode ({@link Tty#raw}): the keys are edited into lines and
	 * echoed on {@code echo} by {@link TerminalKeys}, and Ctrl-C runs {@code interrupt}.
	 */
	static TerminalInput keys(InputStream in, PrintStream echo, Runnable interrupt) {
		return new TerminalInput(input -> new TerminalKeys(in, echo, interrupt, input::deliver).read());
	}

	@FunctionalInterface
	private interface Reading {
		void read(TerminalInput input) throws IOException;
	}

	/**
	 * The next line nobody has taken, or empty at the end of input. The caller abandons the request
	 * by completing or cancelling the future itself; a line that arrives later is kept for the next
	 * request.
	 */
	synchronized CompletableFuture<Optional<String>> next() {
		if (!typed.isEmpty()) {
			return CompletableFuture.completedFuture(Optional.of(typed.poll()));
		}
		if (ended) {
			return CompletableFuture.completedFuture(Optional.empty());
		}
		CompletableFuture<Optional<String>> line = new CompletableFuture<>();
		waiting.add(line);
		line.whenComplete((value, abandoned) -> forget(line));
		return line;
	}

	private synchronized void forget(CompletableFuture<Optional<String>> request) {
		waiting.remove(request);
	}

	/**
	 * Gives back a line a request received as it was being abandoned (both at the same instant): it
	 * goes to the next request, before any line typed after it.
	 */
	synchronized void unread(String line) {
		if (!handOver(line)) {
			typed.addFirst(line);
		}
	}

	private synchronized void deliver(String line) {
		if (!handOver(line)) {
			typed.add(line);
		}
	}

	/** Whether a waiting request took the line; an abandoned one never does. */
	private boolean handOver(String line) {
		for (CompletableFuture<Optional<String>> request = waiting.poll(); request != null; request = waiting.poll()) {
			if (request.complete(Optional.of(line))) {
				return true;
			}
		}
		return false;
	}

	private synchronized void end() {
		ended = true;
		List<CompletableFuture<Optional<String>>> ending = List.copyOf(waiting);
		waiting.clear();
		ending.forEach(request -> request.complete(Optional.empty()));
	}
}
