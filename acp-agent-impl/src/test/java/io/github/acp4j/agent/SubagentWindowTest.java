package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.WindowedModel.Dialect;
import io.github.acp4j.agent.WindowedModel.Seen;
import io.github.acp4j.api.types.StopReason;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * A subagent whose own conversation outgrows the model's context window: the child is compacted as
 * any session is and goes on, or, when it cannot, ends with a result that says why; in both cases the
 * parent's turn goes on with the call's result.
 */
class SubagentWindowTest {

	private static final String PROMPT = "Read a.txt and b.txt and tell me what they are about.";

	@TempDir
	Path root;
	/** The model, with the context limit the real APIs enforce (HTTP 400 context_length_exceeded). */
	final WindowedModel window = new WindowedModel(Dialect.OPENAI, 4_000);
	MockWebServer server;
	AgentHarness harness;
	Path cwd;

	/**
	 * The window's answers, but for the tool calls the story needs: the parent hands the task to a
	 * subagent, which reads a.txt, then b.txt.
	 */
	private final Dispatcher script = new Dispatcher() {
		@Override
		public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
			JsonArray messages = JsonParser.parseString(request.getBody().utf8()).getAsJsonObject().getAsJsonArray("messages");
			JsonObject last = messages.get(messages.size() - 1).getAsJsonObject();
			String text = last.has("content") && last.get("content").isJsonPrimitive() ? last.get("content").getAsString() : "";
			if ("user".equals(last.get("role").getAsString()) && text.equals("delegate")) {
				return OpenAiStreams.toolCall("call_1", "subagent",
						"{\"description\":\"Read two files\",\"prompt\":\"" + PROMPT + "\"}");
			}
			if ("user".equals(last.get("role").getAsString()) && text.equals(PROMPT)) {
				return OpenAiStreams.toolCall("call_1", "read_file", "{\"path\":\"a.txt\"}");
			}
			if ("tool".equals(last.get("role").getAsString()) && text.contains("FILE-A")) {
				return OpenAiStreams.toolCall("call_2", "read_file", "{\"path\":\"b.txt\"}");
			}
			return window.dispatch(request);
		}
	};

	@BeforeEach
	void start() throws Exception {
		window.answerLength = 300;
		server = StrictModel.server(script);
		server.start();
		cwd = Files.createDirectories(root.resolve("work"));
		// The agent is told the window is 12,000 tokens (it compacts at 95%); the model takes 4,000.
		harness = new AgentHarness(new AgentModule(AgentConfig.builder(root.resolve("sessions")).maxTurnRequests(6)
				.contextWindow(128_000).build(), Map.of("OPENAI_API_KEY", "sk-subagent-window", "OPENAI_BASE_URL",
						server.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "OPENAI_CONTEXT_WINDOW", "12000",
						"ACP4J_HOME", root.resolve("home").toString())));
		harness.initialize();
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		server.close();
	}

	/** About {@code tokens} tokens of words. */
	private static String words(int tokens) {
		Random random = new Random(7);
		StringBuilder text = new StringBuilder();
		for (int i = 0; i < tokens; i++) {
			text.append("word").append(random.nextInt(10)).append(i % 12 == 11 ? "\n" : " ");
		}
		return text.toString();
	}

	private static String toolResult(Seen seen) {
		JsonArray messages = seen.body().getAsJsonArray("messages");
		for (int i = messages.size() - 1; i >= 0; i--) {
			JsonObject message = messages.get(i).getAsJsonObject();
			if ("tool".equals(message.get("role").getAsString())) {
				return message.get("content").getAsString();
			}
		}
		return "";
	}

	@Test
	void aChildThatOverflowsTheWindowIsCompactedAndTheParentGoesOn() throws Exception {
		// Each file fits; the two together do not.
		Files.writeString(cwd.resolve("a.txt"), "FILE-A\n" + words(700));
		Files.writeString(cwd.resolve("b.txt"), "FILE-B\n" + words(700));
		String parent = harness.newSession(cwd);
		assertThat(await(harness.prompt(parent, "delegate")).stopReason()).isEqualTo(StopReason.END_TURN);

		Seen refused = window.seen.stream().filter(Seen::refused).findFirst().orElseThrow();
		assertThat(refused.text()).as("the child's request").contains(PROMPT).contains("FILE-A").contains("FILE-B");
		assertThat(window.summaries()).hasSize(1);
		assertThat(window.seen.subList(window.seen.indexOf(refused) + 1, window.seen.size())).as("compacted, then retried")
				.extracting(Seen::summary, Seen::refused).startsWith(tuple(true, false), tuple(false, false));
		List<Seen> turns = window.turns();
		Seen last = turns.get(turns.size() - 1);
		assertThat(last.text()).as("the parent's").contains("delegate");
		assertThat(toolResult(last)).as("the child's answer").isNotEmpty().doesNotContain("The subagent failed")
				.doesNotContain("stopped");
		assertThat(StrictModel.of(server).refused()).isEmpty();
	}

	@Test
	void aChildThatCannotFitEvenCompactedEndsWithAResultSayingWhyAndTheParentGoesOn() throws Exception {
		// One file alone is more than the model takes: compacting the conversation cannot make it fit.
		Files.writeString(cwd.resolve("a.txt"), "FILE-A\n" + words(8_000));
		String parent = harness.newSession(cwd);
		assertThat(await(harness.prompt(parent, "delegate")).stopReason()).isEqualTo(StopReason.END_TURN);

		List<Seen> turns = window.turns();
		Seen last = turns.get(turns.size() - 1);
		assertThat(last.refused()).isFalse();
		assertThat(last.text()).contains("delegate");
		assertThat(toolResult(last)).contains("The subagent failed before it answered (The conversation needs about")
				.contains("context window");
	}
}
