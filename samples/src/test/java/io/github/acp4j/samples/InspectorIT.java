package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.Gson;
import com.google.gson.GsonBuilder;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * {@code acp4j inspect} between the official TypeScript SDK's client and an agent (acp4j with its
 * demo model, and the SDK's echo agent), its page open in headless Chromium driven by playwright-core
 * from before the first message (src/test/node/inspector-page.mjs): the page's rows and paired
 * latencies are checked against the lines that passed, as the client recorded them, and against the
 * recording the page exports; a second page opened mid-connection has the history, and the first
 * keeps its rows; a recording opened
 * again shows its bad lines and schema problems. Screenshots go to target/inspector-it. Skipped where
 * chromium is not installed, as BrowserIT is.
 */
class InspectorIT {

	static Path chromium;
	static Path playwright;
	static Path node;
	static Path agentJar;
	static Path shots;

	@TempDir
	Path work;

	/** What the last {@link #browse} wrote on standard error: the inspector's and its agent's. */
	private String stderr;

	@BeforeAll
	static void tools() throws Exception {
		chromium = Chromium.find();
		playwright = NpmPackages.install(Processes.property("acp4j.playwright.dir"), Processes.property("acp4j.playwright.install"),
				"playwright-core");
		node = Processes.property("acp4j.node.dir");
		agentJar = Processes.property("acp4j.agent.jar");
		shots = Files.createDirectories(Processes.property("acp4j.inspector.screenshots"));
	}

	/** Page rows, as inspector-page.mjs read them. */
	record Row(int seq, String from, String kind, String method, String id, Double latencyMs, int problems, boolean hidden, String summary) {
	}

	/** A turn's block: its counts, and what its bar draws (tool calls, chunk ticks, permission waits). */
	record Turn(String session, int number, Double latencyMs, String stopReason, int updates, int tools, int permissions, int toolBlocks, int ticks,
			int permissionBlocks, String text) {
	}

	/** A session's block: its turns, and how many of them are folded into its "earlier turns" line. */
	record SessionBlock(String session, int turns, int folded) {
	}

	/** The sessions folded into the timeline's "earlier sessions" line, and their turns. */
	record Earlier(int sessions, int turns) {
	}

	record Summary(List<Row> rows, List<Turn> turns, String state, String recording, int reopenedRows, int secondPageRows, int forbidden, int exitCode,
			String stateAfterExit, List<String> foreignRequests, int problemRowsShown, int searchRowsShown, List<Integer> lastPage,
			List<Integer> firstPage, List<Integer> secondPage, List<Integer> lastPageAgain, List<Integer> found, int loaded, List<SessionBlock> sessions,
			Earlier earlier) {
	}

	/** Runs inspector-page.mjs on {@code acp4j inspect INSPECTED}, its screenshots in target/inspector-it/NAME. */
	private Summary browse(String name, Map<String, String> env, List<String> own, List<String> inspected) throws Exception {
		List<String> command = new ArrayList<>(List.of("node", node.resolve("inspector-page.mjs").toString(), "--playwright",
				playwright.toString(), "--chromium", chromium.toString(), "--flags", new Gson().toJson(Chromium.HEADLESS), "--shots",
				Files.createDirectories(shots.resolve(name)).toString()));
		command.addAll(own);
		command.add("--");
		command.addAll(List.of("java", "-jar", agentJar.toString(), "inspect"));
		command.addAll(inspected);
		Processes.Result result = Processes.run(work, env, command);
		stderr = result.stderr();
		assertThat(result.exitCode()).as(stderr).isZero();
		Summary summary = new GsonBuilder().create().fromJson(result.stdout().strip(), Summary.class);
		// The page loaded nothing from anywhere but the inspector.
		assertThat(summary.foreignRequests()).isEmpty();
		return summary;
	}

