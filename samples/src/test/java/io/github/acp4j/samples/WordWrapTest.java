package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The answer as it streams, wrapped at word boundaries whatever the pieces. */
class WordWrapTest {

	private static String wrap(int width, String... pieces) {
		WordWrap wrap = new WordWrap(() -> width);
		StringBuilder shown = new StringBuilder();
		for (String piece : pieces) {
			shown.append(wrap.feed(piece));
		}
		return shown.append(wrap.flush()).toString();
	}

	@Test
	void aWordThatWouldCrossTheWidthStartsTheNextLine() {
		assertThat(wrap(20, "The quick brown fox jumps over the lazy dog")).isEqualTo("The quick brown fox\njumps over the lazy\ndog");
	}

	@Test
	void piecesSplitInsideWordsWrapAsOneText() {
		assertThat(wrap(20, "The qu", "ick brown f", "ox jum", "ps over the la", "zy dog"))
				.isEqualTo(wrap(20, "The quick brown fox jumps over the lazy dog"));
	}

	@Test
	void lineBreaksAndIndentationAreKeptAndBlanksAtABreakDropped() {
		assertThat(wrap(12, "a list:\n  - first item here\n  - second")).isEqualTo("a list:\n  - first\nitem here\n  - second");
		assertThat(wrap(10, "aaaa bbbb   cccc")).isEqualTo("aaaa bbbb\ncccc");
	}

	@Test
	void aLongWordIsLeftToTheTerminalAndEscapesTakeNoColumn() {
		assertThat(wrap(5, "ab https://example.com/x cd")).isEqualTo("ab\nhttps://example.com/x\ncd");
		assertThat(wrap(9, "\u001b[2mthink\u001b[0m more")).isEqualTo("\u001b[2mthink\u001b[0m\nmore");
	}

	@Test
	void noWidthLeavesTheTextAsItIs() {
		assertThat(wrap(0, "The quick brown fox jumps over the lazy dog")).isEqualTo("The quick brown fox jumps over the lazy dog");
	}

	@Test
	void theHeldWordIsShownOnFlush() {
		WordWrap wrap = new WordWrap(() -> 80);
		assertThat(wrap.feed("Hello wor")).isEqualTo("Hello");
		assertThat(wrap.flush()).isEqualTo(" wor");
		assertThat(wrap.atLineStart()).isFalse();
	}
}
