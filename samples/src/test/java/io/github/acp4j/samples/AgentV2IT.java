package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The agent jar with {@code --experimental-v2}, driven by the official TypeScript SDK 2.4.0's
 * {@code experimental/v2} client (the demo model, so that a turn has real tool calls, permissions and
 * a session file): a turn with a permission, {@code session/cancel}, resume with replay in a new
 * process; and, line by line, what the agent answers to bad v2 input and to v2 without the flag.
 */
class AgentV2IT {

	/** A guard against a hang, not a speed assertion. */
	private static final long TIMEOUT = 60;

	@TempDir
	Path work;
	Path home;
	Map<String, String> env;

	@BeforeEach
	void setUp() throws IOException {
		home = Files.createDirectories(work.resolve("home"));
		env = Map.of("ACP4J_HOME", home.toString(), "LLM_PROVIDER", "demo");
	}

	private List<String> agent(String... flags) {
		List<String> command = new ArrayList<>(List.of("java", "-jar", Processes.property("acp4j.agent.jar").toString(), "--acp", "--stdio"));
		command.addAll(List.of(flags));
		return command;
	}

	private JsonObject sdkClient(String... options) throws Exception {
		return sdkClient(List.of(options), List.of());
	}

	/** The SDK's v2 client with {@code options}, against the agent with {@code --experimental-v2} and {@code agentFlags}. */
	private JsonObject sdkClient(List<String> options, List<String> agentFlags) throws Exception {
		List<String> command = new ArrayList<>(List.of("node", Processes.property("acp4j.node.dir").resolve("ts-v2-client.mjs").toString()));
		command.addAll(options);
		command.add("--");
		List<String> flags = new ArrayList<>(List.of("--experimental-v2"));
		flags.addAll(agentFlags);
		command.addAll(agent(flags.toArray(String[]::new)));
		Processes.Result result = Processes.run(work, env, command);
		assertThat(result.exitCode()).as(result.stderr()).isZero();
		return JsonParser.parseString(result.stdout().strip()).getAsJsonObject();
	}

	@Test
	void aTurnWithAPermissionIsReportedAsV2Reports() throws Exception {
		Path sent = work.resolve("agent-wrote.jsonl");

		Path asked = work.resolve("client-wrote.jsonl");

		JsonObject summary = sdkClient("--prompt", "create a file named b.txt with hello", "--record", sent.toString(), "--record-sent",
				asked.toString());

		assertThat(summary.get("protocolVersion").getAsInt()).isEqualTo(2);
		assertThat(summary.get("userMessage").getAsBoolean()).isTrue();
		assertThat(summary.getAsJsonArray("states").toString()).isEqualTo("[\"running\",\"requires_action\",\"running\",\"idle\"]");
		assertThat(summary.get("stopReason").getAsString()).isEqualTo("end_turn");
		assertThat(summary.getAsJsonArray("tools").toString()).isEqualTo("[\"pending\",\"in_progress\",\"completed\"]");
		assertThat(work.resolve("b.txt")).hasContent("hello");
		List<JsonObject> lines = Files.readAllLines(sent).stream().map(line -> JsonParser.parseString(line).getAsJsonObject()).toList();
		JsonObject permission = lines.stream().filter(line -> line.has("method") && line.get("method").getAsString().equals("session/request_permission"))
				.findFirst().orElseThrow().getAsJsonObject("params");
		assertThat(permission.get("title").getAsString()).isEqualTo("Write b.txt");
		assertThat(permission.getAsJsonObject("subject").get("type").getAsString()).isEqualTo("tool_call");
		assertThat(lines).as("no fs/* or terminal/* request to a v2 client")
				.noneMatch(line -> line.has("method") && line.get("method").getAsString().matches("(fs|terminal)/.*"));
		assertThat(lines).as("v1's diff as v2's: the files it changes")
				.anyMatch(line -> line.toString().contains("{\"type\":\"diff\",\"changes\":[{\"operation\":\"add\",\"path\":"));
		String path = work.toRealPath().resolve("b.txt").toString();
		JsonObject patch = summary.getAsJsonArray("patches").asList().get(summary.getAsJsonArray("patches").size() - 1).getAsJsonObject();
		assertThat(patch.get("format").getAsString()).isEqualTo("git_patch");
		assertThat(patch.get("text").getAsString()).as("the diff's text as a git patch").isEqualTo("diff --git " + path + " " + path
				+ "\nnew file mode 100644\n--- /dev/null\n+++ " + path + "\n@@ -0,0 +1 @@\n+hello\n");
		assertThat(lines).filteredOn(line -> line.has("params") && line.getAsJsonObject("params").has("update"))
				.map(line -> line.getAsJsonObject("params").getAsJsonObject("update"))
				.filteredOn(update -> update.get("sessionUpdate").getAsString().endsWith("_chunk"))
				.isNotEmpty().allMatch(update -> update.has("messageId"));
		assertThat(new SchemaCheck(SchemaCheck.V2).problems(Files.readAllLines(sent), Files.readAllLines(asked))).as("every line v2's").isEmpty();
	}