	private List<String> client(Path sent, Path received, String... prompts) {
		List<String> own = new ArrayList<>(List.of("--record", received.toString(), "--record-sent", sent.toString()));
		for (String prompt : prompts) {
			own.addAll(List.of("--prompt", prompt));
		}
		return own;
	}

	@Test
	void thePageShowsLiveEveryMessageBetweenTheSdkClientAndAcp4jWithItsAnswerAndLatency() throws Exception {
		Path sent = work.resolve("client-wrote.jsonl");
		Path received = work.resolve("agent-wrote.jsonl");
		Summary summary = browse("acp4j", Map.of("ACP4J_HOME", work.resolve("home").toString()),
				client(sent, received, "create notes.txt with seen by the inspector", "list files"),
				List.of("--", "java", "-jar", agentJar.toString(), "--acp", "--stdio"));

		List<String> clientLines = SchemaCheck.lines(sent);
		List<String> agentLines = SchemaCheck.lines(received);
		assertPassedAsShown(summary, clientLines, agentLines);
		// Two turns of one session; the first asked for permission to write the file and ran the tool.
		assertThat(summary.turns()).hasSize(2).allSatisfy(turn -> assertThat(turn.stopReason()).isEqualTo("end_turn"));
		assertThat(summary.turns().get(0).permissions()).isEqualTo(1);
		assertThat(summary.turns().get(0).tools()).isPositive();
		// Few enough to be drawn, every one is.
		assertThat(summary.turns()).allSatisfy(turn -> {
			assertThat(turn.toolBlocks()).isEqualTo(turn.tools());
			assertThat(turn.permissionBlocks()).isEqualTo(turn.permissions());
		});
		assertThat(summary.turns()).extracting(Turn::updates).containsExactlyElementsOf(updatesOfTurns(List.of(summary.recording().split("\n"))));
		assertThat(Files.readString(work.resolve("notes.txt"), StandardCharsets.UTF_8)).isEqualTo("seen by the inspector\n");
		assertThat(summary.exitCode()).as(stderr).isZero();
		assertThat(summary.stateAfterExit()).isEqualTo("ended · agent exit 0");
	}

	@Test
	void thePageShowsTheSdkClientAndTheSdkEchoAgentAndTheAgentReadExactlyWhatTheClientWrote() throws Exception {
		Path sent = work.resolve("client-wrote.jsonl");
		Path received = work.resolve("agent-wrote.jsonl");
		Path read = work.resolve("agent-read.jsonl");
		Summary summary = browse("echo", Map.of("ACP_RECORD", read.toString()), client(sent, received, "one two three"),
				List.of("--", "node", node.resolve("ts-echo-agent.mjs").toString()));

		assertPassedAsShown(summary, SchemaCheck.lines(sent), SchemaCheck.lines(received));
		assertThat(Files.readAllBytes(read)).isEqualTo(Files.readAllBytes(sent));
		assertThat(summary.turns()).singleElement().satisfies(turn -> assertThat(turn.updates()).isEqualTo(3));
	}

	@Test
	void thePageShowsARemoteAgentReachedOverWebSocket() throws Exception {
		try (Servers servers = new Servers(work)) {
			Servers.Served sdk = servers.start(Map.of("ACP_TOKEN", "sdk-token"), "listening on ",
					List.of("node", node.resolve("ts-remote-echo-agent.mjs").toString(), "0"));
			Path sent = work.resolve("client-wrote.jsonl");
			Path received = work.resolve("agent-wrote.jsonl");

			Summary summary = browse("remote", Map.of("ACP4J_TOKEN", "sdk-token"), client(sent, received, "far away words"),
					List.of("--agent-url", sdk.uri().toString()));

			assertPassedAsShown(summary, SchemaCheck.lines(sent), SchemaCheck.lines(received));
			assertThat(summary.turns()).singleElement().satisfies(turn -> assertThat(turn.updates()).isEqualTo(3));
			assertThat(summary.exitCode()).as(stderr).isZero();
		}
	}

