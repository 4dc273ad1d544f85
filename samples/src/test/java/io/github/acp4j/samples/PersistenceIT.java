package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStreamWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/** Sessions across agent processes: a process killed with SIGKILL mid-turn loses nothing that completed. */
class PersistenceIT {

	@TempDir
	Path work;
	final MockWebServer model = new MockWebServer();
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

	/** A raw NDJSON connection to an agent process. */
	final class Agent implements AutoCloseable {
		final Process process;
		final BufferedWriter in;
		final BufferedReader out;
		final List<JsonObject> notifications = new ArrayList<>();

		Agent() throws IOException {
			ProcessBuilder builder = new ProcessBuilder("java", "-jar", Processes.property("acp4j.agent.jar").toString(), "--acp",
					"--stdio", "--mode", "full-access").directory(project.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD);
			builder.environment().put("ACP4J_HOME", home.toString());
			builder.environment().put("LLM_PROVIDER", "openai");
			builder.environment().put("OPENAI_API_KEY", "sk-persistence-it");
			builder.environment().put("OPENAI_BASE_URL", model.url("/v1").toString());
			process = builder.start();
			in = new BufferedWriter(new OutputStreamWriter(process.getOutputStream(), StandardCharsets.UTF_8));
			out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
		}

		void send(String line) throws IOException {
			in.write(line);
			in.write('\n');
			in.flush();
		}

		/** Reads until the answer to {@code id}, keeping the notifications before it. */
		JsonObject answer(int id) throws IOException {
			for (String line = out.readLine(); line != null; line = out.readLine()) {
				JsonObject message = JsonParser.parseString(line).getAsJsonObject();
				if (message.has("method")) {
					notifications.add(message);
				} else if (message.has("id") && message.get("id").getAsInt() == id) {
					return message;
				}
			}
			throw new IOException("the agent ended before answering " + id);
		}

		@Override
		public void close() throws Exception {
			process.destroyForcibly();
			process.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS);
		}
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
		model.setDispatcher(new Dispatcher() {
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
		});
		try (Agent first = new Agent()) {
			first.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}");
			first.answer(1);
			first.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":\"" + project + "\",\"mcpServers\":[]}}");
			sessionId = first.answer(2).getAsJsonObject("result").get("sessionId").getAsString();
			first.send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"" + sessionId
					+ "\",\"prompt\":[{\"type\":\"text\",\"text\":\"keep this\"}]}}");
			assertThat(secondModelCall.await(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
			first.process.destroyForcibly(); // SIGKILL, mid-turn
			assertThat(first.process.waitFor(Processes.TIMEOUT_SECONDS, TimeUnit.SECONDS)).isTrue();
		} finally {
			released.countDown();
		}
		assertThat(Files.readString(project.resolve("kept.txt"))).isEqualTo("kept");

		try (Agent second = new Agent()) {
			second.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}");
			second.answer(1);
			second.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/load\",\"params\":{\"sessionId\":\"" + sessionId
					+ "\",\"cwd\":\"" + project + "\",\"mcpServers\":[]}}");
			assertThat(second.answer(2).has("result")).isTrue();
			List<String> kinds = second.notifications.stream()
					.map(n -> n.getAsJsonObject("params").getAsJsonObject("update").get("sessionUpdate").getAsString()).toList();
			assertThat(kinds).containsExactly("user_message_chunk", "agent_message_chunk", "tool_call", "tool_call_update");
			second.send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"" + sessionId
					+ "\",\"prompt\":[{\"type\":\"text\",\"text\":\"still there?\"}]}}");
			assertThat(second.answer(3).getAsJsonObject("result").get("stopReason").getAsString()).isEqualTo("end_turn");
			String request = requests.get(requests.size() - 1);
			assertThat(request).contains("keep this").contains("Writing it.").contains("Created kept.txt").contains("still there?");
		}
	}
}
