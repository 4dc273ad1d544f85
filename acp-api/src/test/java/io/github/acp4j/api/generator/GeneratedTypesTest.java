package io.github.acp4j.api.generator;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Map;
import java.util.SortedMap;
import java.util.TreeMap;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;

/**
 * The committed protocol types are what {@link TypesGenerator} makes of the committed schema. Run
 * with {@code -Dacp.regenerate=true} to write them instead (see acp-api/README.md).
 */
class GeneratedTypesTest {

	static final Path SCHEMA = Path.of("src/test/resources/acp-schema");
	static final Path SCHEMA_V2 = Path.of("src/test/resources/acp-schema-v2");
	static final Path MAIN = Path.of("src/main/java");

	static SortedMap<String, String> generated() throws IOException {
		return TypesGenerator.generate(SCHEMA.resolve("schema.unstable.json"), SCHEMA.resolve("schema.json"),
				SCHEMA.resolve("legacy.json"));
	}

	static SortedMap<String, String> generatedV2() throws IOException {
		return TypesGenerator.generateV2(SCHEMA_V2.resolve("schema.unstable.json"), SCHEMA_V2.resolve("schema.json"));
	}

	/** The committed generated files: those that start with the generator's header. */
	static SortedMap<String, String> committed(String... packages) throws IOException {
		SortedMap<String, String> files = new TreeMap<>();
		for (String pkg : packages) {
			Path dir = MAIN.resolve(pkg.replace('.', '/'));
			if (!Files.isDirectory(dir)) {
				continue;
			}
			try (Stream<Path> list = Files.list(dir)) {
				for (Path file : (Iterable<Path>) list.sorted()::iterator) {
					String text = Files.readString(file, StandardCharsets.UTF_8);
					if (text.startsWith(TypesGenerator.HEADER)) {
						files.put(MAIN.relativize(file).toString().replace('\\', '/'), text);
					}
				}
			}
		}
		return files;
	}

	@Test
	void theCommittedTypesAreWhatTheSchemaGenerates() throws IOException {
		compare(generated(), TypesGenerator.TYPES, TypesGenerator.ADAPTERS);
	}

	@Test
	void theCommittedV2TypesAreWhatTheV2SchemaGenerates() throws IOException {
		compare(generatedV2(), TypesGenerator.V2_TYPES, TypesGenerator.V2_ADAPTERS);
	}

	private static void compare(SortedMap<String, String> expected, String... packages) throws IOException {
		SortedMap<String, String> actual = committed(packages);
		if (Boolean.getBoolean("acp.regenerate")) {
			for (String stale : actual.keySet()) {
				if (!expected.containsKey(stale)) {
					Files.delete(MAIN.resolve(stale));
				}
			}
			for (Map.Entry<String, String> file : expected.entrySet()) {
				Files.createDirectories(MAIN.resolve(file.getKey()).getParent());
				Files.writeString(MAIN.resolve(file.getKey()), file.getValue(), StandardCharsets.UTF_8);
			}
			actual = committed(packages);
		}
		for (Map.Entry<String, String> file : expected.entrySet()) {
			assertThat(actual.get(file.getKey())).as("%s (regenerate with -Dacp.regenerate=true)", file.getKey())
					.isEqualTo(file.getValue());
		}
		assertThat(actual.keySet()).as("generated files the schema no longer makes").isSubsetOf(expected.keySet());
	}

	@Test
	void whatOnlyTheUnstableSchemaOrTheOverlayHasIsADraft() throws IOException {
		SortedMap<String, String> files = generated();
		String types = "io/github/acp4j/api/types/";

		assertThat(files.get(types + "ForkSessionRequest.java")).contains("@ProtocolDraft\npublic record ForkSessionRequest(");
		assertThat(files.get(types + "SetSessionModelRequest.java")).contains("@ProtocolDraft\npublic record SetSessionModelRequest(");
		assertThat(files.get(types + "NewSessionResponse.java")).contains("@ProtocolDraft SessionModelState models,")
				.doesNotContain("@ProtocolDraft\npublic record");
		assertThat(files.get(types + "SessionCapabilities.java")).contains("@ProtocolDraft SessionForkCapabilities fork,")
				.contains("\t\tSessionResumeCapabilities resume,");
		assertThat(files.get(types + "ToolCall.java")).doesNotContain("ProtocolDraft");
		assertThat(files.get(types + "PlanUpdate.java")).contains("@ProtocolDraft\npublic record PlanUpdate(");
	}
}
