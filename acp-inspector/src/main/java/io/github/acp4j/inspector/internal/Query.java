package io.github.acp4j.inspector.internal;

import java.util.Set;

/**
 * The page's filter, run on the server over the recording: the side that wrote a line, its kind
 * ({@code request}, {@code response}, {@code notification}, {@code error}, or {@code problem}: a bad
 * line, or one of the numbers the page found schema problems in), and a plain text to find in the
 * line or its method, case-insensitively. The text is searched in one pass (Knuth-Morris-Pratt), so no
 * search, however made up, takes longer than reading the lines it looks at; it is no pattern.
 *
 * @param from null for both sides
 * @param kind null for every kind
 * @param text null or empty for any text; at most {@link #MAX_TEXT} characters
 * @param schemaProblems with kind {@code problem}: lines the page found the schema refuses
 */
record Query(String from, String kind, String text, Set<Long> schemaProblems) {

	/** The longest text searched for. */
	static final int MAX_TEXT = 256;

	Query {
		text = text == null || text.isEmpty() ? null : lower(text);
		if (text != null && text.length() > MAX_TEXT) {
			throw new IllegalArgumentException("a search is at most " + MAX_TEXT + " characters");
		}
		schemaProblems = Set.copyOf(schemaProblems);
	}

	boolean matches(Entry entry, Shape shape, String method) {
		if (from != null && !from.equals(entry.from())) {
			return false;
		}
		if ("problem".equals(kind)) {
			if (!Shape.bad(entry, shape) && !schemaProblems.contains(entry.seq())) {
				return false;
			}
		} else if (kind != null && !kind.equals(shape.kind())) {
			return false;
		}
		return text == null || contains(entry.text(), text) || method != null && contains(method, text);
	}

	/** Lower case a character at a time, as {@link #contains} compares. */
	private static String lower(String text) {
		StringBuilder lower = new StringBuilder(text.length());
		text.chars().forEach(c -> lower.append(Character.toLowerCase((char) c)));
		return lower.toString();
	}

	/** Whether {@code haystack}, lower-cased, contains {@code needle} (lower case): one pass over the haystack. */
	static boolean contains(String haystack, String needle) {
		int[] fallback = new int[needle.length()];
		for (int i = 1, k = 0; i < needle.length(); i++) {
			while (k > 0 && needle.charAt(i) != needle.charAt(k)) {
				k = fallback[k - 1];
			}
			if (needle.charAt(i) == needle.charAt(k)) {
				k++;
			}
			fallback[i] = k;
		}
		for (int i = 0, k = 0; i < haystack.length(); i++) {
			char c = Character.toLowerCase(haystack.charAt(i));
			while (k > 0 && c != needle.charAt(k)) {
				k = fallback[k - 1];
			}
			if (c == needle.charAt(k)) {
				k++;
			}
			if (k == needle.length()) {
				return true;
			}
		}
		return false;
	}
}
