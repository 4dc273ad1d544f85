package io.github.acp4j.api.generator;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** The schema's Markdown descriptions as javadoc HTML that doclint accepts. */
final class Javadoc {

	private static final Pattern CODE = Pattern.compile("`([^`]+)`");
	private static final Pattern LINK = Pattern.compile("\\[([^\\]]+)\\]\\(([^)\\s]+)\\)");
	private static final Pattern BOLD = Pattern.compile("\\*\\*([^*]+)\\*\\*");

	private Javadoc() {
	}

	/** Paragraphs of {@code markdown} as javadoc text lines, without the leading {@code " * "}. */
	static List<String> lines(String markdown) {
		List<String> lines = new ArrayList<>();
		if (markdown == null || markdown.isBlank()) {
			return lines;
		}
		String[] paragraphs = markdown.strip().split("\\n\\s*\\n");
		for (int i = 0; i < paragraphs.length; i++) {
			String html = inline(paragraphs[i].strip());
			String[] paragraphLines = html.split("\\n");
			for (int j = 0; j < paragraphLines.length; j++) {
				String line = paragraphLines[j].strip();
				lines.add(i > 0 && j == 0 ? "<p>" + line : line);
			}
		}
		return lines;
	}

	/** The description on one line, for {@code @param} and short comments. */
	static String oneLine(String markdown) {
		return String.join(" ", lines(markdown)).replace("<p>", "");
	}

	private static String inline(String text) {
		String escaped = text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("@", "&#64;")
				.replace("*/", "*&#47;").replace("/*", "&#47;*").replace("\\", "&#92;").replace("{", "&#123;")
				.replace("}", "&#125;");
		escaped = replace(CODE, escaped, m -> "<code>" + m.group(1) + "</code>");
		escaped = replace(LINK, escaped, m -> "<a href=\"" + m.group(2).replace("\"", "%22") + "\">" + m.group(1) + "</a>");
		return replace(BOLD, escaped, m -> "<b>" + m.group(1) + "</b>");
	}

	private static String replace(Pattern pattern, String text, java.util.function.Function<Matcher, String> replacement) {
		Matcher matcher = pattern.matcher(text);
		StringBuilder out = new StringBuilder();
		while (matcher.find()) {
			matcher.appendReplacement(out, Matcher.quoteReplacement(replacement.apply(matcher)));
		}
		matcher.appendTail(out);
		return out.toString();
	}
}
