package io.github.acp4j.agent.spi;

/**
 * Text as the user is shown it when asked about a tool call: every character that could hide or
 * disguise what the model wrote is written as a visible escape instead. Escaped are control
 * characters (C0, DEL, C1; a tab is {@code \t}, a carriage return {@code \r}), bidirectional
 * overrides, embeddings and isolates ({@code U+202A}-{@code U+202E}, {@code U+2066}-{@code U+2069}),
 * zero-width and other invisible format characters, line and paragraph separators, spaces other
 * than the ASCII space, variation selectors, blank-looking letters, private-use, unassigned and lone
 * surrogate code points; each as <code>&#92;u{202E}</code>, its code point in hexadecimal. A backslash is
 * left as it is: <code>&#92;u{202E}</code> written by the model reads the same as the character, but hides nothing.
 */
public final class VisibleText {

	/** A run of this many spaces or more is shown by its length on one line. */
	private static final int LONG_BLANK = 8;

	private VisibleText() {
	}

	/**
	 * One line: newlines escaped too ({@code \n}), and a run of eight spaces or more shown as
	 * {@code [130 spaces]}, so nothing can be pushed out of sight to the right.
	 */
	public static String line(String text) {
		StringBuilder shown = new StringBuilder(text.length());
		for (int k = 0; k < text.length();) {
			if (text.charAt(k) == ' ') {
				int end = k;
				while (end < text.length() && text.charAt(end) == ' ') {
					end++;
				}
				shown.append(end - k >= LONG_BLANK ? " [" + (end - k) + " spaces] " : text.substring(k, end));
				k = end;
				continue;
			}
			int c = text.codePointAt(k);
			append(shown, c, true);
			k += Character.charCount(c);
		}
		return shown.toString();
	}

	/**
	 * {@link #line} of {@code text}, at most {@code max} characters: a longer one is cut before the
	 * escape it would split, and ends with {@code …}.
	 */
	public static String line(String text, int max) {
		String shown = line(text);
		if (shown.length() <= max) {
			return shown;
		}
		int end = max - 1;
		if (Character.isLowSurrogate(shown.charAt(end))) {
			end--;
		}
		int escape = shown.lastIndexOf('\\', end);
		if (escape >= 0 && (escape == end - 1 || shown.startsWith("\\u{", escape) && shown.indexOf('}', escape) >= end)) {
			end = escape;
		}
		int blanks = shown.lastIndexOf(" [", end);
		if (blanks >= 0 && shown.indexOf("] ", blanks) >= end - 1) {
			end = blanks;
		}
		return shown.substring(0, end) + "…";
	}

	/** Every line kept as a line, every other character escaped as {@link #line} escapes it; blanks kept. */
	public static String lines(String text) {
		StringBuilder shown = new StringBuilder(text.length());
		text.codePoints().forEach(c -> append(shown, c, false));
		return shown.toString();
	}

	/** {@link #lines} of {@code text} as a Markdown code block, fenced longer than any run of backticks in it. */
	public static String codeBlock(String text) {
		String shown = lines(text);
		int longest = 0;
		for (int k = 0, run = 0; k < shown.length(); k++) {
			run = shown.charAt(k) == '`' ? run + 1 : 0;
			longest = Math.max(longest, run);
		}
		String fence = "`".repeat(Math.max(3, longest + 1));
		return fence + "\n" + shown + "\n" + fence;
	}

	private static void append(StringBuilder shown, int c, boolean oneLine) {
		if (c == '\n' && !oneLine) {
			shown.append('\n');
		} else if (c == '\n') {
			shown.append("\\n");
		} else if (c == '\t') {
			shown.append("\\t");
		} else if (c == '\r') {
			shown.append("\\r");
		} else if (hides(c)) {
			shown.append(String.format("\\u{%02X}", c));
		} else {
			shown.appendCodePoint(c);
		}
	}

	/** Whether a code point shows as nothing, as something it is not, or changes how the text around it shows. */
	static boolean hides(int c) {
		switch (Character.getType(c)) {
		case Character.CONTROL, Character.FORMAT, Character.SURROGATE, Character.PRIVATE_USE, Character.UNASSIGNED,
				Character.LINE_SEPARATOR, Character.PARAGRAPH_SEPARATOR:
			return true;
		case Character.SPACE_SEPARATOR:
			return c != ' ';
		default:
			// Variation selectors, the combining grapheme joiner, blank Hangul fillers and the blank Braille pattern.
			return c >= 0xFE00 && c <= 0xFE0F || c >= 0xE0100 && c <= 0xE01EF || c == 0x034F || c == 0x115F || c == 0x1160
					|| c == 0x3164 || c == 0xFFA0 || c == 0x2800;
		}
	}
}