	@Test
	void aCommandIsShownInADisplayTerminal() throws Exception {
		JsonObject summary = sdkClient("--prompt", "run echo hi");

		assertThat(summary.get("stopReason").getAsString()).isEqualTo("end_turn");
		JsonObject terminal = summary.getAsJsonArray("terminals").get(0).getAsJsonObject();
		assertThat(terminal.get("terminalId").getAsString()).isEqualTo("call_1");
		assertThat(terminal.get("command").getAsString()).isEqualTo("echo hi");
		assertThat(terminal.get("cwd").getAsString()).isEqualTo(work.toRealPath().toString());
		assertThat(terminal.get("output").getAsString()).isEqualTo("hi\n");
		assertThat(terminal.getAsJsonObject("exitStatus").get("exitCode").getAsInt()).isZero();
		assertThat(summary.getAsJsonArray("terminalContent").asList()).as("the call's content refers to its terminal").isNotEmpty()
				.allMatch(id -> id.getAsString().equals("call_1"));
		assertThat(summary.getAsJsonArray("tools").toString()).isEqualTo("[\"pending\",\"in_progress\",\"completed\"]");
	}

	@Test
	void terminalCancelStopsTheCommandAndTheTurnGoesOn() throws Exception {
		JsonObject summary = sdkClient("--prompt", "run sleep 30", "--cancel-terminal");

		assertThat(summary.get("terminalCancel").getAsString()).isEqualTo("ok");
		JsonObject terminal = summary.getAsJsonArray("terminals").get(0).getAsJsonObject();
		assertThat(terminal.getAsJsonObject("exitStatus").get("signal").getAsString()).isEqualTo("SIGKILL");
		assertThat(summary.get("stopReason").getAsString()).as("the turn went on").isEqualTo("end_turn");
		assertThat(summary.get("text").getAsString()).as("the model was told").contains("cancelled this tool call");
	}

	@Test
	void sessionCancelEndsTheTurnIdleCancelled() throws Exception {
		JsonObject summary = sdkClient("--prompt", "run sleep 30", "--cancel-on-tool");

		assertThat(summary.get("stopReason").getAsString()).isEqualTo("cancelled");
		assertThat(summary.getAsJsonArray("tools").toString()).isEqualTo("[\"pending\",\"in_progress\",\"failed\"]");
	}

	@Test
	void toolCallCancelStopsTheCallAndTheTurnGoesOn() throws Exception {
		JsonObject summary = sdkClient("--prompt", "run sleep 30", "--cancel-tool-call");

		assertThat(summary.get("toolCallCancel").getAsString()).isEqualTo("ok");
		assertThat(summary.getAsJsonArray("tools").toString()).isEqualTo("[\"pending\",\"in_progress\",\"cancelled\"]");
		assertThat(summary.get("stopReason").getAsString()).as("the turn went on").isEqualTo("end_turn");
		assertThat(summary.get("text").getAsString()).as("the model was told").contains("cancelled this tool call");
	}

