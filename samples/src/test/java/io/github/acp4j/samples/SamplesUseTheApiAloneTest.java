package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The samples are written against acp-api alone; only the example extension uses the agent, which
 * the build puts on the compile class path for it.
 */
class SamplesUseTheApiAloneTest {

	@Test
	void noSampleClassButTheExtensionReferencesTheAgent() throws IOException {
		Path classes = Path.of(SamplesUseTheApiAloneTest.class.getProtectionDomain().getCodeSource().getLocation().getPath())
				.resolveSibling("classes");
		List<Path> files;
		try (Stream<Path> walk = Files.walk(classes)) {
			files = walk.filter(file -> file.toString().endsWith(".class")).toList();
		}
		assertThat(files).anyMatch(file -> file.toString().contains("/samples/extension/"))
				.anyMatch(file -> file.endsWith("EchoAgent.class"));
		for (Path file : files) {
			if (!file.toString().contains("/samples/extension/")) {
				assertThat(new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1)).as(file.toString())
						.doesNotContain("io/github/acp4j/agent/");
			}
		}
	}
}
