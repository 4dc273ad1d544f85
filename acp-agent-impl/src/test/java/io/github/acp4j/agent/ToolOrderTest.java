package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.ModelStreams.call;
import static io.github.acp4j.agent.ModelStreams.text;
import static io.github.acp4j.agent.ModelStreams.toolCalls;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.StrictModel.Api;
import mockwebserver3.MockWebServer;

/**
 * What prompt caching needs: the tools are offered in the order they were bound and, with the
 * system prompt, are the same bytes on every request of a session (a hash-ordered copy changed the
 * order with every JVM); Anthropic requests mark that stable prefix and the conversation so far with
 * {@code cache_control}, within the API's four breakpoints.
 */
class ToolOrderTest {

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;

	@BeforeEach
	void start() throws Exception {
		model.start();
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		model.close();
	}

	private void agent(Api api) throws Exception {
		harness = new AgentHarness(new AgentModule(AgentConfig.builder(sessions)
				.maxTurnRequests(10).contextWindow(128_000).build(),
				ModelStreams.environment(api, model)));
		harness.initialize();
	}

	private JsonObject request() throws InterruptedException {
		return JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject();
	}

	private List<String> offered() throws InterruptedException {
		List<String> names = new ArrayList<>();
		for (JsonElement tool : request().getAsJsonArray("tools")) {
			names.add(tool.getAsJsonObject().getAsJsonObject("function").get("name").getAsString());
		}
		return names;
	}

	@Test
	void everyRequestOffersTheToolsInTheOrderTheyWereBound() throws Exception {
		agent(Api.OPENAI);
		String session = harness.newSession(workspace);
		model.enqueue(OpenAiStreams.text("one"));
		model.enqueue(OpenAiStreams.text("two"));
		await(harness.prompt(session, "first"));
		await(harness.prompt(session, "second"));

		List<String> bound = List.of("read_file", "list_directory", "glob", "grep", "write_file", "edit_file", "run_shell_command",
				"web_fetch", "update_plan", "ask_user", "subagent");
		assertThat(offered()).isEqualTo(bound);
		assertThat(offered()).isEqualTo(bound);
	}

	/** The system prompt as sent: OpenAI's first message, Anthropic's {@code system}. */
	private static String systemPrompt(Api api, JsonObject body) {
		return api == Api.OPENAI ? body.getAsJsonArray("messages").get(0).toString() : body.get("system").toString();
	}

	@ParameterizedTest
	@EnumSource(Api.class)
	void theToolsAndTheSystemPromptAreTheSameBytesOnEveryRequestOfASession(Api api) throws Exception {
		agent(api);
		Files.writeString(workspace.resolve("a.txt"), "A\n");
		String session = harness.newSession(workspace);
		String asksForTools = api == Api.OPENAI ? "tool_calls" : "tool_use";
		model.enqueue(toolCalls(api, asksForTools, call("c1", "read_file", "{\"path\":\"a.txt\"}")));
		model.enqueue(text(api, "read"));
		model.enqueue(toolCalls(api, asksForTools, call("c2", "list_directory", "{\"path\":\".\"}")));
		model.enqueue(text(api, "listed"));
		await(harness.prompt(session, "first"));
		await(harness.prompt(session, "second"));

		List<JsonObject> requests = new ArrayList<>();
		for (int i = 0; i < 4; i++) {
			requests.add(request());
		}
		assertThat(requests).extracting(body -> body.get("tools").toString()).containsOnly(requests.get(0).get("tools").toString());
		assertThat(requests).extracting(body -> systemPrompt(api, body)).containsOnly(systemPrompt(api, requests.get(0)));
		// Not api.openai.com: no prompt_cache_key, which another server may refuse.
		assertThat(requests).noneMatch(body -> body.has("prompt_cache_key"));
		if (api == Api.ANTHROPIC) {
			// The last tool, the system prompt and the conversation's last block: three of the four breakpoints allowed.
			assertThat(StrictModel.cacheBreakpoints(requests.get(0).toString())).containsExactly("tools.10", "system.0",
					"messages.0.content.0");
			assertThat(StrictModel.cacheBreakpoints(requests.get(1).toString())).containsExactly("tools.10", "system.0",
					"messages.2.content.0");
			assertThat(StrictModel.cacheBreakpoints(requests.get(3).toString())).containsExactly("tools.10", "system.0",
					"messages.6.content.0");
		}
	}
}
