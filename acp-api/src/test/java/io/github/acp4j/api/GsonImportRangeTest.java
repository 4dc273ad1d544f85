package io.github.acp4j.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/**
 * The Gson range each bundle imports starts no lower than the newest Gson API its classes use: an
 * OSGi framework that wires an older Gson would resolve the bundle and then fail on the reader thread.
 */
class GsonImportRangeTest {

	/** Gson API that came after 2.10, by the release that brought it. */
	private static final Map<String, String> SINCE = Map.of(
			"com/google/gson/Strictness", "2.11",
			"com/google/gson/FormattingStyle", "2.11");

	private static final Pattern GSON_RANGE = Pattern.compile("com\\.google\\.gson\\*;version=\"\\[(\\d+)\\.(\\d+),");

	@ParameterizedTest
	@ValueSource(strings = { "acp-jsonrpc", "acp-api" })
	void theImportedGsonRangeStartsAtTheNewestApiTheClassesUse(String module) throws IOException {
		Path root = Path.of(System.getProperty("user.dir")).getParent().resolve(module);
		Matcher range = GSON_RANGE.matcher(Files.readString(root.resolve("bnd.bnd")));
		assertThat(range.find()).as("a Gson import range in %s/bnd.bnd", module).isTrue();
		int lowerBound = Integer.parseInt(range.group(1)) * 1000 + Integer.parseInt(range.group(2));

		int needed = 2010;
		try (Stream<Path> classes = Files.walk(root.resolve("target/classes"))) {
			for (Path file : (Iterable<Path>) classes.filter(p -> p.toString().endsWith(".class"))::iterator) {
				String constants = new String(Files.readAllBytes(file), StandardCharsets.ISO_8859_1);
				for (Map.Entry<String, String> api : SINCE.entrySet()) {
					if (constants.contains(api.getKey())) {
						String[] version = api.getValue().split("\\.");
						needed = Math.max(needed, Integer.parseInt(version[0]) * 1000 + Integer.parseInt(version[1]));
					}
				}
			}
		}
		assertThat(lowerBound).as("%s imports Gson from %d.%d", module, lowerBound / 1000, lowerBound % 1000).isGreaterThanOrEqualTo(needed);
	}
}
