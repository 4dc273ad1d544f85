package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;

import org.junit.jupiter.api.Test;

/** {@code --agent} is split as a shell splits a command line, not at every space. */
class ShellWordsTest {

	@Test
	void blanksSeparateWords() {
		assertThat(ShellWords.split("  qwen\t--acp \n --yolo ")).containsExactly("qwen", "--acp", "--yolo");
		assertThat(ShellWords.split("   ")).isEmpty();
	}

	@Test
	void quotesKeepBlanksAndJoinWithTheirNeighbours() {
		assertThat(ShellWords.split("java -jar '/opt/my agent/agent.jar' --name \"a b\"")).containsExactly("java", "-jar",
				"/opt/my agent/agent.jar", "--name", "a b");
		assertThat(ShellWords.split("--x='1 2'\"3 4\"5")).containsExactly("--x=1 23 45");
		assertThat(ShellWords.split("'' \"\"")).containsExactly("", "");
	}

	@Test
	void backslashesEscapeOutsideQuotesAndBeforeSpecialCharactersInDoubleQuotes() {
		assertThat(ShellWords.split("my\\ agent \\'x")).containsExactly("my agent", "'x");
		assertThat(ShellWords.split("\"a \\\"b\\\" \\$HOME \\\\ \\n\"")).containsExactly("a \"b\" $HOME \\ \\n");
		assertThat(ShellWords.split("'a\\b'")).containsExactly("a\\b");
		assertThat(ShellWords.split("one\\\ntwo")).containsExactly("onetwo");
	}

	@Test
	void nothingIsExpanded() {
		assertThat(ShellWords.split("$HOME/agent ~/x *.jar")).isEqualTo(List.of("$HOME/agent", "~/x", "*.jar"));
	}

	@Test
	void unclosedQuotesAndATrailingBackslashAreErrors() {
		assertThatThrownBy(() -> ShellWords.split("sh -c 'exit 3")).isInstanceOf(IllegalArgumentException.class)
				.hasMessageContaining("'");
		assertThatThrownBy(() -> ShellWords.split("\"x")).isInstanceOf(IllegalArgumentException.class);
		assertThatThrownBy(() -> ShellWords.split("x\\")).isInstanceOf(IllegalArgumentException.class);
	}
}
