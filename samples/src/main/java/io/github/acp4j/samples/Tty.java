package io.github.acp4j.samples;

import java.io.File;
import java.io.FileOutputStream;
import java.io.IOException;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;

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
			Process stty = new ProcessBuilder("stty", "size").redirectInput(DEVICE)
					.redirectError(ProcessBuilder.Redirect.DISCARD).start();
			String size = new String(stty.getInputStream().readAllBytes(), StandardCharsets.UTF_8).strip();
			if (!stty.waitFor(5, TimeUnit.SECONDS) || stty.exitValue() != 0) {
				stty.destroyForcibly();
				return 0;
			}
			return Integer.parseInt(size.substring(size.indexOf(' ') + 1));
		} catch (IOException | RuntimeException e) {
			return 0;
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
			return 0;
		}
	}
}
