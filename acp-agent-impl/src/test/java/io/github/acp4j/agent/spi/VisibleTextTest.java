package io.github.acp4j.agent.spi;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class VisibleTextTest {

	/** Characters that show as nothing, or change how the text around them shows. */
	@ParameterizedTest
	@ValueSource(ints = { 0x00, 0x07, 0x1B, 0x7F, 0x85, 0x9B, 0x200B, 0x200C, 0x200D, 0x200E, 0x200F, 0x202A, 0x202B, 0x202C,
			0x202D, 0x202E, 0x2066, 0x2067, 0x2068, 0x2069, 0x2060, 0xFEFF, 0x00AD, 0x061C, 0x2028, 0x2029, 0x00A0, 0x2007, 0x3000,
			0xFE0F, 0xE0041, 0xE0100, 0x3164, 0x115F, 0x2800, 0xE000, 0xD800 })
	void hidingCharactersAreEscapedInEveryForm(int c) {
		String text = "a" + new String(Character.toChars(c)) + "b";
		String escape = String.format("\\u{%02X}", c);
		assertThat(VisibleText.line(text)).isEqualTo("a" + escape + "b");
		assertThat(VisibleText.lines(text)).isEqualTo("a" + escape + "b");
		assertThat(VisibleText.codeBlock(text)).isEqualTo("```\na" + escape + "b\n```");
	}

	@Test
	void ordinaryTextIsLeftAsItIs() {
		String text = "ls -la ~/src && grep -rn \"ünïcödé ✓ 日本語 😀\" . | wc -l # a\\b";
		assertThat(VisibleText.line(text)).isEqualTo(text);
		assertThat(VisibleText.lines(text + "\n" + text)).isEqualTo(text + "\n" + text);
	}

	@Test
	void newlinesTabsAndLongRunsOfSpaces() {
		assertThat(VisibleText.line("a\tb\r\nc")).isEqualTo("a\\tb\\r\\nc");
		assertThat(VisibleText.lines("a\tb\r\nc")).isEqualTo("a\\tb\\r\nc");
		assertThat(VisibleText.line("a" + " ".repeat(7) + "b" + " ".repeat(8) + "c")).isEqualTo("a       b [8 spaces] c");
		assertThat(VisibleText.lines("a" + " ".repeat(30) + "b")).isEqualTo("a" + " ".repeat(30) + "b");
	}

	@Test
	void aCodeBlockIsFencedLongerThanAnyRunOfBackticksInIt() {
		assertThat(VisibleText.codeBlock("echo `date`")).isEqualTo("```\necho `date`\n```");
		assertThat(VisibleText.codeBlock("a ``` b ```` c")).isEqualTo("`````\na ``` b ```` c\n`````");
	}

	@Test
	void aShortenedLineIsCutBeforeAnEscapeOrAPairItWouldSplit() {
		assertThat(VisibleText.line("x".repeat(20), 10)).isEqualTo("x".repeat(9) + "…");
		assertThat(VisibleText.line("xxxxxx\u202Eyyyy", 10)).isEqualTo("xxxxxx…");
		assertThat(VisibleText.line("xxxxxxxx\tyy", 10)).isEqualTo("xxxxxxxx…");
		assertThat(VisibleText.line("xxxxxxxx😀yy", 10)).isEqualTo("xxxxxxxx…");
		assertThat(VisibleText.line("xxxx" + " ".repeat(20) + "yyyy", 10)).isEqualTo("xxxx…");
	}
}
