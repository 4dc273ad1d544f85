package io.github.acp4j.eclipse;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The Markdown of an agent's answer as the view's transcript shows it, one line at a time: the
 * markers go, and what they marked gets a style (bold, italic, code, link, struck, heading, quote).
 * An answer streams, so a line is rendered again as it grows: a marker not yet closed shows as it
 * is, and a code fence opens or closes only when its line is complete. It is rendered in the
 * {@link org.eclipse.swt.custom.StyledText} the transcript already is, not in a Browser: a Browser
 * needs WebKitGTK beside SWT, a page per answer and script for every chunk, and the transcript's
 * text stays what a test and the user's copy see. Only the subset agents write is read: headings,
 * lists, quotes, rules, fences, code spans, emphasis, strike-through and links; tables and HTML
 * show as they came.
 */
final class Markdown {
	static final int BOLD = 1;
	static final int ITALIC = 2;
	static final int CODE = 4;
	static final int LINK = 8;
	static final int STRIKE = 16;
	static final int HEADING = 32;
	static final int QUOTE = 64;

	/** {@code length} characters from {@code start} of a line's shown text have {@code style}, a set of the bits above. */
	record Span(int start, int length, int style) {
	}

	/** A line as shown: its text and its styled stretches, in order and not overlapping. */
	record Line(String text, List<Span> spans) {
	}

	private static final Pattern HEADING_LINE = Pattern.compile("#{1,6}(?: (.*)|$)");
	private static final Pattern BULLET = Pattern.compile("[-*+] (.*)");
	private static final Pattern QUOTE_LINE = Pattern.compile("> ?(.*)");
	private static final Pattern FENCE = Pattern.compile("(```|~~~)[ \\t]*(\\S*).*");

	private String fence;

	/** The next answer starts outside any code fence. */
	void reset() {
		fence = null;
	}

	/**
	 * {@code raw} as shown: one line without its line break, {@code complete} once its break came
	 * (only a complete line opens or closes a code fence).
	 */
	Line line(String raw, boolean complete) {
		Builder out = new Builder();
		int indent = 0;
		while (indent < raw.length() && (raw.charAt(indent) == ' ' || raw.charAt(indent) == '\t')) {
			indent++;
		}
		String body = raw.substring(indent);
		Matcher fenceLine = FENCE.matcher(body);
		if (fenceLine.matches() && (fence == null || fenceLine.group(1).equals(fence) && fenceLine.group(2).isEmpty())) {
			// The opening fence shows its language, dimmed; the closing one an empty line.
			if (fence == null) {
				out.add(fenceLine.group(2), QUOTE);
			}
			if (complete) {
				fence = fence == null ? fenceLine.group(1) : null;
			}
			return out.line();
		}
		if (fence != null) {
			out.add(raw, CODE);
			return out.line();
		}
		out.add(raw.substring(0, indent), 0);
		Matcher matcher;
		if ((matcher = HEADING_LINE.matcher(body)).matches()) {
			inline(matcher.group(1) == null ? "" : matcher.group(1), HEADING | BOLD, out);
		} else if (isRule(body)) {
			out.add("\u2500".repeat(24), QUOTE);
		} else if ((matcher = BULLET.matcher(body)).matches()) {
			out.add("\u2022 ", 0);
			inline(matcher.group(1), 0, out);
		} else if ((matcher = QUOTE_LINE.matcher(body)).matches()) {
			out.add("\u258e ", QUOTE);
			inline(matcher.group(1), QUOTE, out);
		} else {
			inline(body, 0, out);
		}
		return out.line();
	}

	/** Appends {@code text} to {@code out} with its code spans, emphasis, strike-through and links read, on top of {@code base}. */
	private static void inline(String text, int base, Builder out) {
		int i = 0;
		while (i < text.length()) {
			char c = text.charAt(i);
			if (c == '\\' && i + 1 < text.length() && isPunctuation(text.charAt(i + 1))) {
				out.add(String.valueOf(text.charAt(i + 1)), base);
				i += 2;
			} else if (c == '`') {
				int run = run(text, i, '`');
				int close = closingBackticks(text, i + run, run);
				if (close < 0) {
					out.add(text.substring(i, i + run), base);
				} else {
					String code = text.substring(i + run, close);
					if (code.length() > 2 && code.startsWith(" ") && code.endsWith(" ") && !code.isBlank()) {
						code = code.substring(1, code.length() - 1);
					}
					out.add(code, base | CODE);
					i = close;
				}
				i += run;
			} else if (c == '*' || c == '_' || c == '~') {
				int run = run(text, i, c);
				int close = run > 3 || c == '~' && run != 2 ? -1 : closingDelimiter(text, i, run, c);
				if (close < 0) {
					out.add(text.substring(i, i + run), base);
					i += run;
				} else {
					int style = c == '~' ? STRIKE : run == 1 ? ITALIC : run == 2 ? BOLD : BOLD | ITALIC;
					inline(text.substring(i + run, close), base | style, out);
					i = close + run;
				}
			} else if (c == '[' && link(text, i, base, null) > i) {
				i = link(text, i, base, out);
			} else {
				int next = i + 1;
				while (next < text.length() && "\\`*_~[".indexOf(text.charAt(next)) < 0) {
					next++;
				}
				out.add(text.substring(i, next), base);
				i = next;
			}
		}
	}

