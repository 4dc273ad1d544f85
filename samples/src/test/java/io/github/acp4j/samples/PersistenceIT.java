package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.StrictModel;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/** Sessions across agent processes: a process killed with SIGKILL mid-turn loses nothing that completed. */
class PersistenceIT {

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

	private AgentProcess agent() throws IOException {
		return new AgentProcess(project, home, Map.of("LLM_PROVIDER", "openai", "OPENAI_API_KEY", "sk-persistence-it",
				"OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST), "--mode", "full-access");
	}

	private static MockResponse stream(String... events) {
		StringBuilder body = new StringBuilder();
		for (String event : events) {
			body.append("data: ").append(event).append("\n\n");
		}
		return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream")
				.body(body.append("data: [DONE]\n\n").toString()).build();
	}

	@Test
	void aSessionKilledMidTurnLoadsWithEverythingThatCompleted() throws Exception {
		String sessionId;
		CountDownLatch secondModelCall = new CountDownLatch(1);
		CountDownLatch released = new CountDownLatch(1);
		List<String> requests = new CopyOnWriteArrayList<>();
		model.setDispatcher(StrictModel.checking(new Dispatcher() {
			@Override
			public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
				requests.add(request.getBody().utf8());
				switch (requests.size()) {
				case 1:
					return stream("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Writing it.\",\"tool_calls\":[{\"index\":0,"
							+ "\"id\":\"k1\",\"function\":{\"name\":\"write_file\",\"arguments\":\"{\\\"path\\\":\\\"kept.txt\\\","
							+ "\\\"content\\\":\\\"kept\\\"}\"}}]},\"finish_reason\":\"tool_calls\"}]}");
				case 2:
					// The tool's result is stored before the model is asked again: the turn is now in flight.
					secondModelCall.countDown();
					released.await(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS);
					return new MockResponse.Builder().code(503).build();
				default:
					return stream("{\"choices\":[{\"index\":0,\"delta\":{\"content\":\"Back.\"},\"finish_reason\":\"stop\"}]}");
				}
			}
		}));
		try (AgentProcess first = agent()) {
			first.request("initialize", "{\"protocolVersion\":1}");
			sessionId = first.request("session/new", "{\"cwd\":\"" + project + "\",\"mcpServers\":[]}").getAsJsonObject("result")
					.get("sessionId").getAsString();
			first.send("session/prompt", "{\"sessionId\":\"" + sessionId + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"keep this\"}]}");
			assertThat(secondModelCall.await(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
			first.process.destroyForcibly(); // SIGKILL, mid-turn
			assertThat(first.process.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
		} finally {
			released.countDown();
		}
		assertThat(Files.readString(project.resolve("kept.txt"))).isEqualTo("kept");

		try (AgentProcess second = agent()) {
			second.request("initialize", "{\"protocolVersion\":1}");
			assertThat(second.request("session/load", "{\"sessionId\":\"" + sessionId + "\",\"cwd\":\"" + project
					+ "\",\"mcpServers\":[]}").has("result")).isTrue();
			List<String> kinds = second.notifications.stream()
					.map(n -> n.getAsJsonObject("params").getAsJsonObject("update").get("sessionUpdate").getAsString()).toList();
			// The replay, then the session's commands: every update of a load comes before its answer.
			assertThat(kinds).containsExactly("user_message_chunk", "agent_message_chunk", "tool_call", "tool_call_update",
					"available_commands_update");
			JsonObject answer = second.request("session/prompt", "{\"sessionId\":\"" + sessionId
					+ "\",\"prompt\":[{\"type\":\"text\",\"text\":\"still there?\"}]}");
			assertThat(answer.getAsJsonObject("result").get("stopReason").getAsString()).isEqualTo("end_turn");
			String request = requests.get(requests.size() - 1);
			assertThat(request).contains("keep this").contains("Writing it.").contains("Created kept.txt").contains("still there?");
		}
	}
}
