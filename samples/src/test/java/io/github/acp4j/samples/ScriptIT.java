package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The repository's ./acp4j script as a user runs it: the terminal client against the agent on the demo model. */
class ScriptIT {

	@TempDir
	Path work;

	@Test
	void chatCreatesAFileOnTheDemoModelAfterPermission() throws Exception {
		Path script = Processes.property("acp4j.script");
		Path project = Files.createDirectories(work.resolve("project"));
		Map<String, String> environment = Map.of("ACP4J_HOME", work.resolve("home").toString(), "LLM_PROVIDER", "demo");
		Processes.Result result = Processes.run(project, environment,
				List.of(script.toString(), "chat", "--yes", "create hello.txt with Hello from the script"));
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		assertThat(Files.readString(project.resolve("hello.txt"))).isEqualTo("Hello from the script\n");
		assertThat(result.stdout()).contains("Created hello.txt");
		assertThat(result.stderr()).contains("[end_turn]");
	}

	@Test
	void versionAndUsageErrors() throws Exception {
		Path script = Processes.property("acp4j.script");
		Processes.Result version = Processes.run(work, Map.of(), List.of(script.toString(), "--version"));
		assertThat(version.exitCode()).isZero();
		assertThat(version.stdout()).startsWith("acp4j ");
		Processes.Result usage = Processes.run(work, Map.of(), List.of(script.toString(), "--acp", "--nonsense"));
		assertThat(usage.exitCode()).isEqualTo(2);
		assertThat(usage.stdout()).isEmpty();
		assertThat(usage.stderr()).contains("usage:");
	}
}
