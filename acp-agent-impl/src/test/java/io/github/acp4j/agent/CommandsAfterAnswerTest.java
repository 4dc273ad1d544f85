package io.github.acp4j.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.inject.Guice;

/**
 * {@code available_commands_update} comes on the wire right after the answer that gives the client
 * a new session, never before it; for a session the client names (load, resume) it comes before the
 * answer, which ends the request's updates (acp-tck's ACP-LOAD-002). Read as the client reads it,
 * line by line.
 */
class CommandsAfterAnswerTest {

	@TempDir
	Path root;
	private OutputStream toAgent;
	private BufferedReader fromAgent;
	private int nextId;

	@BeforeEach
	void start() throws Exception {
		AgentConnections server = Guice.createInjector(new AgentModule(AgentConfig.of(root.resolve("sessions")),
				Map.of("LLM_PROVIDER", "demo", "ACP4J_HOME", root.resolve("home").toString()))).getInstance(AgentConnections.class);
		Pipe in = Pipe.open();
		Pipe out = Pipe.open();
		server.connect(Channels.newInputStream(in.source()), Channels.newOutputStream(out.sink()));
		toAgent = Channels.newOutputStream(in.sink());
		fromAgent = new BufferedReader(new InputStreamReader(Channels.newInputStream(out.source()), StandardCharsets.UTF_8));
		JsonObject params = new JsonObject();
		params.addProperty("protocolVersion", 1);
		params.add("clientCapabilities", new JsonObject());
		assertThat(call("initialize", params)).hasSize(1);
	}

	@AfterEach
	void stop() throws Exception {
		toAgent.close();
	}

	/**
	 * Sends a request and reads the lines that come back until its answer and, when
	 * {@code commandsFollow}, an {@code available_commands_update} (before or after it) have come.
	 */
	private List<JsonObject> call(String method, JsonObject params, boolean commandsFollow) throws Exception {
		int id = ++nextId;
		JsonObject request = new JsonObject();
		request.addProperty("jsonrpc", "2.0");
		request.addProperty("id", id);
		request.addProperty("method", method);
		request.add("params", params);
		toAgent.write((request + "\n").getBytes(StandardCharsets.UTF_8));
		toAgent.flush();
		List<JsonObject> lines = new ArrayList<>();
		boolean answered = false;
		while (!answered || commandsFollow && lines.stream().noneMatch(CommandsAfterAnswerTest::isCommands)) {
			String line = fromAgent.readLine();
			assertThat(line).as("the agent's output ended").isNotNull();
			JsonObject message = JsonParser.parseString(line).getAsJsonObject();
			lines.add(message);
			answered |= message.has("id") && message.get("id").getAsInt() == id && !message.has("method");
		}
		return lines;
	}

	private List<JsonObject> call(String method, JsonObject params) throws Exception {
		return call(method, params, false);
	}

	private static boolean isCommands(JsonObject message) {
		return "session/update".equals(message.has("method") ? message.get("method").getAsString() : null)
				&& "available_commands_update".equals(message.getAsJsonObject("params").getAsJsonObject("update")
						.get("sessionUpdate").getAsString());
	}

	private JsonObject session(String sessionId) {
		JsonObject params = new JsonObject();
		if (sessionId != null) {
			params.addProperty("sessionId", sessionId);
		}
		params.addProperty("cwd", root.toString());
		params.add("mcpServers", new JsonArray());
		return params;
	}

	/** The session id the answer among {@code lines} gives. */
	private static String answeredSession(List<JsonObject> lines) {
		return lines.stream().filter(line -> line.has("result")).findFirst().orElseThrow().getAsJsonObject("result").get("sessionId")
				.getAsString();
	}

	/** The lines of one exchange end with the answer and then the commands of {@code sessionId}. */
	private static void assertAnswerThenCommands(List<JsonObject> lines, String sessionId) {
		assertThat(lines).hasSizeGreaterThanOrEqualTo(2);
		assertThat(lines.subList(0, lines.size() - 1)).as("no commands before the answer").noneMatch(CommandsAfterAnswerTest::isCommands);
		JsonObject answer = lines.get(lines.size() - 2);
		assertThat(answer.has("result")).as("the line before the commands is the answer: %s", answer).isTrue();
		JsonObject commands = lines.get(lines.size() - 1).getAsJsonObject("params");
		assertThat(commands.get("sessionId").getAsString()).isEqualTo(sessionId);
		assertThat(commands.getAsJsonObject("update").getAsJsonArray("availableCommands").asList())
				.extracting(command -> command.getAsJsonObject().get("name").getAsString()).contains("clear", "init");
	}

	/** The lines of one exchange send the commands of {@code sessionId} before the answer, which is the last line. */
	private static void assertCommandsThenAnswer(List<JsonObject> lines, String sessionId) {
		assertThat(lines).hasSizeGreaterThanOrEqualTo(2);
		assertThat(lines.get(lines.size() - 1).has("result")).as("the answer is the last line: %s", lines).isTrue();
		JsonObject commands = lines.stream().filter(CommandsAfterAnswerTest::isCommands).findFirst().orElseThrow()
				.getAsJsonObject("params");
		assertThat(commands.get("sessionId").getAsString()).isEqualTo(sessionId);
		assertThat(commands.getAsJsonObject("update").getAsJsonArray("availableCommands").asList())
				.extracting(command -> command.getAsJsonObject().get("name").getAsString()).contains("clear", "init");
	}

	@Test
	void newAndForkAreAnsweredBeforeTheirCommandsLoadAndResumeAfter() throws Exception {
		for (int i = 0; i < 20; i++) {
			List<JsonObject> created = call("session/new", session(null), true);
			assertAnswerThenCommands(created, answeredSession(created));
		}
		String id = answeredSession(call("session/new", session(null), true));

		JsonObject close = new JsonObject();
		close.addProperty("sessionId", id);
		call("session/close", close);
		assertCommandsThenAnswer(call("session/load", session(id), true), id);
		call("session/close", close);
		assertCommandsThenAnswer(call("session/resume", session(id), true), id);
		// Resumed again while open: answered at once, its commands still first.
		assertCommandsThenAnswer(call("session/resume", session(id), true), id);

		List<JsonObject> forked = call("session/fork", session(id), true);
		assertAnswerThenCommands(forked, answeredSession(forked));
	}
}
