package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

/** What {@link AcpTckV1IT} and {@link AcpTckV2IT} share: the agent's project and home, and the TCK's constants. */
abstract class TckFixture {

	static final Set<String> STOP_REASONS = Set.of("end_turn", "max_tokens", "max_turn_requests", "refusal", "cancelled");
	/** A prompt the demo model answers with a shell command that runs until it is cancelled (the TCK's long prompt's role). */
	static final String LONG_PROMPT = "run sleep 30";

	@TempDir
	Path work;
	/** The agent's working directory, with a README in it. */
	Path project;
	/** The agent's {@code ACP4J_HOME}. */
	Path home;

	@BeforeEach
	void makeTheProject() throws IOException {
		project = Files.createDirectories(work.resolve("project"));
		Files.writeString(project.resolve("README.md"), "# A project\n\nIt does things.\n");
		home = Files.createDirectories(work.resolve("home"));
	}

	/** The result of {@code answer}, failing on an error or a result that is no object. */
	static JsonObject result(JsonObject answer) {
		assertThat(answer.has("error")).as("an error: %s", answer).isFalse();
		assertThat(answer.get("result").isJsonObject()).as("the result is an object: %s", answer).isTrue();
		return answer.getAsJsonObject("result");
	}
}