	@Test
	void aV2ConnectionRecordedToAFileOpensWithNoProblemAgainstTheV2Schema() throws Exception {
		Path file = work.resolve("v2.ndjson");
		Path sent = work.resolve("client-wrote.jsonl");
		Path received = work.resolve("agent-wrote.jsonl");
		Processes.Result run = Processes.run(work, Map.of("ACP4J_HOME", work.resolve("home").toString()),
				List.of("node", node.resolve("ts-v2-client.mjs").toString(), "--prompt", "v2 through the inspector", "--record",
						received.toString(), "--record-sent", sent.toString(), "--", "java", "-jar", agentJar.toString(), "inspect", "--record",
						file.toString(), "--", "java", "-jar", agentJar.toString(), "--acp", "--stdio", "--experimental-v2"));
		assertThat(run.exitCode()).as(run.stderr()).isZero();

		Summary summary = browse("v2", Map.of(), List.of("--open"), List.of("--open", file.toString()));

		List<String> clientLines = SchemaCheck.lines(sent);
		List<String> agentLines = SchemaCheck.lines(received);
		assertThat(summary.rows()).hasSize(clientLines.size() + agentLines.size());
		assertThat(summary.rows()).allSatisfy(row -> assertThat(row.problems()).as(row.toString()).isZero());
		assertThat(summary.rows().stream().filter(row -> row.kind().equals("request"))).allSatisfy(row -> assertThat(row.latencyMs()).isNotNull());
		assertThat(JsonParser.parseString(agentLines.get(0)).getAsJsonObject().getAsJsonObject("result").get("protocolVersion").getAsInt())
				.isEqualTo(2);
		assertThat(summary.state()).isEqualTo("ended · agent exit 0");
		// The v2 turn runs past the prompt's acknowledgement, to the idle state_update.
		List<Integer> recorded = updatesOfTurns(Files.readAllLines(file, StandardCharsets.UTF_8));
		assertThat(summary.turns()).singleElement().satisfies(turn -> {
			assertThat(turn.stopReason()).isEqualTo("end_turn");
			assertThat(List.of(turn.updates())).isEqualTo(recorded);
		});
	}

	@Test
	void aRecordingOpenedAgainShowsItsBadLinesAndSchemaProblems() throws Exception {
		Path file = work.resolve("recording.ndjson");
		List<String> lines = List.of("{\"format\":\"acp4j-inspector-recording\",\"agent\":\"made up\",\"exitCode\":1}",
				entry(0, "client", "{\"jsonrpc\":\"2.0\",\"id\":0,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}", ""),
				entry(1, "agent", "{\"jsonrpc\":\"2.0\",\"id\":0,\"result\":{\"protocolVersion\":\"one\"}}", ""),
				entry(2, "client", "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"session/new\",\"params\":{\"mcpServers\":[]}}", ""),
				entry(3, "agent", "{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32602,\"message\":\"cwd is missing\"}}", ""),
				entry(4, "agent", "Starting agent...", ""), entry(5, "agent", "{\"a\":\"\uFFFD\"}", ",\"invalidUtf8\":true"));
		Files.write(file, lines, StandardCharsets.UTF_8);

		Summary summary = browse("open", Map.of(), List.of("--open"), List.of("--open", file.toString()));

		Map<Integer, Row> rows = new HashMap<>();
		summary.rows().forEach(row -> rows.put(row.seq(), row));
		assertThat(rows).hasSize(6);
		assertThat(rows.get(0).problems()).isZero();
		// protocolVersion is an integer; session/new needs a cwd.
		assertThat(rows.get(1).problems()).isPositive();
		assertThat(rows.get(1).latencyMs()).isNotNull();
		assertThat(rows.get(2).problems()).isPositive();
		assertThat(rows.get(3).kind()).isEqualTo("error");
		assertThat(rows.get(3).summary()).contains("-32602 cwd is missing");
		assertThat(rows.get(4).kind()).isEqualTo("raw");
		assertThat(rows.get(4).summary()).startsWith("not JSON");
		assertThat(rows.get(5).summary()).startsWith("invalid UTF-8");
		assertThat(summary.state()).isEqualTo("ended · agent exit 1");
		assertThat(summary.problemRowsShown()).isEqualTo(4);
		assertThat(summary.searchRowsShown()).isEqualTo(2);
	}

