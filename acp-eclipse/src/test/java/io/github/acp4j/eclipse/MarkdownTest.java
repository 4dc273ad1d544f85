package io.github.acp4j.eclipse;

import static io.github.acp4j.eclipse.Markdown.BOLD;
import static io.github.acp4j.eclipse.Markdown.CODE;
import static io.github.acp4j.eclipse.Markdown.HEADING;
import static io.github.acp4j.eclipse.Markdown.ITALIC;
import static io.github.acp4j.eclipse.Markdown.LINK;
import static io.github.acp4j.eclipse.Markdown.QUOTE;
import static io.github.acp4j.eclipse.Markdown.STRIKE;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

import io.github.acp4j.eclipse.Markdown.Line;
import io.github.acp4j.eclipse.Markdown.Span;

/** The transcript's Markdown: what each line shows and which stretches get which style. */
class MarkdownTest {
	private final Markdown markdown = new Markdown();

	private Line line(String raw) {
		return markdown.line(raw, true);
	}

	/** The styled stretches of {@code line} as "text=style" pairs. */
	private static List<String> styled(Line line) {
		List<String> out = new ArrayList<>();
		for (Span span : line.spans()) {
			out.add(line.text().substring(span.start(), span.start() + span.length()) + "=" + span.style());
		}
		return out;
	}

	@Test
	void inlineMarkersGoAndWhatTheyMarkedIsStyled() {
		Line line = line("Run **the tests** with `./mvnw verify`, *then* ~~ship~~ see [the docs](https://example.org/docs).");
		assertThat(line.text()).isEqualTo("Run the tests with ./mvnw verify, then ship see the docs.");
		assertThat(styled(line)).containsExactly("the tests=" + BOLD, "./mvnw verify=" + CODE, "then=" + ITALIC, "ship=" + STRIKE,
				"the docs=" + LINK);
	}

	@Test
	void emphasisNestsAndCodeSpansKeepWhatIsInThem() {
		assertThat(styled(line("*a **b** c*"))).containsExactly("a =" + ITALIC, "b=" + (ITALIC | BOLD), " c=" + ITALIC);
		assertThat(styled(line("***all***"))).containsExactly("all=" + (BOLD | ITALIC));
		Line code = line("`` a `*b*` ``");
		assertThat(code.text()).isEqualTo("a `*b*`");
		assertThat(styled(code)).containsExactly("a `*b*`=" + CODE);
		assertThat(line("\\*not emphasis\\*").text()).isEqualTo("*not emphasis*");
	}

	@Test
	void whatIsNotMarkdownShowsAsItCame() {
		for (String raw : List.of("snake_case_name and a_b", "2 * 3 * 4", "a ** b", "an *unclosed marker", "`open code", "[not a link]",
				"[spaces](not a url)", "#hashtag", "~single~", "****four****", "| a | b |")) {
			Line line = line(raw);
			assertThat(line.text()).as(raw).isEqualTo(raw);
			assertThat(line.spans()).as(raw).isEmpty();
		}
	}

	@Test
	void blocksAreReadFromTheStartOfTheLine() {
		Line heading = line("## Build **and** test");
		assertThat(heading.text()).isEqualTo("Build and test");
		assertThat(styled(heading)).as("bold in a heading is the heading's own bold").containsExactly("Build and test=" + (HEADING | BOLD));
		assertThat(line("  - an `item`").text()).isEqualTo("  \u2022 an item");
		assertThat(line("1. first").text()).isEqualTo("1. first");
		Line quote = line("> quoted *word*");
		assertThat(quote.text()).isEqualTo("\u258e quoted word");
		assertThat(styled(quote)).containsExactly("\u258e quoted =" + QUOTE, "word=" + (QUOTE | ITALIC));
		assertThat(line("---").text()).isEqualTo("\u2500".repeat(24));
		assertThat(line("* * *").text()).isEqualTo("\u2500".repeat(24));
		assertThat(line("-*-").text()).as("one marker only").isEqualTo("-*-");
	}

	@Test
	void aLineAsLongAsTheTranscriptAllowsOfMarkersIsRenderedWithoutOverflowingTheStack() {
		// 2,000 characters, the longest line the view renders; a regex over a repeated group overflowed at 1,439.
		assertThat(line("-".repeat(2000)).text()).isEqualTo("\u2500".repeat(24));
		assertThat(line("- ".repeat(1000)).text()).isEqualTo("\u2500".repeat(24));
		for (String raw : List.of("*_".repeat(1000), "`".repeat(2000), "**a".repeat(666), "[](".repeat(666), "~~".repeat(1000))) {
			assertThat(line(raw).text()).as(raw.substring(0, 8)).hasSizeLessThanOrEqualTo(raw.length());
		}
	}

	@Test
	void aFenceShowsItsLanguageAndItsLinesAsCodeUntilItCloses() {
		assertThat(styled(line("```java"))).containsExactly("java=" + QUOTE);
		Line code = line("int a = b * c * d; // **not bold**");
		assertThat(code.text()).isEqualTo("int a = b * c * d; // **not bold**");
		assertThat(styled(code)).containsExactly(code.text() + "=" + CODE);
		assertThat(line("~~~").text()).as("another kind of fence is code inside this one").isEqualTo("~~~");
		assertThat(line("```python").text()).as("a fence with a language does not close").isEqualTo("```python");
		assertThat(line("```").text()).isEmpty();
		assertThat(line("**bold** again").spans()).containsExactly(new Span(0, 4, BOLD));
	}

	@Test
	void aLineStillStreamingIsShownAsFarAsItGoesAndAFenceOpensOnlyWhenItsLineEnds() {
		assertThat(markdown.line("Run **the te", false).text()).isEqualTo("Run **the te");
		assertThat(styled(markdown.line("Run **the tests**", false))).containsExactly("the tests=" + BOLD);
		markdown.line("```", false);
		assertThat(line("*still text*").spans()).as("the fence's line had not ended").containsExactly(new Span(0, 10, ITALIC));
		line("```");
		assertThat(line("*code*").spans()).containsExactly(new Span(0, 6, CODE));
		markdown.reset();
		assertThat(line("*text*").spans()).containsExactly(new Span(0, 4, ITALIC));
	}
}
