package io.github.acp4j.agent.tools.internal;

import java.nio.file.PathMatcher;

import com.google.re2j.Pattern;
import com.google.re2j.PatternSyntaxException;

import io.github.acp4j.agent.spi.ToolException;

/**
 * Globs over paths relative to a walk's root, with the syntax of
 * {@link java.nio.file.FileSystem#getPathMatcher}'s {@code glob:} ({@code *} within a name,
 * {@code **} across directories, {@code ?}, {@code [a-z]}, {@code [!a]}, {@code {a,b}}, {@code \}
 * escapes), matched by RE2/J: the JDK's own matcher is a java.util.regex that backtracks without end
 * on a glob such as {@code **a**a**a**a**a**a**a**a**a**a**a**a**x} over a long name.
 */
final class Glob {

	private Glob() {
	}

	/** The matcher of {@code glob}, which sees a path with {@code /} between its names. */
	static PathMatcher matcher(String glob) throws ToolException {
		Pattern pattern;
		try {
			pattern = Pattern.compile(regex(glob), Pattern.DOTALL);
		} catch (PatternSyntaxException e) {
			throw invalid(glob, e.getDescription());
		}
		return path -> pattern.matches(path.toString().replace(path.getFileSystem().getSeparator(), "/"));
	}

	/** The RE2 expression a glob stands for. */
	static String regex(String glob) throws ToolException {
		StringBuilder regex = new StringBuilder();
		boolean inGroup = false;
		for (int i = 0; i < glob.length(); i++) {
			char c = glob.charAt(i);
			switch (c) {
			case '\\' -> {
				if (++i == glob.length()) {
					throw invalid(glob, "no character to escape at its end");
				}
				literal(regex, glob.charAt(i));
			}
			case '*' -> {
				boolean across = i + 1 < glob.length() && glob.charAt(i + 1) == '*';
				regex.append(across ? ".*" : "[^/]*");
				i += across ? 1 : 0;
			}
			case '?' -> regex.append("[^/]");
			case '[' -> i = bracket(glob, i, regex);
			case '{' -> {
				if (inGroup) {
					throw invalid(glob, "groups { } cannot nest");
				}
				regex.append("(?:(?:");
				inGroup = true;
			}
			case '}' -> {
				if (inGroup) {
					regex.append("))");
					inGroup = false;
				} else {
					literal(regex, c);
				}
			}
			case ',' -> {
				if (inGroup) {
					regex.append(")|(?:");
				} else {
					literal(regex, c);
				}
			}
			default -> literal(regex, c);
			}
		}
		if (inGroup) {
			throw invalid(glob, "a group { has no closing }");
		}
		return regex.toString();
	}

	/** Translates the bracket expression opened at {@code start}; returns the index of its {@code ]}. */
	private static int bracket(String glob, int start, StringBuilder regex) throws ToolException {
		regex.append('[');
		int i = start + 1;
		if (i < glob.length() && glob.charAt(i) == '!') {
			regex.append("^/");
			i++;
		}
		for (boolean first = true; i < glob.length(); i++, first = false) {
			char c = glob.charAt(i);
			if (c == ']') {
				regex.append(']');
				return i;
			}
			if (c == '/') {
				throw invalid(glob, "a bracket expression cannot hold the name separator /");
			}
			if (c == '\\' || c == '[' || c == '^' || c == '-' && first) {
				regex.append('\\');
			}
			regex.append(c);
		}
		throw invalid(glob, "a bracket expression [ has no closing ]");
	}

	private static void literal(StringBuilder regex, char c) {
		if (c > ' ' && c < 127 && !Character.isLetterOrDigit(c)) {
			regex.append('\\');
		}
		regex.append(c);
	}

	private static ToolException invalid(String glob, String why) {
		return new ToolException("Invalid glob " + glob + ": " + why);
	}
}