	@Test
	void aLongRecordingIsShownAPageAtATimeAndSearchedOnTheServerAndItsTurnsDrawnBounded() throws Exception {
		int messages = 20_000;
		int page = 500;
		// 4,000 turns of four messages (the prompt, a chunk, a tool call, the answer), the first ones
		// each of a session of its own, then one more of the first (folded by then), and the others of
		// session s1, then one huge turn of s1 of the rest: a chunk and a tool call in turn.
		int huge = 16_000;
		int turns = huge / 4 + 1;
		int others = 24;
		Path file = work.resolve("long.ndjson");
		List<String> lines = new ArrayList<>(List.of("{\"format\":\"acp4j-inspector-recording\",\"agent\":\"long\",\"exitCode\":0}"));
		for (int seq = 0; seq < messages; seq++) {
			int step = seq < huge ? seq % 4 : seq == huge ? 0 : seq == messages - 1 ? 3 : 1 + seq % 2;
			int prompt = seq < huge ? seq - step : huge;
			String session = prompt / 4 < others ? "a" + prompt / 4 : prompt / 4 == others ? "a0" : "s1";
			lines.add(switch (step) {
			case 0 -> entry(seq, "client", "{\"jsonrpc\":\"2.0\",\"id\":" + seq + ",\"method\":\"session/prompt\",\"params\":{\"sessionId\":\""
					+ session + "\",\"prompt\":[]}}", "");
			case 1 -> entry(seq, "agent", update(session, "{\"sessionUpdate\":\"agent_message_chunk\",\"content\":{\"type\":\"text\",\"text\":\"hay\"}}"), "");
			case 2 -> entry(seq, "agent", update(session, "{\"sessionUpdate\":\"tool_call\",\"toolCallId\":\"t" + seq + "\",\"title\":\""
					+ (seq == 1234 ? "a needle" : "hay") + "\",\"status\":\"completed\"}"), "");
			default -> entry(seq, "agent", "{\"jsonrpc\":\"2.0\",\"id\":" + prompt + ",\"result\":{\"stopReason\":\"end_turn\"}}", "");
			});
		}
		Files.write(file, lines, StandardCharsets.UTF_8);

		Summary summary = browse("paging", Map.of(), List.of("--open", "--paging"), List.of("--open", file.toString()));

		// The page read all of it once (for the turns and counts) but shows one page: the last, then the first, the second, the last.
		assertThat(summary.loaded()).isEqualTo(messages);
		assertThat(summary.lastPage()).containsExactlyElementsOf(range(messages - page, messages));
		assertThat(summary.firstPage()).containsExactlyElementsOf(range(0, page));
		assertThat(summary.secondPage()).containsExactlyElementsOf(range(page, 2 * page));
		assertThat(summary.lastPageAgain()).containsExactlyElementsOf(range(messages - page, messages));
		// The search runs on the server and finds the one update far back, on the third page.
		assertThat(summary.found()).containsExactly(1234);
		assertThat(summary.state()).isEqualTo("ended · agent exit 0");
		// The timeline draws the sessions prompted last and folds the others into a line that counts
		// them and their turns; it draws a session's last turns and folds the others into a line that
		// counts them.
		assertThat(summary.sessions().size()).isLessThan(others + 1).isEqualTo(others + 1 - summary.earlier().sessions());
		assertThat(summary.earlier().turns() + summary.sessions().stream().mapToInt(SessionBlock::turns).sum()).isEqualTo(turns);
		SessionBlock s1 = summary.sessions().get(summary.sessions().size() - 1);
		assertThat(s1.session()).isEqualTo("s1");
		assertThat(s1.turns()).isEqualTo(turns - others - 1);
		// a0, folded, then prompted again: its first turn is its own folded one, its second is drawn as #2.
		SessionBlock a0 = summary.sessions().get(summary.sessions().size() - 2);
		assertThat(a0.session()).isEqualTo("a0");
		assertThat(a0.turns()).isEqualTo(2);
		assertThat(a0.folded()).isEqualTo(1);
		assertThat(summary.turns().stream().filter(turn -> turn.session().equals("a0"))).extracting(Turn::number).containsExactly(2);
		assertThat(summary.sessions().subList(0, summary.sessions().size() - 2)).allSatisfy(other -> {
			assertThat(other.turns()).isEqualTo(1);
			assertThat(other.folded()).isZero();
		});
		List<Turn> drawn = summary.turns().stream().filter(turn -> turn.session().equals("s1")).toList();
		assertThat(drawn.size()).isLessThan(s1.turns()).isEqualTo(s1.turns() - s1.folded());
		assertThat(drawn).extracting(Turn::number).containsExactlyElementsOf(range(s1.folded() + 1, s1.turns() + 1));
		assertThat(summary.turns().subList(0, summary.turns().size() - 1)).allSatisfy(turn -> {
			assertThat(turn.updates()).isEqualTo(2);
			assertThat(turn.tools()).isEqualTo(1);
			assertThat(turn.toolBlocks()).isEqualTo(1);
			assertThat(turn.ticks()).isEqualTo(1);
			assertThat(turn.stopReason()).isEqualTo("end_turn");
		});
		// The huge turn's counts are exact; its bar draws a bounded part of its chunks and tool calls.
		int hugeUpdates = messages - huge - 2;
		Turn last = drawn.get(drawn.size() - 1);
		assertThat(last.number()).isEqualTo(s1.turns());
		assertThat(last.updates()).isEqualTo(hugeUpdates);
		assertThat(last.tools()).isEqualTo(hugeUpdates / 2);
		assertThat(last.toolBlocks()).isPositive().isLessThan(last.tools());
		assertThat(last.text()).contains("and " + (last.tools() - last.toolBlocks()) + " more");
		assertThat(last.ticks()).isPositive().isLessThan(hugeUpdates / 2);
	}