	/**
	 * Where the link at {@code open} ({@code [text](target)}) ends, having added its text to
	 * {@code out}; {@code open} itself, adding nothing, when there is no link there.
	 */
	private static int link(String text, int open, int base, Builder out) {
		int close = text.indexOf("](", open + 1);
		int end = close < 0 ? -1 : text.indexOf(')', close + 2);
		if (end < 0 || close == open + 1 || text.substring(close + 2, end).contains(" ")) {
			return open;
		}
		if (out != null) {
			inline(text.substring(open + 1, close), base | LINK, out);
		}
		return end + 1;
	}

	private static int run(String text, int from, char c) {
		int end = from;
		while (end < text.length() && text.charAt(end) == c) {
			end++;
		}
		return end - from;
	}

	/** The start of the next run of exactly {@code run} backticks at or after {@code from}, or -1. */
	private static int closingBackticks(String text, int from, int run) {
		for (int i = text.indexOf('`', from); i >= 0; i = text.indexOf('`', i + run(text, i, '`'))) {
			if (run(text, i, '`') == run) {
				return i;
			}
		}
		return -1;
	}

	/**
	 * The start of the delimiter run that closes the one of {@code run} {@code c}s at {@code open} (a
	 * run of as many), or -1: an opener is followed by a non-blank, a closer follows one, and an underscore works only at
	 * a word's edges (snake_case stays as it is).
	 */
	private static int closingDelimiter(String text, int open, int run, char c) {
		int after = open + run;
		if (after >= text.length() || Character.isWhitespace(text.charAt(after))
				|| c == '_' && open > 0 && Character.isLetterOrDigit(text.charAt(open - 1))) {
			return -1;
		}
		for (int i = text.indexOf(c, after + 1); i >= 0; i = text.indexOf(c, i + Math.max(1, run(text, i, c)))) {
			int found = run(text, i, c);
			boolean flanked = !Character.isWhitespace(text.charAt(i - 1))
					&& (c != '_' || i + found >= text.length() || !Character.isLetterOrDigit(text.charAt(i + found)));
			if (found == run && flanked) {
				return i;
			}
		}
		return -1;
	}

	/**
	 * Whether {@code body} is a thematic break: three or more of one of {@code - * _}, blanks between.
	 * A loop, not a regex: Java's engine recurses once a repeated group, and a 2,000-character rule
	 * overflowed the UI thread's stack.
	 */
	private static boolean isRule(String body) {
		char marker = body.isEmpty() ? 0 : body.charAt(0);
		if (marker != '-' && marker != '*' && marker != '_') {
			return false;
		}
		int markers = 0;
		for (int i = 0; i < body.length(); i++) {
			char c = body.charAt(i);
			if (c == marker) {
				markers++;
			} else if (c != ' ' && c != '\t') {
				return false;
			}
		}
		return markers >= 3;
	}

	private static boolean isPunctuation(char c) {
		return c < 128 && !Character.isLetterOrDigit(c) && !Character.isWhitespace(c);
	}

	/** A line's text with its spans, a run of one style in one span. */
	private static final class Builder {
		private final StringBuilder text = new StringBuilder();
		private final List<Span> spans = new ArrayList<>();

		void add(String part, int style) {
			if (part.isEmpty()) {
				return;
			}
			if (style != 0) {
				Span last = spans.isEmpty() ? null : spans.get(spans.size() - 1);
				if (last != null && last.style() == style && last.start() + last.length() == text.length()) {
					spans.set(spans.size() - 1, new Span(last.start(), last.length() + part.length(), style));
				} else {
					spans.add(new Span(text.length(), part.length(), style));
				}
			}
			text.append(part);
		}

		Line line() {
			return new Line(text.toString(), List.copyOf(spans));
		}
	}
}
