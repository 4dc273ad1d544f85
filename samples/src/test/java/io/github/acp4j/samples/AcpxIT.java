package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * acpx 0.19.1, a headless ACP client that checks {@code --model} exactly against the models the agent
 * advertises, with the acp4j agent pointed at a local OpenAI-compatible server (as one points it at an
 * Ollama): {@code --model gpt-4.1}, a model the server lists at {@code GET /v1/models}, is picked and
 * the server is called with it; a model the server does not list is refused by acpx before any prompt.
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
				"OPENAI_MODEL", FakeModel.MODEL);
		String agent = "java -jar " + Processes.property("acp4j.agent.jar") + " --acp --stdio";
		return Processes.run(project, env, List.of(acpx.resolve("node_modules/.bin/acpx").toString(),
				"--agent", agent, "--approve-all", "--format", "quiet", "--timeout", "90", "--model", modelId, "exec", "say hello"));
	}

	/** Every request the model server received so far, oldest first. */
	private List<RecordedRequest> requests() throws InterruptedException {
		List<RecordedRequest> requests = new ArrayList<>();
		for (RecordedRequest request; (request = model.takeRequest(0, TimeUnit.SECONDS)) != null;) {
			requests.add(request);
		}
		return requests;
	}

	@Test
	void aModelTheServerListsIsPickedByItsBareIdAndAnswers() throws Exception {
		Processes.Result result = acpx("gpt-4.1");
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		assertThat(result.stdout()).contains("Hello from the fake model.");
		List<RecordedRequest> requests = requests();
		assertThat(requests).extracting(request -> request.getMethod() + " " + request.getUrl().encodedPath()).first()
				.isEqualTo("GET /v1/models");
		assertThat(requests.get(0).getHeaders().get("Authorization")).isEqualTo("Bearer sk-acpx-0123456789");
		assertThat(requests).filteredOn(request -> request.getUrl().encodedPath().endsWith("/chat/completions")).isNotEmpty()
				.allSatisfy(request -> assertThat(request.getBody().utf8()).contains("\"model\":\"gpt-4.1\""));
	}

	@Test
	void aModelTheServerDoesNotListIsRefusedByTheClientBeforeAnyPrompt() throws Exception {
		Processes.Result result = acpx("gpt-9");
		assertThat(result.exitCode()).isNotZero();
		assertThat(result.stderr() + result.stdout()).contains("did not advertise that model").contains("gpt-4.1, gpt-4o");
		assertThat(requests()).extracting(request -> request.getMethod() + " " + request.getUrl().encodedPath())
				.containsExactly("GET /v1/models");
	}
}
