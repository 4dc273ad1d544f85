package io.github.acp4j.samples;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicBoolean;

/** The controlling terminal of this process, where there is one. */
final class Tty {

	private static final File DEVICE = new File("/dev/tty");

	private Tty() {
	}

	/** The terminal to write to, or null when this process has none (a pipe, a service, a test). */
	static PrintStream open() {
		try {
			return new PrintStream(new FileOutputStream(DEVICE), true, StandardCharsets.UTF_8);
		} catch (IOException | SecurityException none) {
			return null;
		}
	}

	/** Whether the file descriptor (0 for stdin, 1 for stdout, 2 for stderr) is a terminal. */
	static boolean isTerminal(int fd) {
		try {
			String target = Files.readSymbolicLink(Path.of("/proc/self/fd/" + fd)).toString();
			return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
		} catch (IOException | UnsupportedOperationException | SecurityException notLinux) {
			return System.console() != null;
		}
	}

	/** The terminal's width in columns, or 0 when it cannot be known. */
	static int columns() {
		String columns = System.getenv("COLUMNS");
		try {
			if (columns != null) {
				return Integer.parseInt(columns.strip());
			}
			String size = stty("size");
			return size == null ? 0 : Integer.parseInt(size.substring(size.indexOf(' ') + 1));
		} catch (RuntimeException e) {
			return 0;
		}
	}

	/**
	 * Puts the terminal in raw mode: no signal from Ctrl-C, Ctrl-\ or Ctrl-Z (the keys are read as
	 * bytes, see {@link TerminalKeys}), no line editing and no echo by the terminal; its output is
	 * as before. Null where it cannot ({@code stty} missing or failing). The settings are put back by
	 * {@link Raw#close}, or when the process exits without it (a signal, an uncaught exception).
	 */
	static Raw raw() {
		String saved = stty("-g");
		if (saved == null) {
			return null;
		}
		Raw raw = new Raw(saved);
		Runtime.getRuntime().addShutdownHook(raw.atExit);
		if (stty("-isig", "-icanon", "-iexten", "-echo", "min", "1", "time", "0") == null) {
			raw.close();
			return null;
		}
		return raw;
	}

	/** The terminal in raw mode; closing it restores the settings it had before, once. */
	static final class Raw implements AutoCloseable {
		private final String saved;
		private final AtomicBoolean restored = new AtomicBoolean();
		private final Thread atExit;

		private Raw(String saved) {
			this.saved = saved;
			this.atExit = new Thread(this::restore, "terminal-restore");
		}

		private void restore() {
			if (restored.compareAndSet(false, true)) {
				stty(saved);
			}
		}

		@Override
		public void close() {
			restore();
			try {
				Runtime.getRuntime().removeShutdownHook(atExit);
			} catch (IllegalStateException exiting) {
				// the hook runs, or ran, and does nothing more
			}
		}
	}

	/** Runs {@code stty} on the terminal; what it printed, or null when it failed. */
	private static String stty(String... args) {
		try {
			Process stty = new ProcessBuilder(concat(args)).redirectInput(DEVICE)
					.redirectError(ProcessBuilder.Redirect.DISCARD).start();
			String printed = new String(stty.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
			if (!stty.waitFor(5, TimeUnit.SECONDS) || stty.exitValue() != 0) {
				stty.destroyForcibly();
				return null;
			}
			return printed;
		} catch (IOException e) {
			return null;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return null;
		}
	}

	private static List<String> concat(String... args) {
		List<String> command = new ArrayList<>(List.of("stty"));
		command.addAll(List.of(args));
		return command;
	}
}
