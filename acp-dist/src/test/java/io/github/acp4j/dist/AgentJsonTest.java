package io.github.acp4j.dist;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.networknt.schema.InputFormat;
import com.networknt.schema.Schema;
import com.networknt.schema.SchemaLocation;
import com.networknt.schema.SchemaRegistry;
import com.networknt.schema.SpecificationVersion;

/**
 * The generated registry manifest (target/registry/agent.json) is valid against the ACP registry's
 * own schema (src/test/resources/acp-registry, with where it comes from) and passes the checks its CI
 * makes besides the schema (build_registry.py): a plain x.y.z version, every operating system, archive
 * URLs of that version and never /latest/.
 */
class AgentJsonTest {

	private static final Schema SCHEMA = SchemaRegistry.withDefaultDialect(SpecificationVersion.DRAFT_7)
			.getSchema(SchemaLocation.of("classpath:acp-registry/agent.schema.json"));

	private static JsonObject manifest() throws IOException {
		return JsonParser.parseString(Files.readString(Path.of(System.getProperty("acp4j.agent.json")))).getAsJsonObject();
	}

	private static List<String> problems(JsonObject manifest) {
		return SCHEMA.validate(manifest.toString(), InputFormat.JSON).stream().map(Object::toString).toList();
	}

	@Test
	void theManifestIsValidAgainstTheRegistrySchema() throws IOException {
		assertThat(problems(manifest())).isEmpty();
	}

	@Test
	void theSchemaRejectsAManifestTheRegistryWouldRefuse() throws IOException {
		JsonObject unknownPlatform = manifest();
		JsonObject binary = unknownPlatform.getAsJsonObject("distribution").getAsJsonObject("binary");
		binary.add("solaris-sparc", binary.get("linux-x86_64"));
		JsonObject noCommand = manifest();
		noCommand.getAsJsonObject("distribution").getAsJsonObject("binary").getAsJsonObject("linux-x86_64").remove("cmd");
		JsonObject upperCaseId = manifest();
		upperCaseId.addProperty("id", "ACP4J");

		assertThat(problems(unknownPlatform)).isNotEmpty();
		assertThat(problems(noCommand)).isNotEmpty();
		assertThat(problems(upperCaseId)).isNotEmpty();
	}

	@Test
	void theVersionIsTheReleaseOfThisBuild() throws IOException {
		String version = manifest().get("version").getAsString();

		assertThat(version).matches("[0-9]+\\.[0-9]+\\.[0-9]+")
				.isEqualTo(System.getProperty("acp4j.version").replaceFirst("-SNAPSHOT$", ""));
	}

	@Test
	void everyOperatingSystemHasAnArchiveOfThisVersionStartedAsEditorsStartTheAgent() throws IOException {
		JsonObject manifest = manifest();
		String version = manifest.get("version").getAsString();
		JsonObject binary = manifest.getAsJsonObject("distribution").getAsJsonObject("binary");
		Set<String> families = new TreeSet<>();

		for (String platform : binary.keySet()) {
			families.add(platform.substring(0, platform.indexOf('-')));
			JsonObject target = binary.getAsJsonObject(platform);
			String archive = target.get("archive").getAsString();
			boolean windows = platform.startsWith("windows");
			// The names Dist.java gives the archives, under the release's tag, as the registry checks them.
			assertThat(archive).startsWith(manifest.get("repository").getAsString() + "/releases/download/v" + version + "/")
					.endsWith("/acp4j-" + version + "-" + platform + (windows ? ".zip" : ".tar.gz"))
					.doesNotContain("/latest/");
			assertThat(target.get("cmd").getAsString()).isEqualTo(windows ? "./acp4j/bin/acp4j.cmd" : "./acp4j/bin/acp4j");
			JsonArray args = target.getAsJsonArray("args");
			assertThat(args.toString()).isEqualTo("[\"--acp\",\"--stdio\"]");
		}
		assertThat(families).containsExactly("darwin", "linux", "windows");
	}
}
