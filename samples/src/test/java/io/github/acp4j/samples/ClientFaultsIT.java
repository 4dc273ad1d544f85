package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.StrictModel;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/**
 * A client that misbehaves around the agent process: it stops reading for a while (nothing is
 * lost or reordered), it closes stdin in the middle of a turn (the agent exits 0 and the session
 * loads), it stops reading for good (the agent exits 0 once stdin closes, without a stack trace).
 */
class ClientFaultsIT {

	static final int CHUNKS = 2000;

	@TempDir
	Path work;
	final MockWebServer model = StrictModel.server();
	Path project;
	Path home;

	@BeforeEach
	void start() throws Exception {
		model.start();
		project = Files.createDirectories(work.resolve("project"));
		home = Files.createDirectories(work.resolve("home"));
	}

	@AfterEach
	void stop() {
		model.close();
	}

	private AgentProcess agent() throws Exception {
		return new AgentProcess(project, home, Map.of("LLM_PROVIDER", "openai", "OPENAI_API_KEY", "sk-faults",
				"OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST));
	}

	/** An answer of {@value #CHUNKS} numbered pieces, optionally held back for a while after the first. */
	private static MockResponse numbered(long pauseMillis) {
		StringBuilder body = new StringBuilder();
		for (int i = 0; i < CHUNKS; i++) {
			body.append("data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"<").append(i).append(">\"}}]}\n\n");
		}
		body.append("data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"stop\"}]}\n\ndata: [DONE]\n\n");
		MockResponse.Builder response = new MockResponse.Builder().addHeader("Content-Type", "text/event-stream").body(body.toString());
		if (pauseMillis > 0) {
			response.throttleBody(2048, pauseMillis, TimeUnit.MILLISECONDS);
		}
		return response.build();
	}

	private static String newSession(AgentProcess agent, Path cwd) throws Exception {
		agent.request("initialize", "{\"protocolVersion\":1}");
		return agent.request("session/new", "{\"cwd\":\"" + cwd + "\",\"mcpServers\":[]}").getAsJsonObject("result")
				.get("sessionId").getAsString();
	}

	@Test
	void aClientThatStopsReadingLosesNothing() throws Exception {
		model.enqueue(numbered(0));
		try (AgentProcess agent = agent()) {
			String session = newSession(agent, project);
			int prompt = agent.send("session/prompt", "{\"sessionId\":\"" + session + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"go\"}]}");
			// Not reading: the pipe fills and the agent's writer waits; then everything is read.
			Thread.sleep(2000);
			JsonObject answer = agent.answer(prompt);
			assertThat(answer.getAsJsonObject("result").get("stopReason").getAsString()).isEqualTo("end_turn");
			StringBuilder text = new StringBuilder();
			for (JsonObject notification : agent.notifications) {
				JsonObject update = notification.getAsJsonObject("params").getAsJsonObject("update");
				if (update.get("sessionUpdate").getAsString().equals("agent_message_chunk")) {
					text.append(update.getAsJsonObject("content").get("text").getAsString());
				}
			}
			StringBuilder expected = new StringBuilder();
			for (int i = 0; i < CHUNKS; i++) {
				expected.append('<').append(i).append('>');
			}
			assertThat(text.toString()).isEqualTo(expected.toString());
		}
	}

	@Test
	void aClientThatLeavesMidTurnLeavesALoadableSession() throws Exception {
		model.enqueue(numbered(50));
		String session;
		try (AgentProcess agent = agent()) {
			session = newSession(agent, project);
			agent.send("session/prompt", "{\"sessionId\":\"" + session + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"remember me\"}]}");
			assertThat(model.takeRequest(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)).isNotNull();
			assertThat(agent.exit()).isZero(); // stdin closed while the answer streams
		}
		model.enqueue(numbered(0));
		try (AgentProcess agent = agent()) {
			agent.request("initialize", "{\"protocolVersion\":1}");
			JsonObject loaded = agent.request("session/load", "{\"sessionId\":\"" + session + "\",\"cwd\":\"" + project
					+ "\",\"mcpServers\":[]}");
			assertThat(loaded.has("result")).as(loaded.toString()).isTrue();
			assertThat(agent.notifications).first().satisfies(n -> assertThat(n.getAsJsonObject("params").getAsJsonObject("update")
					.getAsJsonObject("content").get("text").getAsString()).isEqualTo("remember me"));
		}
	}

	@Test
	void aClientThatStopsReadingForGoodEndsWithoutAStackTrace() throws Exception {
		model.enqueue(numbered(0));
		Path stderr = work.resolve("stderr.txt");
		List<String> command = List.of("java", "-jar", Processes.property("acp4j.agent.jar").toString(), "--acp", "--stdio");
		ProcessBuilder builder = new ProcessBuilder(command).directory(project.toFile()).redirectError(stderr.toFile());
		builder.environment().putAll(Map.of("ACP4J_HOME", home.toString(), "LLM_PROVIDER", "openai", "OPENAI_API_KEY", "sk-faults",
				"OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST));
		Process agent = builder.start();
		agent.getInputStream().close(); // the read end is gone: every write the agent makes fails
		String session = "{\"cwd\":\"" + project + "\",\"mcpServers\":[]}";
		agent.getOutputStream().write(("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n"
				+ "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":" + session + "}\n").getBytes());
		agent.getOutputStream().flush();
		Thread.sleep(1000);
		agent.getOutputStream().close();
		assertThat(agent.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
		assertThat(agent.exitValue()).isZero();
		assertThat(Files.readString(stderr)).doesNotContain("Exception").doesNotContain("\tat ");
		try (Stream<String> log = Files.lines(home.resolve("logs/agent.log"))) {
			assertThat(log.anyMatch(line -> line.contains("Broken pipe") || line.contains("closed"))).isTrue();
		}
	}
}
