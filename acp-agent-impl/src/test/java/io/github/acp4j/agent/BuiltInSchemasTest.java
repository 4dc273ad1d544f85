package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.StrictModel.Api;
import mockwebserver3.MockWebServer;

/**
 * The built-in tools as the model sees them (name, description, JSON schema of the arguments),
 * pinned: how a tool describes and reads its arguments may change, what the model is offered does
 * not, unless this file changes with it. {@code builtin-tool-schemas.json} holds the tools of an
 * OpenAI request as the agent sent them before the built-ins moved to the SPI's argument model, with
 * one change: {@code subagent}'s schema, the one written by hand, now says
 * {@code "additionalProperties": false} like every other tool's (an unknown argument fails the call
 * with the names of the real ones, as for every other tool, rather than being dropped unseen).
 */
class BuiltInSchemasTest {

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;

	@AfterEach
	void stop() throws Exception {
		try (AgentHarness agent = harness; MockWebServer server = model) {
			// both closed, the agent first
		}
	}

	@Test
	void everyBuiltInToolIsOfferedWithTheSchemaItHadBefore() throws Exception {
		model.start();
		harness = new AgentHarness(new AgentModule(AgentConfig.builder(sessions).maxTurnRequests(10).contextWindow(128_000).build(),
				ModelStreams.environment(Api.OPENAI, model)));
		harness.initialize();
		// The skill tool is offered only while a skill is listed.
		Path skill = Files.createDirectories(workspace.resolve(".agents/skills/review"));
		Files.writeString(skill.resolve("SKILL.md"), "---\nname: review\ndescription: Review a change\n---\nRead the diff.\n");
		String session = harness.newSession(workspace);
		model.enqueue(OpenAiStreams.text("one"));
		await(harness.prompt(session, "first"));

		JsonArray offered = JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject().getAsJsonArray("tools");

		assertThat(offered).isEqualTo(pinned());
	}

	private static JsonElement pinned() throws IOException {
		try (InputStream in = BuiltInSchemasTest.class.getResourceAsStream("builtin-tool-schemas.json")) {
			return JsonParser.parseString(new String(in.readAllBytes(), StandardCharsets.UTF_8));
		}
	}
}
