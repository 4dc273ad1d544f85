package io.github.acp4j.agent.tools.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CancellationException;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonObject;
import com.google.re2j.Pattern;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.Workspace;

/**
 * grep's expressions are RE2's: linear in the input, refused with a message the model can act on
 * when RE2 does not take them or when they would expand past a bounded program, and stopped by a
 * cancel in the middle of a long line; the walk stops at the next entry once cancelled, and never
 * enters a directory that became a link.
 */
class GrepToolTest {

	@TempDir
	Path workspace;
	Cancellation cancellation;
	ToolContext context;

	@BeforeEach
	void start() {
		cancellation = new Cancellation();
		context = ToolContext.builder("s", new Workspace(workspace, List.of()), null, null, update -> { }, cancellation)
				.toolCallId("call_1").build();
	}

	private String grep(String pattern) throws Exception {
		JsonObject arguments = new JsonObject();
		arguments.addProperty("pattern", pattern);
		return new GrepTool().prepare(arguments, context).run(context).forModel();
	}

	@Test
	void aPatternThatBacktracksForeverInJavaRegexFinishesAtOnce() throws Exception {
		Files.writeString(workspace.resolve("a.txt"), "a".repeat(100) + "\n");
		assertThat(grep("(.*a){12}x")).isEqualTo("No matches for (.*a){12}x");
		assertThat(grep("(?i)(.*A){12}")).startsWith("a.txt:1: aaaa");
	}

	@ParameterizedTest
	@ValueSource(strings = { "(a)\\1", "(?=a)b", "a(?<!b)", "[a" })
	void whatRe2DoesNotTakeIsAFailedCallThatSaysWhy(String pattern) {
		assertThatThrownBy(() -> grep(pattern)).isInstanceOf(ToolException.class).hasMessageStartingWith("Invalid regular expression: ")
				.hasMessageContaining("RE2 syntax");
	}

	@ParameterizedTest
	@ValueSource(strings = { "((a{1000}){1000}){1000}", "(x{1000}){101}", "(a|b{999}){999}", "[a-z{]{1000}((b){1000}){1000}" })
	void aPatternThatWouldExhaustTheHeapIsRefusedBeforeItCompiles(String pattern) {
		assertThatThrownBy(() -> GrepTool.requireSmall(pattern)).isInstanceOf(ToolException.class)
				.hasMessageStartingWith("Pattern too large");
	}

	@ParameterizedTest
	@ValueSource(strings = { "a{1000}", "(x{1000}){100}", "\\{1000}{2}", "[{]{1000}", "\\p{Greek}{1000}", "a{,1000}{1000}", "(?i)foo.*bar" })
	void ordinaryAndLiteralBracesAreTaken(String pattern) throws ToolException {
		GrepTool.requireSmall(pattern);
	}

	@Test
	void aCancelStopsAMatchInsideALongLine() throws ToolException {
		String line = "a".repeat(2_000_000);
		GrepTool.CancellableText text = new GrepTool.CancellableText(line, cancellation,
				GrepTool.CancellableText.readsPerCheck(GrepTool.requireSmall("(.*a){12}x")));
		cancellation.cancel();
		assertThatThrownBy(() -> Pattern.compile("(.*a){12}x").matcher(text).find()).isInstanceOf(CancellationException.class);
	}

	@ParameterizedTest
	@ValueSource(strings = { "foo", "(.*a){12}x", "a{1000}", "(x{100}){100}", "(x{1000}){100}" })
	void theLargerThePatternTheFewerReadsBetweenTwoLooksAtTheCancel(String pattern) throws ToolException {
		long program = GrepTool.requireSmall(pattern);
		int reads = GrepTool.CancellableText.readsPerCheck(program);
		// The work between two looks is bounded whatever the pattern: a read costs up to the program's size.
		assertThat(reads * program).isLessThanOrEqualTo(Math.max(GrepTool.CancellableText.WORK_PER_CHECK, program));
		assertThat(reads).isBetween(1, GrepTool.CancellableText.MAX_READS_PER_CHECK);
		GrepTool.CancellableText text = new GrepTool.CancellableText("a".repeat(10_000), cancellation, reads);
		cancellation.cancel();
		assertThatThrownBy(() -> {
			for (int i = 0; i < reads; i++) {
				text.charAt(i);
			}
		}).isInstanceOf(CancellationException.class);
	}

	@Test
	void theCountedProgramGrowsWithItsRepetitions() throws ToolException {
		assertThat(GrepTool.requireSmall("foo")).isEqualTo(3);
		assertThat(GrepTool.requireSmall("(x{1000}){100}")).isEqualTo(GrepTool.MAX_PROGRAM);
		assertThat(GrepTool.CancellableText.readsPerCheck(3)).isEqualTo(GrepTool.CancellableText.MAX_READS_PER_CHECK);
		assertThat(GrepTool.CancellableText.readsPerCheck(GrepTool.MAX_PROGRAM)).isLessThan(4);
	}

	@Test
	void aCancelStopsTheWalkAtTheNextFile() throws Exception {
		for (int i = 0; i < 50; i++) {
			Files.writeString(workspace.resolve("f" + i + ".txt"), "x\n");
		}
		List<Path> visited = new ArrayList<>();
		assertThatThrownBy(() -> FileWalk.walk(WorkspacePath.of(context, "."), ".", true, cancellation, (file, directory) -> {
			visited.add(file);
			cancellation.cancel();
			return true;
		})).isInstanceOf(CancellationException.class);
		assertThat(visited).hasSize(1);
	}

	@Test
	void aDirectoryThatBecomesALinkOutsideDuringTheWalkIsNotEntered(@TempDir Path outside) throws Exception {
		Files.writeString(outside.resolve("secret.txt"), "secret\n");
		Files.writeString(Files.createDirectories(workspace.resolve("a")).resolve("1.txt"), "x\n");
		Files.writeString(Files.createDirectories(workspace.resolve("b")).resolve("2.txt"), "x\n");
		List<Path> visited = new ArrayList<>();
		FileWalk.walk(WorkspacePath.of(context, "."), ".", true, cancellation, (file, directory) -> {
			visited.add(file);
			if (visited.size() == 1) {
				try {
					Files.delete(workspace.resolve("b/2.txt"));
					Files.delete(workspace.resolve("b"));
					Files.createSymbolicLink(workspace.resolve("b"), outside);
				} catch (IOException e) {
					throw new UncheckedIOException(e);
				}
			}
			return true;
		});
		assertThat(visited).containsExactly(Path.of("a/1.txt"));
	}
}