	/**
	 * A resume with replay in a new process: the replay, the current state, then the answer; every
	 * message under the id the first process showed it under, the user's the one its prompt answered.
	 */
	@Test
	void aSessionResumesWithReplayInANewProcess() throws Exception {
		JsonObject live = sdkClient("--prompt", "list files");
		String sessionId = live.get("sessionId").getAsString();
		Path wire = work.resolve("resume-wrote.jsonl");
		Path asked = work.resolve("resume-sent.jsonl");

		JsonObject resumed = sdkClient("--resume", sessionId, "--record", wire.toString(), "--record-sent", asked.toString());

		assertThat(resumed.get("text").getAsString()).startsWith("Done. The tool said:");
		// On the wire, in the order written: the replay, the current state, then the answer.
		List<String> kinds = new ArrayList<>();
		for (String line : Files.readAllLines(wire)) {
			JsonObject message = JsonParser.parseString(line).getAsJsonObject();
			if (message.has("params") && message.getAsJsonObject("params").has("update")) {
				JsonObject update = message.getAsJsonObject("params").getAsJsonObject("update");
				kinds.add(update.get("sessionUpdate").getAsString() + (update.has("state") ? ":" + update.get("state").getAsString() : ""));
			} else if (message.has("result") && message.getAsJsonObject("result").has("configOptions")) {
				kinds.add("answer");
			}
		}
		assertThat(kinds).startsWith("user_message", "tool_call_update").containsSubsequence("agent_message", "state_update:idle", "answer")
				.as("whole messages: no chunk in the replay").noneMatch(kind -> kind.endsWith("_chunk"));
		assertThat(kinds.indexOf("state_update:idle")).isLessThan(kinds.indexOf("answer"));
		assertThat(resumed.getAsJsonArray("userIds").asList()).as("the user message under the id session/prompt answered")
				.containsExactly(live.get("ackId"));
		assertThat(resumed.getAsJsonArray("agentIds")).as("the answers under the ids shown live").isEqualTo(live.getAsJsonArray("agentIds"));
		assertThat(new SchemaCheck(SchemaCheck.V2).problems(Files.readAllLines(wire), Files.readAllLines(asked))).isEmpty();
	}

	/**
	 * {@code --resume SESSION_ID} under {@code --experimental-v2}: the first {@code session/new}
	 * opens the saved session, replays it, and a new turn's calls are numbered after the replayed
	 * ones (v2 calls are upserts keyed by id).
	 */
	@Test
	void resumeAtStartReplaysTheSessionAndItsNewCallsKeepTheirOwnIds() throws Exception {
		String sessionId = sdkClient("--prompt", "list files").get("sessionId").getAsString();

		JsonObject resumed = sdkClient(List.of("--prompt", "list files"), List.of("--resume", sessionId));

		assertThat(resumed.get("sessionId").getAsString()).isEqualTo(sessionId);
		assertThat(resumed.getAsJsonArray("callIds").toString()).isEqualTo("[\"call_1\",\"call_2\"]");
		assertThat(resumed.getAsJsonArray("tools").toString()).as("the replayed call, then the new one")
				.isEqualTo("[\"pending\",\"completed\",\"pending\",\"in_progress\",\"completed\"]");
		assertThat(resumed.get("replyIds").getAsInt()).as("the replayed answer and the new one are two messages").isEqualTo(2);
		assertThat(resumed.get("stopReason").getAsString()).isEqualTo("end_turn");
	}

	/** acp4j advertises no authentication methods: the SDK's auth/login and auth/logout are -32601. */
	@Test
	void loginAcceptsTheAdvertisedDemoMethodAndLogoutSucceeds() throws Exception {
		JsonObject summary = sdkClient("--auth", "--prompt", "list files");

		// demo (the one method advertised to a client without terminal auth), an unknown id, logout.
		assertThat(summary.getAsJsonArray("auth").toString()).isEqualTo("[\"ok\",\"-32602\",\"ok\"]");
		assertThat(summary.get("stopReason").getAsString()).as("the connection goes on").isEqualTo("end_turn");
	}

	@Test
	void theTerminalClientSpeaksV2WithV2() throws Exception {
		String agentCommand = PseudoTerminal.quote(agent("--experimental-v2"));
		Processes.Result v2 = Processes.run(work, env, List.of("java", "-jar", Processes.property("acp4j.samples.jar").toString(), "chat",
				"--v2", "--yes", "--agent", agentCommand, "create a file named v2.txt with hi"));
		Processes.Result v1Agent = Processes.run(work, env, List.of("java", "-jar", Processes.property("acp4j.samples.jar").toString(), "chat",
				"--v2", "--yes", "--agent", PseudoTerminal.quote(agent()), "list files"));

		assertThat(v2.exitCode()).as(v2.stderr()).isZero();
		assertThat(v2.stdout()).contains("Created v2.txt");
		assertThat(v2.stderr()).contains("(v2: the turn waits for you)");
		assertThat(work.resolve("v2.txt")).hasContent("hi");
		assertThat(v1Agent.exitCode()).isEqualTo(1);
		assertThat(v1Agent.stderr()).contains("start it with --experimental-v2");
	}