	/** A session/update notification of {@code session}. */
	private static String update(String session, String update) {
		return "{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"" + session + "\",\"update\":" + update + "}}";
	}

	private static List<Integer> range(int from, int to) {
		return java.util.stream.IntStream.range(from, to).boxed().toList();
	}

	private static String entry(int seq, String from, String text, String more) {
		JsonObject json = new JsonObject();
		json.addProperty("seq", seq);
		json.addProperty("micros", 1_700_000_000_000_000L + seq * 1500L);
		json.addProperty("from", from);
		json.addProperty("bytes", text.getBytes(StandardCharsets.UTF_8).length);
		json.addProperty("text", text);
		String line = json.toString();
		return line.substring(0, line.length() - 1) + more + "}";
	}

	/**
	 * The page showed every line that passed, each once, in the order each side wrote them; every
	 * request is paired with its answer and its latency is the time between the two in the exported
	 * recording; no line is marked by the schema; the page reopened had them all; a wrong token got 403.
	 */
	private static void assertPassedAsShown(Summary summary, List<String> clientLines, List<String> agentLines) {
		List<Row> rows = summary.rows();
		assertThat(rows).hasSize(clientLines.size() + agentLines.size());
		assertThat(rows).extracting(Row::seq).containsExactlyElementsOf(java.util.stream.IntStream.range(0, rows.size()).boxed().toList());
		assertThat(rows.stream().filter(row -> row.from().equals("client")).map(Row::method).toList())
				.containsExactlyElementsOf(methods(clientLines, agentLines));
		assertThat(rows.stream().filter(row -> row.from().equals("agent")).map(Row::method).toList())
				.containsExactlyElementsOf(methods(agentLines, clientLines));
		assertThat(rows).allSatisfy(row -> assertThat(row.problems()).as(row.toString()).isZero());
		Map<Integer, Long> micros = new HashMap<>();
		for (String line : summary.recording().split("\n")) {
			JsonObject entry = JsonParser.parseString(line).getAsJsonObject();
			if (entry.has("seq")) {
				micros.put(entry.get("seq").getAsInt(), entry.get("micros").getAsLong());
			}
		}
		assertThat(micros).hasSize(rows.size());
		Map<String, Row> requests = new HashMap<>();
		int answered = 0;
		for (Row row : rows) {
			if (row.kind().equals("request")) {
				assertThat(row.latencyMs()).as("answered: " + row).isNotNull();
				requests.put(row.from() + row.id(), row);
			} else if (row.kind().equals("response") || row.kind().equals("error")) {
				Row request = requests.remove((row.from().equals("client") ? "agent" : "client") + row.id());
				assertThat(request).as("the request " + row + " answers").isNotNull();
				double latency = (micros.get(row.seq()) - micros.get(request.seq())) / 1000.0;
				assertThat(row.latencyMs()).isCloseTo(latency, within(0.001));
				assertThat(request.latencyMs()).isCloseTo(latency, within(0.001));
				answered++;
			}
		}
		assertThat(requests).isEmpty();
		assertThat(answered).isPositive();
		assertThat(summary.reopenedRows()).isEqualTo(rows.size());
		assertThat(summary.secondPageRows()).isEqualTo(rows.size());
		assertThat(summary.forbidden()).isEqualTo(403);
		assertThat(summary.state()).isEqualTo("live");
	}

