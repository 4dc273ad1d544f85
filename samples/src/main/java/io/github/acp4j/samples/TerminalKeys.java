package io.github.acp4j.samples;

import java.io.IOException;
import java.io.InputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.function.Consumer;

/**
 * The keys typed at a terminal in raw mode ({@link Tty#raw}), turned into lines as the terminal's
 * own line editing would: typed text is echoed, Backspace and Ctrl-U erase, Enter ends the line,
 * Ctrl-D on an empty line ends the input. Ctrl-C is a key like the others, handed to its handler,
 * never a signal: it reaches this client however the client was started (a background job of a
 * script starts it with SIGINT ignored), and never the processes in its process group. The keys the
 * terminal would not have handled either (arrows, function keys) are dropped.
 */
final class TerminalKeys {

	private static final int CTRL_C = 0x03;
	private static final int CTRL_D = 0x04;
	private static final int CTRL_H = 0x08;
	private static final int CTRL_U = 0x15;
	private static final int ESCAPE = 0x1b;
	private static final int DELETE = 0x7f;

	private final InputStream in;
	private final PrintStream echo;
	private final Runnable interrupt;
	private final Consumer<String> lines;
	private byte[] line = new byte[128];
	private int length;

	/**
	 * @param in        the terminal's keys
	 * @param echo      where what is typed shows: the terminal
	 * @param interrupt what Ctrl-C does
	 * @param lines     what receives each line typed, without its end
	 */
	TerminalKeys(InputStream in, PrintStream echo, Runnable interrupt, Consumer<String> lines) {
		this.in = in;
		this.echo = echo;
		this.interrupt = interrupt;
		this.lines = lines;
	}

	/** Reads keys until the input ends or Ctrl-D is typed on an empty line. */
	void read() throws IOException {
		boolean afterReturn = false;
		for (int key = in.read(); key >= 0; key = in.read()) {
			boolean lineFeedOfReturn = key == '\n' && afterReturn;
			afterReturn = key == '\r';
			if (lineFeedOfReturn) {
				continue; // CR LF, from a terminal that does not map CR to LF: one Enter
			}
			switch (key) {
			case '\r', '\n' -> {
				show("\n");
				String typed = new String(line, 0, length, StandardCharsets.UTF_8);
				length = 0;
				lines.accept(typed);
			}
			case CTRL_C -> {
				show("^C");
				length = 0; // as the terminal discards the line on SIGINT
				interrupt.run();
			}
			case CTRL_D -> {
				if (length == 0) {
					return;
				}
			}
			case DELETE, CTRL_H -> erase(1);
			case CTRL_U -> erase(Integer.MAX_VALUE);
			case ESCAPE -> skipSequence();
			default -> {
				if (key >= 0x20 || key == '\t') {
					type(key);
				}
			}
			}
		}
	}

	private void type(int key) {
		if (length == line.length) {
			line = Arrays.copyOf(line, length * 2);
		}
		line[length++] = (byte) key;
		echo.write(key);
		echo.flush();
	}

	/** Erases up to {@code characters} characters (UTF-8 sequences, not bytes) at the end of the line. */
	private void erase(int characters) {
		StringBuilder shown = new StringBuilder();
		for (int i = 0; i < characters && length > 0; i++) {
			do {
				length--;
			} while (length > 0 && (line[length] & 0xc0) == 0x80);
			shown.append("\b \b");
		}
		show(shown.toString());
	}

	/** Drops the rest of an escape sequence: {@code ESC [ ... final}, {@code ESC O x}, or {@code ESC x} (Alt+x). */
	private void skipSequence() throws IOException {
		int next = in.read();
		if (next == '[') {
			for (int key = in.read(); key >= 0 && (key < 0x40 || key > 0x7e); key = in.read()) {
				// parameters and intermediates
			}
		} else if (next == 'O') {
			in.read();
		}
	}

	private void show(String text) {
		echo.print(text);
		echo.flush();
	}
}