	/** The agent as a process spoken to line by line. */
	private final class Raw implements AutoCloseable {
		final Process process;
		final OutputStream in;
		final BufferedReader out;
		final List<JsonObject> notifications = new ArrayList<>();

		Raw(String... flags) throws IOException {
			process = new ProcessBuilder(agent(flags)).directory(work.toFile()).redirectError(ProcessBuilder.Redirect.DISCARD).start();
			in = process.getOutputStream();
			out = new BufferedReader(new InputStreamReader(process.getInputStream(), StandardCharsets.UTF_8));
		}

		JsonObject ask(int id, String method, String params) throws IOException {
			in.write(("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":" + params + "}\n").getBytes(StandardCharsets.UTF_8));
			in.flush();
			for (String line; (line = out.readLine()) != null;) {
				JsonObject message = JsonParser.parseString(line).getAsJsonObject();
				if (message.has("id") && !message.has("method") && message.get("id").getAsInt() == id) {
					return message;
				}
				notifications.add(message);
			}
			throw new AssertionError("the agent ended before answering " + method);
		}

		/** Sends {@code line} as it is and returns the next line that is an answer (an array of answers, or one alone). */
		JsonElement batch(String line) throws IOException {
			in.write((line + "\n").getBytes(StandardCharsets.UTF_8));
			in.flush();
			for (String read; (read = out.readLine()) != null;) {
				JsonElement message = JsonParser.parseString(read);
				if (message.isJsonArray() || message.getAsJsonObject().has("id") && !message.getAsJsonObject().has("method")) {
					return message;
				}
				notifications.add(message.getAsJsonObject());
			}
			throw new AssertionError("the agent ended before answering " + line);
		}

		@Override
		public void close() throws Exception {
			in.close();
			process.waitFor(TIMEOUT, TimeUnit.SECONDS);
			process.destroy();
		}
	}

	private static int code(JsonObject answer) {
		return answer.getAsJsonObject("error").get("code").getAsInt();
	}

	/** Over stdio a v2 line may be a batch: one array of answers, none for notifications, each bad entry its own error. */
	@Test
	void aBatchIsAnsweredWithOneArrayAndTheConnectionGoesOn() throws Exception {
		try (Raw agent = new Raw("--experimental-v2")) {
			JsonElement beforeInitialize = agent.batch("[{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"session/list\",\"params\":{}}]");
			agent.ask(2, "initialize", "{\"protocolVersion\":2,\"info\":{\"name\":\"c\",\"version\":\"1\"}}");
			String cwd = work.toString().replace("\\", "\\\\");
			JsonElement mixed = agent.batch("[{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/list\",\"params\":{}},"
					+ "{\"jsonrpc\":\"2.0\",\"method\":\"session/cancel\",\"params\":{\"sessionId\":\"none\"}},5,"
					+ "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"session/new\",\"params\":{\"cwd\":\"" + cwd + "\"}},"
					+ "{\"jsonrpc\":\"2.0\",\"id\":6,\"method\":\"no/such\",\"params\":{}}]");
			JsonElement empty = agent.batch("[]");
			StringBuilder many = new StringBuilder("[");
			for (int id = 1000; id < 2000; id++) {
				many.append(id == 1000 ? "" : ",").append("{\"jsonrpc\":\"2.0\",\"id\":").append(id).append(",\"method\":\"session/list\",\"params\":{}}");
			}
			JsonElement thousand = agent.batch(many.append("]").toString());
			JsonElement afterNotifications = agent.batch("[{\"jsonrpc\":\"2.0\",\"method\":\"session/cancel\",\"params\":{\"sessionId\":\"none\"}}]"
					+ "\n{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"session/list\",\"params\":{}}");

			assertThat(code(beforeInitialize.getAsJsonObject())).as("before initialize picked v2: no batches").isEqualTo(-32600);
			Map<String, JsonObject> byId = new HashMap<>();
			mixed.getAsJsonArray().forEach(answer -> byId.put(String.valueOf(answer.getAsJsonObject().get("id")), answer.getAsJsonObject()));
			assertThat(byId).containsOnlyKeys("3", "null", "4", "6");
			assertThat(byId.get("3").has("result")).isTrue();
			assertThat(code(byId.get("null"))).as("an entry that is no request").isEqualTo(-32600);
			assertThat(byId.get("4").getAsJsonObject("result").get("sessionId").getAsString())
					.as("session/new, which a sender should not batch, is processed still").isNotBlank();
			assertThat(code(byId.get("6"))).isEqualTo(-32601);
			assertThat(empty.isJsonObject() && code(empty.getAsJsonObject()) == -32600).as("[] is one error, not an array").isTrue();
			assertThat(thousand.getAsJsonArray()).hasSize(1000);
			assertThat(afterNotifications.isJsonObject() && afterNotifications.getAsJsonObject().get("id").getAsInt() == 7)
					.as("nothing for a batch of notifications: the next answer is the next request's").isTrue();
		}
	}

