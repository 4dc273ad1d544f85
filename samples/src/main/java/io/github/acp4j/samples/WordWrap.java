package io.github.acp4j.samples;

import java.util.function.IntSupplier;

/**
 * Streamed text wrapped at word boundaries: a word that would run past the width starts the next
 * line instead. The last word of a piece is held until the next piece shows where it ends, or until
 * {@link #flush}. Blanks that start a line (indentation) are kept; those at a break are dropped; a
 * word longer than a line is left to the terminal; ANSI escape sequences take no column.
 */
final class WordWrap {

	private static final int ESCAPE = 0x1b;

	private final IntSupplier width;
	private final StringBuilder word = new StringBuilder();
	private int wordLength;
	private int blanks;
	private int column;
	/** Inside an ANSI escape sequence, which takes no column. */
	private boolean inEscape;

	/** @param width the columns of a line, asked at each piece; 0 or less leaves the text as it is */
	WordWrap(IntSupplier width) {
		this.width = width;
	}

	/** What can be shown of {@code text} now. */
	String feed(String text) {
		int columns = width.getAsInt();
		StringBuilder out = new StringBuilder();
		if (columns <= 0) {
			out.append(flush());
			for (int i = 0; i < text.length(); i++) {
				column = text.charAt(i) == '\n' ? 0 : column + 1;
			}
			return out.append(text).toString();
		}
		text.codePoints().forEach(c -> {
			if (c == '\n') {
				emitWord(out, columns);
				blanks = 0;
				column = 0;
				out.append('\n');
			} else if (c == ' ') {
				emitWord(out, columns);
				blanks++;
			} else {
				word.appendCodePoint(c);
				if (c == ESCAPE) {
					inEscape = true;
				} else if (inEscape) {
					inEscape = !Character.isLetter(c); // an ANSI sequence ends with its letter
				} else {
					wordLength++;
				}
			}
		});
		return out.toString();
	}

	/** The word held back, to be shown before something else is. */
	String flush() {
		StringBuilder out = new StringBuilder();
		emitWord(out, width.getAsInt());
		return out.toString();
	}

	/** Whether the last character shown ended a line (or nothing was shown). */
	boolean atLineStart() {
		return column == 0 && wordLength == 0;
	}

	/** Starts again at the start of a line, as after a line break written by someone else. */
	void newLine() {
		word.setLength(0);
		wordLength = 0;
		blanks = 0;
		column = 0;
	}

	private void emitWord(StringBuilder out, int columns) {
		if (wordLength == 0) {
			return;
		}
		if (columns > 0 && column > 0 && column + blanks + wordLength > columns) {
			out.append('\n');
			column = 0;
		} else {
			out.append(" ".repeat(blanks));
			column += blanks;
		}
		blanks = 0;
		out.append(word);
		column += wordLength;
		word.setLength(0);
		wordLength = 0;
	}
}
