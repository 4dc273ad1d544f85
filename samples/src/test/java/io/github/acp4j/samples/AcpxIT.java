package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * acpx 0.19.1, a headless ACP client that checks {@code --model} against the models the agent
 * advertises, picks a model the acp4j agent lists for its provider, and refuses one it does not
 * list, before any prompt is sent.
 */
class AcpxIT {

	private static Path acpx;

	@TempDir
	Path root;
	Path project;
	MockWebServer model;

	/** Installs acpx once per build into target/, unless the same package.json is installed there. */
	@BeforeAll
	static void install() throws Exception {
		acpx = NpmPackages.install(Processes.property("acp4j.acpx.dir"), Processes.property("acp4j.acpx.install"), "acpx");
	}

	@BeforeEach
	void start() throws Exception {
		project = Files.createDirectories(root.resolve("project"));
		model = FakeModel.server(project);
		model.start();
	}

	@AfterEach
	void stop() throws Exception {
		model.close();
	}

	private Processes.Result acpx(String modelId) throws Exception {
		Path home = Files.createDirectories(root.resolve("home"));
		Map<String, String> env = Map.of("HOME", home.toString(), "ACP4J_HOME", home.resolve(".acp4j").toString(),
				"OPENAI_API_KEY", "sk-acpx-0123456789", "OPENAI_BASE_URL", model.url("/v1").toString(),
				"OPENAI_MODEL", FakeModel.MODEL, "OPENAI_MODELS", "gpt-4.1,gpt-4o");
		String agent = "java -jar " + Processes.property("acp4j.agent.jar") + " --acp --stdio";
		return Processes.run(project, env, List.of(acpx.resolve("node_modules/.bin/acpx").toString(),
				"--agent", agent, "--approve-all", "--format", "quiet", "--timeout", "90", "--model", modelId, "exec", "say hello"));
	}

	@Test
	void aListedModelIsPickedAndAnswers() throws Exception {
		Processes.Result result = acpx("openai/gpt-4.1");
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		assertThat(result.stdout()).contains("Hello from the fake model.");
		RecordedRequest request = model.takeRequest();
		assertThat(request.getBody().utf8()).contains("\"model\":\"gpt-4.1\"");
	}

	@Test
	void aModelNotListedIsRefusedByTheClientBeforeAnyPrompt() throws Exception {
		Processes.Result result = acpx("openai/gpt-9");
		assertThat(result.exitCode()).isNotZero();
		assertThat(result.stderr() + result.stdout()).contains("did not advertise that model").contains("openai/gpt-4.1");
		assertThat(model.getRequestCount()).isZero();
	}
}
