package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.StrictModel;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/**
 * The agent process with servers built on the official MCP TypeScript SDK, one over stdio and one
 * over streamable HTTP: their tools are offered to the model, calls return their results, the
 * stdio server gets the env the client configured but not the agent's API key.
 */
class McpIT {

	static final String KEY = "sk-mcp-it-0123456789";

	@TempDir
	Path work;
	final MockWebServer model = StrictModel.server();
	Process httpServer;

	@BeforeEach
	void start() throws Exception {
		model.start();
	}

	@AfterEach
	void stop() {
		model.close();
		if (httpServer != null) {
			httpServer.destroyForcibly();
		}
	}

	private static MockResponse toolCalls(String... calls) {
		StringBuilder list = new StringBuilder();
		for (int i = 0; i < calls.length; i += 3) {
			if (list.length() > 0) {
				list.append(',');
			}
			list.append("{\"index\":").append(i / 3).append(",\"id\":\"").append(calls[i]).append("\",\"type\":\"function\",")
					.append("\"function\":{\"name\":\"").append(calls[i + 1]).append("\",\"arguments\":")
					.append(new com.google.gson.JsonPrimitive(calls[i + 2])).append("}}");
		}
		return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream").body("data: {\"choices\":[{\"index\":0,"
				+ "\"delta\":{\"tool_calls\":[" + list + "]},\"finish_reason\":\"tool_calls\"}]}\n\ndata: [DONE]\n\n").build();
	}

	@Test
	void toolsOfServersBuiltWithTheOfficialSdkReachTheModel() throws Exception {
		Path node = Processes.property("acp4j.node.dir");
		Path log = work.resolve("mcp.log");
		ProcessBuilder http = new ProcessBuilder("node", node.resolve("mcp-server.mjs").toString(), "--http")
				.redirectError(ProcessBuilder.Redirect.INHERIT);
		http.environment().put("MCP_LOG", log.toString());
		httpServer = http.start();
		String listening = new BufferedReader(new InputStreamReader(httpServer.getInputStream(), StandardCharsets.UTF_8)).readLine();
		assertThat(listening).startsWith("listening ");
		String url = "http://127.0.0.1:" + listening.substring("listening ".length()) + "/mcp";

		model.enqueue(toolCalls("c1", "mcp__files__word_count", "{\"text\":\"one two three\"}", "c2", "mcp__files__env",
				"{\"name\":\"OPENAI_API_KEY\"}", "c3", "mcp__files__env", "{\"name\":\"CONFIGURED\"}", "c4",
				"mcp__remote__word_count", "{\"text\":\"four five\"}"));
		model.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/event-stream")
				.body("data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Counted.\"},\"finish_reason\":\"stop\"}]}\n\n"
						+ "data: [DONE]\n\n").build());
		Path project = Files.createDirectories(work.resolve("project"));
		try (AgentProcess agent = new AgentProcess(project, Files.createDirectories(work.resolve("home")), Map.of("LLM_PROVIDER",
				"openai", "OPENAI_API_KEY", KEY, "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST), "--mode", "full-access")) {
			agent.request("initialize", "{\"protocolVersion\":1}");
			String servers = "[{\"name\":\"files\",\"command\":\"node\",\"args\":[\"" + node.resolve("mcp-server.mjs")
					+ "\",\"--stdio\"],\"env\":[{\"name\":\"CONFIGURED\",\"value\":\"from the client\"},{\"name\":\"MCP_LOG\","
					+ "\"value\":\"" + log + "\"}]},{\"type\":\"http\",\"name\":\"remote\",\"url\":\"" + url + "\",\"headers\":[]}]";
			JsonObject created = agent.request("session/new", "{\"cwd\":\"" + project + "\",\"mcpServers\":" + servers + "}");
			String sessionId = created.getAsJsonObject("result").get("sessionId").getAsString();
			JsonObject answer = agent.request("session/prompt", "{\"sessionId\":\"" + sessionId
					+ "\",\"prompt\":[{\"type\":\"text\",\"text\":\"count\"}]}");
			assertThat(answer.getAsJsonObject("result").get("stopReason").getAsString()).isEqualTo("end_turn");
			assertThat(agent.exit()).isZero();
		}
		JsonObject first = JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject();
		List<String> offered = new ArrayList<>();
		for (JsonElement tool : first.getAsJsonArray("tools")) {
			offered.add(tool.getAsJsonObject().getAsJsonObject("function").get("name").getAsString());
		}
		assertThat(offered).contains("mcp__files__word_count", "mcp__files__env", "mcp__remote__word_count", "mcp__remote__env");
		List<String> results = new ArrayList<>();
		for (JsonElement message : JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject()
				.getAsJsonArray("messages")) {
			if (message.getAsJsonObject().get("role").getAsString().equals("tool")) {
				results.add(message.getAsJsonObject().get("content").getAsString());
			}
		}
		assertThat(results).containsExactly("3", "(unset)", "from the client", "2");
		assertThat(Files.readAllLines(log)).containsExactlyInAnyOrder("word_count", "env", "env", "word_count");
	}
}
