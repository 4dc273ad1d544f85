package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.api.types.NewSessionRequest;
import mockwebserver3.MockWebServer;

/** AGENTS.md files reach the model's system prompt, nearest last, read again at each turn. */
class InstructionsTest {

	@TempDir
	Path root;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;
	Path home;
	Path repo;
	Path cwd;

	@BeforeEach
	void start() throws Exception {
		model.start();
		home = Files.createDirectories(root.resolve("home"));
		repo = Files.createDirectories(root.resolve("repo"));
		Files.createDirectory(repo.resolve(".git"));
		cwd = Files.createDirectories(repo.resolve("module/src"));
		harness = new AgentHarness(new AgentModule(AgentConfig.builder(root.resolve("sessions"))
				.maxTurnRequests(4).contextWindow(128_000).build(), Map.of("OPENAI_API_KEY", "sk-instructions-test", "OPENAI_BASE_URL",
						model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "ACP4J_HOME", home.toString())));
		harness.initialize();
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		model.close();
	}

	/** The system message of the next request the model received. */
	private String systemPrompt() throws Exception {
		JsonObject request = JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject();
		JsonObject first = request.getAsJsonArray("messages").get(0).getAsJsonObject();
		assertThat(first.get("role").getAsString()).isEqualTo("system");
		return first.get("content").getAsString();
	}

	private void prompt(String session) throws Exception {
		model.enqueue(text("ok"));
		await(harness.prompt(session, "hello"));
	}

	@Test
	void homeThenRepositoryRootDownToTheWorkingDirectoryNearestLast() throws Exception {
		Files.writeString(root.resolve("AGENTS.md"), "ABOVE-THE-REPOSITORY");
		Files.writeString(home.resolve("AGENTS.md"), "HOME-RULE");
		Files.writeString(repo.resolve("AGENTS.md"), "ROOT-RULE");
		Files.writeString(repo.resolve("module/AGENTS.md"), "MODULE-RULE");
		Files.writeString(cwd.resolve("AGENTS.md"), "CWD-RULE");
		Path other = Files.createDirectories(root.resolve("other"));
		Files.writeString(other.resolve("AGENTS.md"), "ADDITIONAL-DIRECTORY-RULE");
		String session = await(harness.agent.newSession(NewSessionRequest.builder(cwd.toString(), List.of()).additionalDirectories(List.of(other.toString())).build())).sessionId();

		prompt(session);

		String system = systemPrompt();
		assertThat(system).containsSubsequence("HOME-RULE", "ROOT-RULE", "MODULE-RULE", "CWD-RULE")
				.doesNotContain("ABOVE-THE-REPOSITORY").doesNotContain("ADDITIONAL-DIRECTORY-RULE");
		assertThat(system).contains("## " + cwd.resolve("AGENTS.md"));
	}

	@Test
	void anEditCountsFromTheNextPromptAndAnUnchangedFileGivesTheSamePrompt() throws Exception {
		Files.writeString(cwd.resolve("AGENTS.md"), "Answer in French.");
		String session = harness.newSession(cwd);
		prompt(session);
		assertThat(systemPrompt()).contains("Answer in French.");

		Files.writeString(cwd.resolve("AGENTS.md"), "Answer in German.");
		prompt(session);
		String edited = systemPrompt();
		assertThat(edited).contains("Answer in German.").doesNotContain("French");

		prompt(session);
		assertThat(systemPrompt()).isEqualTo(edited);

		Files.delete(cwd.resolve("AGENTS.md"));
		prompt(session);
		assertThat(systemPrompt()).doesNotContain("German").doesNotContain("Project instructions");
	}

	@Test
	void aLargeFileIsCutWithANoteInThePrompt() throws Exception {
		Files.writeString(cwd.resolve("AGENTS.md"), "rule ".repeat(10_000));
		String session = harness.newSession(cwd);
		prompt(session);
		String system = systemPrompt();
		assertThat(system).contains("is cut here: it has 50000 bytes and only its first 16000 characters are given.");
		assertThat(system.length()).isLessThan(16_000 + 2_000);
	}
}