	@Test
	void withoutTheFlagAClientAskingForTwoGetsOne() throws Exception {
		try (Raw agent = new Raw()) {
			JsonObject init = agent.ask(1, "initialize", "{\"protocolVersion\":2,\"info\":{\"name\":\"c\",\"version\":\"1\"}}");

			assertThat(init.getAsJsonObject("result").get("protocolVersion").getAsInt()).isEqualTo(1);
		}
	}

	@Test
	void badV2InputIsAnErrorAndTheConnectionGoesOn() throws Exception {
		try (Raw agent = new Raw("--experimental-v2")) {
			JsonObject three = agent.ask(1, "initialize", "{\"protocolVersion\":3,\"info\":{\"name\":\"c\",\"version\":\"1\"}}");
			String cwd = work.toString().replace("\\", "\\\\");
			String session = agent.ask(2, "session/new", "{\"cwd\":\"" + cwd + "\"}").getAsJsonObject("result").get("sessionId").getAsString();
			JsonObject setMode = agent.ask(3, "session/set_mode", "{\"sessionId\":\"" + session + "\",\"modeId\":\"plan\"}");
			JsonObject load = agent.ask(4, "session/load", "{\"sessionId\":\"" + session + "\",\"cwd\":\"" + cwd + "\",\"mcpServers\":[]}");
			JsonObject unknownCall = agent.ask(5, "tool_call/cancel", "{\"sessionId\":\"" + session + "\",\"toolCallId\":\"nope\"}");
			JsonObject badReplay = agent.ask(6, "session/resume",
					"{\"sessionId\":\"" + session + "\",\"cwd\":\"" + cwd + "\",\"replayFrom\":{\"type\":\"from_the_future\"}}");
			agent.ask(20, "session/prompt", "{\"sessionId\":\"" + session + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"list files\"}]}");
			while (agent.notifications.stream().noneMatch(n -> n.toString().contains("\"state\":\"idle\""))) {
				agent.notifications.add(JsonParser.parseString(agent.out.readLine()).getAsJsonObject());
			}
			JsonObject finishedCall = agent.ask(21, "tool_call/cancel", "{\"sessionId\":\"" + session + "\",\"toolCallId\":\"call_1\"}");
			agent.notifications.clear();
			JsonObject prompt = agent.ask(7, "session/prompt", "{\"sessionId\":\"" + session + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"create a file named c.txt with x\"}]}");
			while (agent.notifications.stream().noneMatch(n -> n.has("method") && n.get("method").getAsString().equals("session/request_permission"))) {
				agent.notifications.add(JsonParser.parseString(agent.out.readLine()).getAsJsonObject());
			}
			JsonObject busy = agent.ask(8, "session/prompt", "{\"sessionId\":\"" + session + "\",\"prompt\":[{\"type\":\"text\",\"text\":\"again\"}]}");

			assertThat(three.getAsJsonObject("result").get("protocolVersion").getAsInt()).as("3 is answered with the highest supported").isEqualTo(2);
			assertThat(code(setMode)).as("a v1 method on a v2 connection").isEqualTo(-32601);
			assertThat(code(load)).isEqualTo(-32601);
			assertThat(code(unknownCall)).isEqualTo(-32602);
			assertThat(code(badReplay)).isEqualTo(-32602);
			assertThat(code(finishedCall)).as("a finished call").isEqualTo(-32602);
			assertThat(prompt.getAsJsonObject("result").get("messageId").getAsString()).isNotBlank();
			assertThat(code(busy)).as("a prompt while a turn runs: the busy rule").isEqualTo(-32600);
			assertThat(agent.notifications).as("no second user message for the refused prompt")
					.filteredOn(n -> n.toString().contains("\"user_message\"")).hasSize(1);
			assertThat(work.resolve("c.txt")).as("the permission is still unanswered").doesNotExist();
		}
	}
}
