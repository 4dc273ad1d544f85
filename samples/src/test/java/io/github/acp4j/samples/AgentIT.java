package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.StrictModel;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/**
 * The built agent jar, driven by the official TypeScript SDK client against a local
 * OpenAI-compatible mock: a write that asks permission, a busy-session rejection and a cancelled
 * prompt; every line the agent wrote is a valid ACP message, and nothing else reached stdout.
 */
class AgentIT {

	@TempDir
	Path work;
	final MockWebServer model = StrictModel.server();

	@BeforeEach
	void start() throws Exception {
		model.start();
	}

	@AfterEach
	void stop() {
		model.close();
	}

	private static MockResponse stream(String... events) {
		StringBuilder body = new StringBuilder();
		for (String event : events) {
			body.append("data: ").append(event).append("\n\n");
		}
		return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream").body(body.append("data: [DONE]\n\n").toString())
				.build();
	}

	private static MockResponse writeFile(String id, String path) {
		return stream("{\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":0,\"id\":\"" + id
				+ "\",\"type\":\"function\",\"function\":{\"name\":\"write_file\",\"arguments\":\"{\\\"path\\\":\\\"" + path
				+ "\\\",\\\"content\\\":\\\"hi\\\"}\"}}]},\"finish_reason\":\"tool_calls\"}]}");
	}

	@Test
	void aWholeSessionWithTheTypeScriptClient() throws Exception {
		model.enqueue(writeFile("call_a", "a.txt"));
		model.enqueue(stream("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Created a.txt.\"},\"finish_reason\":\"stop\"}]}",
				"{\"choices\":[],\"usage\":{\"prompt_tokens\":30,\"completion_tokens\":4}}"));
		model.enqueue(writeFile("call_b", "b.txt"));
		Path home = Files.createDirectories(work.resolve("home"));
		Path project = Files.createDirectories(work.resolve("project"));
		Path received = work.resolve("agent-wrote.jsonl");
		Processes.Result result = Processes.run(project,
				Map.of("ACP4J_HOME", home.toString(), "LLM_PROVIDER", "openai", "OPENAI_API_KEY", "sk-it-0123456789abcdef",
						"OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "OPENAI_MODEL", "gpt-it"),
				List.of("node", Processes.property("acp4j.node.dir").resolve("ts-agent-check.mjs").toString(), "--record",
						received.toString(), "--", "java", "-jar", Processes.property("acp4j.agent.jar").toString(), "--acp",
						"--stdio"));
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		JsonObject summary = JsonParser.parseString(result.stdout().strip()).getAsJsonObject();
		assertThat(summary.get("agent").getAsString()).isEqualTo("acp4j");
		assertThat(summary.get("first").getAsString()).isEqualTo("end_turn");
		assertThat(summary.get("second").getAsString()).isEqualTo("cancelled");
		assertThat(summary.get("busyError").getAsInt()).isEqualTo(-32600);
		assertThat(summary.get("permissions").getAsInt()).isEqualTo(2);
		assertThat(summary.get("permissionCancelled").getAsBoolean()).isTrue();
		assertThat(Files.readString(project.resolve("a.txt"))).isEqualTo("hi");
		assertThat(project.resolve("b.txt")).doesNotExist();

		List<String> lines = SchemaCheck.lines(received);
		assertThat(lines).isNotEmpty();
		assertThat(new SchemaCheck().problems(lines, List.of())).isEmpty();
		assertThat(String.join("\n", lines)).doesNotContain("sk-it-0123456789abcdef");
		assertThat(Files.readString(home.resolve("logs/agent.log"))).doesNotContain("sk-it-0123456789abcdef");
	}

	@Test
	void theAgentExitsZeroOnSigterm() throws Exception {
		Process agent = new ProcessBuilder("java", "-jar", Processes.property("acp4j.agent.jar").toString(), "--acp", "--stdio")
				.directory(work.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
		agent.getOutputStream().write("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n"
				.getBytes(StandardCharsets.UTF_8));
		agent.getOutputStream().flush();
		String answer = new BufferedReader(new InputStreamReader(agent.getInputStream(), StandardCharsets.UTF_8)).readLine();
		assertThat(answer).startsWith("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":");
		agent.destroy(); // SIGTERM
		assertThat(agent.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
		assertThat(agent.exitValue()).isZero();
	}
}
