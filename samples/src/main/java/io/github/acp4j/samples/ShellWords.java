package io.github.acp4j.samples;

import java.util.ArrayList;
import java.util.List;

/**
 * A command line split into words the way a POSIX shell quotes them: blanks separate words,
 * {@code '...'} keeps everything, {@code "..."} keeps everything but a backslash before
 * {@code $ ` " \} or a newline, and a backslash outside quotes keeps the next character. Nothing is
 * expanded ({@code $HOME}, {@code ~} and {@code *} stay as written): the command is run without a shell.
 */
final class ShellWords {

	private ShellWords() {
	}

	/** The words of {@code line}; an {@link IllegalArgumentException} says what is wrong with its quoting. */
	static List<String> split(String line) {
		List<String> words = new ArrayList<>();
		StringBuilder word = new StringBuilder();
		boolean inWord = false;
		for (int i = 0; i < line.length(); i++) {
			char c = line.charAt(i);
			if (c == ' ' || c == '\t' || c == '\n') {
				if (inWord) {
					words.add(word.toString());
					word.setLength(0);
					inWord = false;
				}
				continue;
			}
			inWord = true;
			if (c == '\'') {
				int end = line.indexOf('\'', i + 1);
				if (end < 0) {
					throw new IllegalArgumentException("a ' is not closed: " + line);
				}
				word.append(line, i + 1, end);
				i = end;
			} else if (c == '"') {
				i = doubleQuoted(line, i + 1, word);
			} else if (c == '\\') {
				if (i + 1 == line.length()) {
					throw new IllegalArgumentException("a \\ ends the line: " + line);
				}
				char next = line.charAt(++i);
				if (next != '\n') { // a backslash before a newline joins the lines
					word.append(next);
				}
			} else {
				word.append(c);
			}
		}
		if (inWord) {
			words.add(word.toString());
		}
		return words;
	}

	/** Appends the double-quoted text that starts at {@code from}; returns the index of the closing quote. */
	private static int doubleQuoted(String line, int from, StringBuilder word) {
		for (int i = from; i < line.length(); i++) {
			char c = line.charAt(i);
			if (c == '"') {
				return i;
			}
			if (c == '\\' && i + 1 < line.length() && "$`\"\\\n".indexOf(line.charAt(i + 1)) >= 0) {
				char next = line.charAt(++i);
				if (next != '\n') {
					word.append(next);
				}
			} else {
				word.append(c);
			}
		}
		throw new IllegalArgumentException("a \" is not closed: " + line);
	}
}