	/** Each line's method: its own, or for an answer that of the request (on the other side) it answers. */
	private static List<String> methods(List<String> lines, List<String> otherSide) {
		Map<String, String> asked = new HashMap<>();
		for (String line : otherSide) {
			JsonObject message = JsonParser.parseString(line).getAsJsonObject();
			if (message.has("method") && message.has("id")) {
				asked.put(message.get("id").toString(), message.get("method").getAsString());
			}
		}
		return lines.stream().map(line -> {
			JsonObject message = JsonParser.parseString(line).getAsJsonObject();
			JsonElement method = message.get("method");
			return method != null ? method.getAsString() : asked.get(message.get("id").toString());
		}).toList();
	}

	/**
	 * The session/update notifications of each turn, in the order the inspector recorded them: those
	 * after the prompt was sent, to its answer (v1) or to the idle state_update, counted (v2). An
	 * update the agent wrote before the first prompt (the commands of a new session) belongs to no
	 * turn, whichever side of the prompt it crossed the relay.
	 */
	private static List<Integer> updatesOfTurns(List<String> recording) {
		List<Integer> turns = new ArrayList<>();
		int updates = -1;
		for (String line : recording) {
			JsonObject entry = JsonParser.parseString(line).getAsJsonObject();
			if (!entry.has("text")) {
				continue;
			}
			JsonObject message = JsonParser.parseString(entry.get("text").getAsString()).getAsJsonObject();
			String method = message.has("method") ? message.get("method").getAsString() : "";
			if (method.equals("session/prompt")) {
				updates = 0;
			} else if (method.equals("session/update") && updates >= 0) {
				updates++;
				JsonObject update = message.getAsJsonObject("params").getAsJsonObject("update");
				if (update.get("sessionUpdate").getAsString().equals("state_update") && update.has("state")
						&& update.get("state").getAsString().equals("idle")) {
					turns.add(updates);
					updates = -1;
				}
			} else if (message.has("result") && message.get("result").isJsonObject() && message.getAsJsonObject("result").has("stopReason")
					&& updates >= 0) {
				turns.add(updates);
				updates = -1;
			}
		}
		return turns;
	}
}
