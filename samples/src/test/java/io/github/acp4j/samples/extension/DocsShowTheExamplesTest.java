package io.github.acp4j.samples.extension;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The documentation shows the example extension's and the README's code as it is compiled and tested, and points
 * only inside the repository: a reader who clones it has every file it names.
 */
class DocsShowTheExamplesTest {

	/** The repository root: the parent of this module's directory, where Maven runs the tests. */
	private static final Path ROOT = Path.of("").toAbsolutePath().getParent();
	/** A markdown link's target. */
	private static final Pattern LINK = Pattern.compile("\\]\\(([^)\\s]+)\\)");
	private static final Pattern JAVA_BLOCK = Pattern.compile("```java\n(.*?)```", Pattern.DOTALL);

	private static List<String> javaBlocks(Path markdown) throws IOException {
		List<String> blocks = new ArrayList<>();
		Matcher block = JAVA_BLOCK.matcher(Files.readString(markdown));
		while (block.find()) {
			blocks.add(block.group(1).strip());
		}
		return blocks;
	}

	@Test
	void theProviderInExtendingMdIsTheExampleProvider() throws IOException {
		String source = Files.readString(ROOT.resolve("samples/src/extension/java/io/github/acp4j/samples/extension/ExampleProvider.java"));
		// The docs indent by two spaces where the source has a tab.
		String declaration = source.substring(source.indexOf("/** A text-only provider")).replace("\t", "  ").strip();
		assertThat(javaBlocks(ROOT.resolve("docs/extending.md"))).contains(declaration);
	}

	@Test
	void theEmbeddingInExtendingMdIsTheOneEmbeddingTestRuns() throws IOException {
		String test = Files.readString(ROOT.resolve("samples/src/test/java/io/github/acp4j/samples/extension/EmbeddingTest.java"));
		String region = test.split("// \\[embedding]\n")[1].stripTrailing();
		String code = region.lines().map(line -> line.startsWith("\t\t") ? line.substring(2) : line)
				.collect(java.util.stream.Collectors.joining("\n")).replace("\t", "  ");
		assertThat(javaBlocks(ROOT.resolve("docs/extending.md"))).contains(code);
	}

	@Test
	void theReadmesAgentAndClientAreHelloAgentAndHelloClient() throws IOException {
		List<String> blocks = javaBlocks(ROOT.resolve("README.md"));
		for (String sample : List.of("HelloAgent", "HelloClient")) {
			String source = Files.readString(ROOT.resolve("samples/src/main/java/io/github/acp4j/samples/" + sample + ".java"));
			// The README indents by two spaces where the source has a tab.
			String declaration = source.substring(source.indexOf("public final class " + sample)).replace("\t", "  ").strip();
			assertThat(blocks).as(sample).contains(declaration);
		}
	}

	@Test
	void noDocumentPointsOutsideTheRepository() throws IOException {
		List<Path> documents = new ArrayList<>(List.of(ROOT.resolve("README.md")));
		try (Stream<Path> docs = Files.list(ROOT.resolve("docs"))) {
			docs.filter(path -> path.toString().endsWith(".md")).forEach(documents::add);
		}
		for (Path document : documents) {
			String text = Files.readString(document);
			// The project's shared notes and its build machine's directories are not in a clone.
			assertThat(text).as(document.toString()).doesNotContainPattern("\\.\\./shared|/wor[k]/");
			Matcher link = LINK.matcher(text);
			while (link.find()) {
				String target = link.group(1).replaceAll("#.*", "");
				if (target.isEmpty() || target.matches("[a-z]+:.*")) {
					continue;
				}
				Path linked = document.getParent().resolve(target).normalize();
				assertThat(linked).as(document + " links " + target).startsWith(ROOT).exists();
			}
		}
	}
}
