package io.github.acp4j.agent.tools.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.FileSystems;
import java.nio.file.Path;
import java.nio.file.PathMatcher;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.acp4j.agent.spi.ToolException;

/** The tools' globs mean what the JDK's {@code glob:} means, in time linear in the path. */
class GlobTest {

	static final List<String> PATHS = List.of("a.java", "src/a.java", "src/main/A.java", "b.txt", ".hidden", "src/.hidden.java",
			"x-y.md", "x]y", "a{b", "a,b", "dir/sub/deep/file.ts", "file.TS", "a b.txt", "c$d^e.txt", "f+g(h).txt", "-.txt", "!.txt");

	@ParameterizedTest
	@ValueSource(strings = { "*.java", "**/*.java", "**.java", "src/*", "src/**", "?.java", "[ab].*", "[!ab].*", "[a-c].java",
			"[-x]*", "[!-]*", "*.{java,ts}", "{src,dir}/**", "x\\-y.md", "a\\{b", "a,b", "{a\\,b,z}", "a b.txt", "c$d^e.txt",
			"f+g(h).txt", "*.[Tt][Ss]", "**", "*", "!.txt", "[^a]*", "**/.hidden*", "x]y" })
	void matchesWhatTheJdkGlobMatches(String glob) throws ToolException {
		PathMatcher jdk = FileSystems.getDefault().getPathMatcher("glob:" + glob);
		PathMatcher ours = Glob.matcher(glob);
		for (String path : PATHS) {
			assertThat(ours.matches(Path.of(path))).as("%s against %s", glob, path).isEqualTo(jdk.matches(Path.of(path)));
		}
	}

	@ParameterizedTest
	@ValueSource(strings = { "a[bc", "{a,b", "{a,{b}}", "a\\", "[a/b]" })
	void whatTheJdkRefusesIsAnInvalidGlob(String glob) {
		assertThatThrownBy(() -> FileSystems.getDefault().getPathMatcher("glob:" + glob)).isInstanceOf(IllegalArgumentException.class);
		assertThatThrownBy(() -> Glob.matcher(glob)).isInstanceOf(ToolException.class).hasMessageStartingWith("Invalid glob " + glob);
	}

	@Test
	@Timeout(60) // a guard against a hang, not a speed assertion: the JDK's matcher backtracks on this for good
	void aGlobThatBacktracksForeverInTheJdkIsAnsweredAtOnce() throws ToolException {
		assertThat(Glob.matcher("**a".repeat(12) + "x").matches(Path.of("a".repeat(200)))).isFalse();
		assertThat(Glob.matcher("**a".repeat(12)).matches(Path.of("a".repeat(200)))).isTrue();
	}
}
