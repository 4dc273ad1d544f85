package io.github.acp4j.agent.project;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;

/**
 * The optional front matter of a command file: a first line {@code ---}, lines {@code key: value}, a
 * closing line {@code ---}. A value may be quoted with {@code "} or {@code '}; a line that is no
 * {@code key: value} is ignored. Without the closing line there is no front matter and the whole
 * text is the body.
 *
 * @param values the keys and values, in file order
 * @param body   the text after the front matter
 */
record FrontMatter(Map<String, String> values, String body) {

	private static final String FENCE = "---";

	static FrontMatter parse(String text) {
		String[] lines = text.split("\n", -1);
		if (lines.length < 2 || !lines[0].strip().equals(FENCE)) {
			return new FrontMatter(Map.of(), text);
		}
		Map<String, String> values = new LinkedHashMap<>();
		for (int i = 1; i < lines.length; i++) {
			String line = lines[i].strip();
			if (line.equals(FENCE)) {
				return new FrontMatter(values, String.join("\n", Arrays.copyOfRange(lines, i + 1, lines.length)));
			}
			int colon = line.indexOf(':');
			if (colon > 0) {
				values.put(line.substring(0, colon).strip(), unquoted(line.substring(colon + 1).strip()));
			}
		}
		return new FrontMatter(Map.of(), text);
	}

	private static String unquoted(String value) {
		if (value.length() >= 2 && (value.startsWith("\"") && value.endsWith("\"") || value.startsWith("'") && value.endsWith("'"))) {
			return value.substring(1, value.length() - 1);
		}
		return value;
	}
}
