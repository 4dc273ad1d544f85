package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.permission.PermissionPreset;
import mockwebserver3.MockWebServer;

/**
 * The tools are offered in the order they were bound, on every request: the same bytes from one
 * request to the next and from one agent process to the next, which the providers' prompt caching
 * needs (a hash-ordered copy changed the order with every JVM).
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
		harness = new AgentHarness(AgentHarness.openAi(PermissionPreset.WORKSPACE_WRITE, 10, sessions, model, "sk-order-0000"));
		harness.initialize();
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		model.close();
	}

	private List<String> offered() throws InterruptedException {
		List<String> names = new ArrayList<>();
		for (JsonElement tool : JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject().getAsJsonArray("tools")) {
			names.add(tool.getAsJsonObject().getAsJsonObject("function").get("name").getAsString());
		}
		return names;
	}

	@Test
	void everyRequestOffersTheToolsInTheOrderTheyWereBound() throws Exception {
		String session = harness.newSession(workspace);
		model.enqueue(OpenAiStreams.text("one"));
		model.enqueue(OpenAiStreams.text("two"));
		await(harness.prompt(session, "first"));
		await(harness.prompt(session, "second"));

		List<String> bound = List.of("read_file", "list_directory", "glob", "grep", "write_file", "edit_file", "run_shell_command",
				"web_fetch", "update_plan", "ask_user");
		assertThat(offered()).isEqualTo(bound);
		assertThat(offered()).isEqualTo(bound);
	}
}
