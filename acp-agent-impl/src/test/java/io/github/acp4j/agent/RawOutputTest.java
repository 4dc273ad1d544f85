package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/** Every built-in tool's final {@code tool_call_update}, completed or failed, carries {@code rawOutput}, redacted. */
class RawOutputTest {

	private static final String KEY = "sk-raw-output-test-0123456789";

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;

	@BeforeEach
	void start() throws Exception {
		model.start();
		harness = new AgentHarness(AgentHarness.openAi(PermissionPreset.FULL_ACCESS, 40, sessions, model, KEY));
		harness.initialize();
		harness.agentaoAnswer = "blue";
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		model.close();
	}

	@Test
	void everyToolsFinalUpdateCarriesRawOutputAndASecretLeavesRedacted() throws Exception {
		Files.writeString(workspace.resolve("notes.txt"), "alpha\n" + KEY + "\n");
		String page = model.url("/page").toString();
		// tool call -> the status its final update must have
		Map<String, ToolCallStatus> calls = new LinkedHashMap<>();
		calls.put("read_file {\"path\":\"notes.txt\"}", ToolCallStatus.COMPLETED);
		calls.put("read_file {\"path\":\"missing.txt\"}", ToolCallStatus.FAILED);
		calls.put("write_file {\"path\":\"out.txt\",\"content\":\"x\"}", ToolCallStatus.COMPLETED);
		calls.put("edit_file {\"path\":\"out.txt\",\"old_string\":\"x\",\"new_string\":\"y\"}", ToolCallStatus.COMPLETED);
		calls.put("edit_file {\"path\":\"out.txt\",\"old_string\":\"absent\",\"new_string\":\"z\"}", ToolCallStatus.FAILED);
		calls.put("list_directory {}", ToolCallStatus.COMPLETED);
		calls.put("glob {\"pattern\":\"*.txt\"}", ToolCallStatus.COMPLETED);
		calls.put("grep {\"pattern\":\"alpha\"}", ToolCallStatus.COMPLETED);
		calls.put("grep {\"pattern\":\"(\"}", ToolCallStatus.FAILED);
		calls.put("run_shell_command {\"command\":\"echo hi\"}", ToolCallStatus.COMPLETED);
		calls.put("update_plan {\"entries\":[{\"content\":\"step\",\"priority\":\"high\",\"status\":\"pending\"}]}",
				ToolCallStatus.COMPLETED);
		calls.put("update_plan {\"entries\":[{\"content\":\"step\",\"priority\":\"urgent\",\"status\":\"pending\"}]}",
				ToolCallStatus.FAILED);
		calls.put("web_fetch {\"url\":\"" + page + "\"}", ToolCallStatus.COMPLETED);
		calls.put("web_fetch {\"url\":\"ftp://example.com/\"}", ToolCallStatus.FAILED);
		calls.put("ask_user {\"question\":\"Which colour?\"}", ToolCallStatus.COMPLETED);
		calls.put("no_such_tool {}", ToolCallStatus.FAILED);
		int n = 0;
		for (String call : calls.keySet()) {
			int space = call.indexOf(' ');
			model.enqueue(toolCall("call_" + n++, call.substring(0, space), call.substring(space + 1)));
			if (call.contains(page)) {
				// web_fetch asks the same server for the page between two model requests.
				model.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/html")
						.body("<html><title>Page</title><body>Hello page</body></html>").build());
			}
		}
		model.enqueue(text("done"));
		String session = harness.newSession(workspace);
		assertThat(await(harness.prompt(session, "use every tool")).stopReason()).isEqualTo(StopReason.END_TURN);

		Map<String, String> names = new LinkedHashMap<>();
		harness.updates(session).stream().filter(ToolCall.class::isInstance).map(ToolCall.class::cast)
				.forEach(shown -> names.put(shown.toolCallId(), shown.name()));
		List<ToolCallUpdate> finals = harness.updates(session).stream().filter(ToolCallUpdate.class::isInstance)
				.map(ToolCallUpdate.class::cast)
				.filter(u -> u.status() == ToolCallStatus.COMPLETED || u.status() == ToolCallStatus.FAILED).toList();
		assertThat(finals).extracting(u -> names.get(u.toolCallId()) + " " + u.status()).containsExactlyElementsOf(
				calls.entrySet().stream().map(e -> e.getKey().substring(0, e.getKey().indexOf(' ')) + " " + e.getValue()).toList());
		for (ToolCallUpdate last : finals) {
			assertThat(last.rawOutput()).as(names.get(last.toolCallId()) + " " + last.status()).isNotNull();
			JsonObject raw = last.rawOutput().getAsJsonObject();
			assertThat(raw.has(last.status() == ToolCallStatus.FAILED ? "error" : "output") || raw.has("exitCode"))
					.as(raw.toString()).isTrue();
			assertThat(raw.toString()).doesNotContain(KEY);
		}
		assertThat(finals.get(0).rawOutput().getAsJsonObject().get("output").getAsString()).contains("alpha");
		assertThat(finals.get(1).rawOutput().getAsJsonObject().get("error").getAsString()).contains("missing.txt");
		assertThat(finals.get(9).rawOutput().getAsJsonObject().get("exitCode").getAsInt()).isZero();
		assertThat(finals.get(12).rawOutput().getAsJsonObject().get("output").getAsString()).contains("Hello page");
		assertThat(finals.get(14).rawOutput().getAsJsonObject().get("output").getAsString()).isEqualTo("blue");
	}
}
