package io.github.acp4j.samples;

import static io.github.acp4j.samples.TckClient.QUIET;
import static io.github.acp4j.samples.TckClient.TIMEOUT;
import static io.github.acp4j.samples.TckClient.method;
import static io.github.acp4j.samples.TckClient.quote;
import static io.github.acp4j.samples.TckClient.text;
import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.DataOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.zip.CRC32;
import java.util.zip.DeflaterOutputStream;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

/**
 * The protocol v2 checks of the third-party ACP TCK (acp-tck's {@code tck.v2} suite, requirement ids
 * {@code ACP-AREA-NNN}), reproduced wire for wire against the built agent ({@code acp4j --acp --stdio
 * --experimental-v2} on its offline demo model); each test names the ids it covers. The TCK itself
 * runs on Python 3.14 with packages a build here cannot fetch. Its v2 mock client is reproduced
 * ({@link TckClient}, and {@link V2#turn} for its {@code run_prompt}): {@code initialize} with
 * {@code protocolVersion 2}, {@code info} and {@code capabilities: {}}; a turn ends at its idle
 * {@code state_update} (one with a {@code stopReason}, or after {@code running}), not at the
 * {@code session/prompt} answer, which is only the receipt; a cancel (or a close) is sent when the
 * turn shows {@code running} or after half a second; a permission request is answered with its first
 * option ({@code cancelled} once the cancel was sent); "nothing more arrives" is judged over the
 * TCK's quiet period of 2 s. Where the TCK's prompt ("hi", its long cancel prompt) would not reach a
 * tool of the demo model, the demo's own words for the same request are used ("run sleep 30", "create
 * a file named ... with ...", "run echo hi"), so that a check the TCK skips when nothing is observed is
 * exercised instead: those tests assert that what they check was observed.
 * <p>
 * The TCK's verdict (its {@code report.compute_verdict}): conformant iff no MANDATORY row fails or goes
 * untested and no CAPABILITY row fails; a SKIPPED row (capability not advertised, nothing observed)
 * does not count against it, nor does any ADVISORY or INFORMATIONAL row. Skipped here as the TCK skips
 * them for acp4j: ACP-PROMPTCAP-002 (audio is
 * not advertised), ACP-PATCH-205 (the demo model makes no plan), ACP-CONFIG-206 and ACP-RESUME-205 when no
 * {@code config_option_update} or replayed chunk is observed, and the record-only rows, whose
 * behaviour is printed as {@code TCK-RECORD} lines. ACP-BATCH-204 is as the TCK has it: two
 * {@code session/list} without params in one batch (the TCK never batches {@code session/new}).
 * <p>
 * Failed before the fixes they came with: ACP-BATCH-204/205 with ACP-JSONRPC-001 (a request without
 * params was -32602), ACP-PATCH-203 and ACP-RESUME-202..205 (at times the session was still busy when
 * its turn's idle had been read; those checks run over many sessions so that the race shows).
 */
class AcpTckV2IT extends TckFixture {

	private static final Set<String> SESSION_UPDATE_KINDS = Set.of("user_message_chunk", "user_message", "agent_message_chunk",
			"agent_message", "agent_thought_chunk", "agent_thought", "state_update", "tool_call_content_chunk", "tool_call_update",
			"terminal_update", "terminal_output_chunk", "plan_update", "available_commands_update", "config_option_update",
			"session_info_update", "usage_update", "notice", "plan_removed", "compaction_update", "compaction_summary_chunk");
	private static final Set<String> MESSAGE_KINDS = Set.of("user_message_chunk", "user_message", "agent_message_chunk", "agent_message",
			"agent_thought_chunk", "agent_thought");
	private static final Set<String> HISTORY_KINDS = Set.of("user_message", "agent_message", "agent_thought", "user_message_chunk",
			"agent_message_chunk", "agent_thought_chunk");
	private static final Set<String> TOOL_KINDS = Set.of("read", "edit", "delete", "move", "search", "execute", "think", "fetch",
			"switch_mode", "other");
	private static final Set<String> TOOL_STATUSES = Set.of("pending", "in_progress", "completed", "failed", "cancelled");
	/** The methods a v2 client takes (the TCK's {@code CLIENT_METHODS | PROTOCOL_METHODS}, from the schema's meta). */
	private static final Set<String> CLIENT_METHODS = Set.of("session/request_permission", "session/update", "elicitation/create",
			"elicitation/complete", "$/cancel_request");
	/** The TCK's {@code SPEC.initialize_params()}. */
	private static final String INITIALIZE = "{\"protocolVersion\":2,\"info\":{\"name\":\"acp-tck\",\"version\":\"0.1.0\"},\"capabilities\":{}}";
	private static final String CANCELLED = "{\"outcome\":\"cancelled\"}";

	private V2 agent() throws IOException {
		return new V2(project, home);
	}

	/** An agent past the TCK's {@code initialize}; the result is {@link V2#initialized}. */
	private V2 initialized() throws IOException {
		return initialized(INITIALIZE);
	}

	private V2 initialized(String params) throws IOException {
		V2 tck = agent();
		tck.initialized = result(tck.answer(tck.request("initialize", params)));
		assertThat(tck.initialized.get("protocolVersion").getAsInt()).as("the agent speaks v2 (else the TCK skips as VERSION-MISMATCH)")
				.isEqualTo(2);
		return tck;
	}

	private static int code(JsonObject answer) {
		return answer.getAsJsonObject("error").get("code").getAsInt();
	}

	/** The TCK's {@code new_session}: {@code session/new} with {@code cwd} alone. */
	private String newSession(V2 tck) throws IOException {
		return newSession(tck, project);
	}

	private String newSession(V2 tck, Path cwd) throws IOException {
		String sessionId = result(tck.answer(tck.request("session/new", "{\"cwd\":" + quote(cwd) + "}"))).get("sessionId").getAsString();
		assertThat(sessionId).isNotEmpty();
		return sessionId;
	}

	private static JsonObject update(JsonObject message) {
		return message.getAsJsonObject("params").getAsJsonObject("update");
	}

	private static String kind(JsonObject message) {
		return update(message).get("sessionUpdate").getAsString();
	}

	private static boolean updateOf(JsonObject message, String sessionId) {
		return "session/update".equals(method(message)) && sessionId.equals(message.getAsJsonObject("params").get("sessionId").getAsString());
	}

	private static boolean validOpenEnum(JsonElement value, Set<String> defined) {
		return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isString()
				&& (defined.contains(value.getAsString()) || value.getAsString().startsWith("_"));
	}

	private static boolean nonEmptyString(JsonElement value) {
		return value != null && value.isJsonPrimitive() && value.getAsJsonPrimitive().isString() && !value.getAsString().isEmpty();
	}

	/** What a record-only (INFORMATIONAL) row saw, for the report. */
	private static void record(String id, String behaviour) {
		System.out.println("TCK-RECORD " + id + ": " + behaviour);
	}

	/** Every line of {@code lines} as its messages (a batch's each on its own), as text. */
	private static List<String> messages(List<String> lines) {
		List<String> messages = new ArrayList<>();
		for (String line : lines) {
			JsonElement parsed = JsonParser.parseString(line);
			if (parsed.isJsonArray()) {
				parsed.getAsJsonArray().forEach(element -> messages.add(element.toString()));
			} else {
				messages.add(line);
			}
		}
		return messages;
	}

	private static SchemaCheck schema() throws IOException {
		return new SchemaCheck(SchemaCheck.V2);
	}

	@Test
	void initializeNegotiatesTwoAndAdvertisesObjectMarkersOnly() throws Exception {
		// ACP-INIT-001, ACP-INIT-201, ACP-INIT-003, ACP-INIT-202, ACP-INIT-203, ACP-INIT-204, ACP-EXT-202,
		// ACP-AUTH-202, ACP-AUTH-207 (and the methods' shape: a type, a methodId, once each)
		JsonObject two;
		try (V2 tck = agent()) {
			two = result(tck.answer(tck.request("initialize", INITIALIZE)));
		}
		int versionA = two.get("protocolVersion").getAsInt();
		assertThat(two.get("protocolVersion").getAsJsonPrimitive().isNumber()).isTrue();
		JsonObject unsupported;
		try (V2 tck = agent()) {
			unsupported = result(tck.answer(tck.request("initialize", INITIALIZE.replace("\"protocolVersion\":2", "\"protocolVersion\":65535"))));
		}
		int versionB = unsupported.get("protocolVersion").getAsInt();
		assertThat(versionB).as("ACP-INIT-003").isNotEqualTo(65535).isGreaterThanOrEqualTo(versionA);
		assertThat(versionA == 2 || versionA == versionB).as("ACP-INIT-201: the two-branch rule").isTrue();
		JsonObject downgrade;
		try (V2 tck = agent()) {
			downgrade = result(tck.answer(tck.request("initialize", INITIALIZE.replace("\"protocolVersion\":2", "\"protocolVersion\":1"))));
		}
		assertThat(downgrade.get("protocolVersion").getAsInt()).as("ACP-INIT-202").isIn(1, 2);

		assertThat(versionA).isEqualTo(2);
		JsonObject info = two.getAsJsonObject("info");
		assertThat(nonEmptyString(info.get("name")) && nonEmptyString(info.get("version"))).as("ACP-INIT-203: %s", info).isTrue();
		JsonObject capabilities = two.getAsJsonObject("capabilities");
		for (String key : List.of("session", "auth")) {
			if (capabilities.has(key) && !capabilities.get(key).isJsonNull()) {
				assertThat(capabilities.get(key).isJsonObject()).as("ACP-INIT-204: capabilities.%s", key).isTrue();
			}
		}
		assertThat(schema().unknownKeys("AgentCapabilities", capabilities)).as("ACP-EXT-202").isEmpty();

		JsonArray authMethods = two.has("authMethods") ? two.getAsJsonArray("authMethods") : new JsonArray();
		assertThat(authMethods.asList()).as("ACP-AUTH-202").noneMatch(method -> "terminal".equals(method.getAsJsonObject().get("type").getAsString()));
		assertThat(authMethods.asList()).as("each method has its type and a methodId, once").isNotEmpty()
				.allMatch(method -> List.of("agent", "terminal").contains(method.getAsJsonObject().get("type").getAsString()))
				.extracting(method -> method.getAsJsonObject().get("methodId").getAsString()).doesNotHaveDuplicates();
		try (V2 tck = agent()) {
			JsonObject terminal = result(tck.answer(tck.request("initialize", INITIALIZE.replace("\"capabilities\":{}",
					"\"capabilities\":{\"auth\":{\"terminal\":{}}}"))));
			assertThat(terminal.getAsJsonArray("authMethods").asList()).as("ACP-AUTH-207: a terminal method once enabled")
					.filteredOn(method -> "terminal".equals(method.getAsJsonObject().get("type").getAsString())).singleElement()
					.satisfies(method -> assertThat(method.getAsJsonObject().getAsJsonArray("args").toString()).isEqualTo("[\"--setup\"]"));
		}
	}

	@Test
	void aFullExchangeIsValidAndEndsWithItsInput() throws Exception {
		// ACP-SCHEMA-001, ACP-SCHEMA-002, ACP-META-201, ACP-SHUTDOWN-001, ACP-SESSION-001, ACP-AUTH-205, ACP-PROMPT-201,
		// ACP-PROMPT-203, ACP-PROMPT-205, ACP-STATE-201, ACP-STATE-202, ACP-STATE-203, ACP-PATCH-201, ACP-ENUM-202,
		// ACP-CLIENTCAP-201, ACP-CLIENTCAP-202 (the TCK drives each with its own process and one turn, "hi")
		V2 tck = initialized();
		try (tck) {
			String sessionId = newSession(tck);
			Turn turn = tck.turn(sessionId, text("hi"), null);
			assertThat(tck.endInput(QUIET)).as("ACP-SHUTDOWN-001: exits within 2 s of its input's end").isTrue();
			assertThat(tck.process.exitValue()).isZero();
			assertThat(nonEmptyString(result(turn.response()).get("messageId"))).as("ACP-PROMPT-201").isTrue();
			assertThat(turn.updates()).as("ACP-PROMPT-203").anyMatch(update -> updateOf(update, sessionId)
					&& Set.of("user_message", "user_message_chunk").contains(kind(update))
					&& update(update).get("messageId").getAsString().equals(turn.messageId()));
			assertThat(turn.idle()).as("ACP-STATE-201/202: a turn-ending idle").isNotNull();
			assertThat(turn.runningSeen()).as("ACP-STATE-201: running before the idle").isTrue();
			assertThat(validOpenEnum(turn.stopReason(), STOP_REASONS)).as("ACP-STATE-203: %s", turn.stopReason()).isTrue();
			assertThat(turn.updates()).as("ACP-PROMPT-205").isNotEmpty().allMatch(update -> updateOf(update, sessionId));
			assertThat(schema().problems(turn.updates().stream().map(JsonObject::toString).toList(), tck.sent)).as("ACP-PROMPT-205").isEmpty();
			assertThat(turn.updates()).filteredOn(update -> MESSAGE_KINDS.contains(kind(update))).as("ACP-PATCH-201").isNotEmpty()
					.allMatch(update -> nonEmptyString(update(update).get("messageId")));
			assertThat(turn.updates()).as("ACP-ENUM-202").allMatch(update -> validOpenEnum(update(update).get("sessionUpdate"), SESSION_UPDATE_KINDS)
					&& (!"state_update".equals(kind(update)) || validOpenEnum(update(update).get("state"), Set.of("running", "idle", "requires_action"))));
			assertThat(turn.clientMessages()).extracting(TckClient::method).as("ACP-CLIENTCAP-201/202")
					.allMatch(method -> CLIENT_METHODS.contains(method) && !"elicitation/create".equals(method) || method.startsWith("_"));
		}

		List<String> lines = tck.lines();
		SchemaCheck schema = schema();
		assertThat(schema.problems(messages(lines), tck.sent)).as("ACP-SCHEMA-001, ACP-SESSION-001").isEmpty();
		assertThat(schema.unknownRootKeys(messages(lines), tck.sent)).as("ACP-SCHEMA-002").isEmpty();
		List<JsonElement> metas = new ArrayList<>();
		lines.forEach(line -> metas(JsonParser.parseString(line), metas));
		assertThat(metas).as("ACP-META-201").allMatch(meta -> meta.isJsonObject() || meta.isJsonNull());
	}

	@Test
	void stdoutIsCleanNdjsonInUtf8() throws Exception {
		// ACP-TRANSPORT-201, ACP-TRANSPORT-002, ACP-TRANSPORT-203
		V2 tck = initialized();
		try (tck) {
			tck.turn(newSession(tck), text("hello é中文 \uD83D\uDE00"), null);
			tck.endInput(QUIET);
		}
		List<String> lines = new ArrayList<>();
		for (byte[] raw : tck.raw) {
			lines.add(TckClient.utf8(raw)); // ACP-TRANSPORT-002
		}
		assertThat(lines).as("ACP-TRANSPORT-201/203: each line one JSON-RPC message, or a non-empty array of them").isNotEmpty()
				.allSatisfy(line -> {
					JsonElement parsed = JsonParser.parseString(line);
					List<JsonElement> elements = parsed.isJsonArray() ? parsed.getAsJsonArray().asList() : List.of(parsed);
					assertThat(elements).isNotEmpty().allSatisfy(element -> assertThat(element.getAsJsonObject().get("jsonrpc").getAsString())
							.isEqualTo("2.0"));
				});
	}

	private static void metas(JsonElement node, List<JsonElement> found) {
		if (node.isJsonObject()) {
			node.getAsJsonObject().entrySet().forEach(entry -> {
				if (entry.getKey().equals("_meta")) {
					found.add(entry.getValue());
				}
				metas(entry.getValue(), found);
			});
		} else if (node.isJsonArray()) {
			node.getAsJsonArray().forEach(element -> metas(element, found));
		}
	}

	@Test
	void idsEchoEnvelopesAreWellFormedAndNotificationsAreNotAnswered() throws Exception {
		// ACP-JSONRPC-001..005, ACP-EXT-001, ACP-EXT-201, ACP-ERROR-001, ACP-SESSION-002, ACP-SESSION-203;
		// recorded: ACP-EXT-203, ACP-INFO-CANCEL-201, ACP-INFO-UNKNOWNSESSION-001, ACP-INFO-PARSE-001, ACP-INFO-INVALIDREQ-001
		try (V2 tck = agent()) {
			JsonObject initialized = tck.answer(tck.request(424242, "initialize", INITIALIZE));
			assertThat(initialized.get("id").getAsJsonPrimitive().isNumber()).isTrue();
			assertThat(initialized.get("id").getAsInt()).as("ACP-JSONRPC-001").isEqualTo(424242);
			JsonObject stringId = tck.answer(tck.request("tck-string-id", "session/new", "{\"cwd\":" + quote(project) + "}"));
			assertThat(stringId.get("id").getAsString()).as("ACP-JSONRPC-001").isEqualTo("tck-string-id");

			JsonObject noCwd = tck.answer(tck.request("session/new", "{}"));
			JsonObject unknown = tck.answer(tck.request("_tck/does_not_exist", null));
			for (JsonObject answer : List.of(initialized, noCwd)) {
				assertThat(answer.has("result") ^ answer.has("error")).as("ACP-JSONRPC-002: %s", answer).isTrue();
				if (answer.has("error")) {
					assertThat(answer.getAsJsonObject("error").get("code").getAsJsonPrimitive().isNumber()).as("ACP-JSONRPC-002").isTrue();
					assertThat(answer.getAsJsonObject("error").get("message").getAsJsonPrimitive().isString()).as("ACP-JSONRPC-002").isTrue();
				}
			}
			assertThat(code(unknown)).as("ACP-JSONRPC-004").isEqualTo(-32601);
			for (JsonObject error : List.of(unknown, noCwd)) {
				if (error.has("error")) {
					assertThat(error.getAsJsonObject("error").get("message").getAsString()).as("ACP-ERROR-001").isNotEmpty().doesNotContain("\n");
				}
			}
			JsonObject custom = tck.answer(tck.request("_tck/unknown", null));
			assertThat(custom.has("result") || custom.has("error")).as("ACP-EXT-001").isTrue();

			String first = newSession(tck); // ACP-JSONRPC-005: the connection goes on
			assertThat(newSession(tck)).as("ACP-SESSION-002").isNotEqualTo(first);
			result(tck.answer(tck.request("session/new", "{\"cwd\":" + quote(project) + ",\"mcpServers\":[]}"))); // ACP-SESSION-203

			tck.notify("session/cancel", "{\"sessionId\":" + quote(first) + "}");
			Optional<JsonObject> cancelAnswer = tck.within(QUIET, message -> !message.has("method"));
			assertThat(cancelAnswer).as("ACP-JSONRPC-003: a notification is not answered").isEmpty();
			record("ACP-INFO-CANCEL-201", cancelAnswer.map(JsonObject::toString).orElse("silent"));
			tck.notify("_tck/ping", "{\"hello\":\"world\"}");
			assertThat(tck.within(QUIET, message -> !message.has("method"))).as("ACP-EXT-201").isEmpty();
			tck.notify("$/does_not_exist", "{}");
			record("ACP-EXT-203", tck.within(QUIET, message -> !message.has("method")).map(JsonObject::toString).orElse("silent (ignored)"));

			JsonObject unknownSession = tck.answer(tck.request("session/prompt", "{\"sessionId\":\"tck-does-not-exist\",\"prompt\":"
					+ text("hi") + "}"));
			record("ACP-INFO-UNKNOWNSESSION-001", unknownSession.has("error") ? "replied with error code " + code(unknownSession)
					: unknownSession.toString());
			tck.send("{not valid json at all");
			record("ACP-INFO-PARSE-001", tck.within(QUIET, message -> !message.has("method")).map(JsonObject::toString).orElse("silent"));
			tck.send("{\"foo\": \"bar\"}");
			record("ACP-INFO-INVALIDREQ-001", tck.within(QUIET, message -> !message.has("method")).map(JsonObject::toString).orElse("silent"));
			newSession(tck);
		}
	}

	/** The first line after {@code line} that is not made only of the agent's own messages (the TCK's {@code next_reply_line}). */
	private static Optional<JsonElement> reply(V2 tck, String line, Duration timeout) throws IOException {
		tck.send(line);
		long deadline = System.nanoTime() + timeout.toNanos();
		while (System.nanoTime() < deadline) {
			Optional<JsonElement> read = tck.line(Duration.ofNanos(deadline - System.nanoTime()));
			if (read.isPresent() && !agentInitiated(read.get())) {
				return read;
			}
		}
		return Optional.empty();
	}

	private static boolean agentInitiated(JsonElement line) {
		if (line.isJsonObject()) {
			return line.getAsJsonObject().has("method");
		}
		return line.isJsonArray() && !line.getAsJsonArray().isEmpty()
				&& line.getAsJsonArray().asList().stream().allMatch(element -> element.isJsonObject() && element.getAsJsonObject().has("method"));
	}

	@Test
	void anEmptyBatchIsOneInvalidRequest() throws Exception {
		// ACP-BATCH-201
		try (V2 tck = initialized()) {
			JsonElement answer = reply(tck, "[]", TIMEOUT).orElseThrow();
			assertThat(answer.isJsonObject()).as("a single response object: %s", answer).isTrue();
			assertThat(answer.getAsJsonObject().get("id").isJsonNull()).isTrue();
			assertThat(code(answer.getAsJsonObject())).isEqualTo(-32600);
		}
	}

	@Test
	void aBatchOfNotificationsIsNotAnswered() throws Exception {
		// ACP-BATCH-202, ACP-JSONRPC-003 (its batch half)
		try (V2 tck = initialized()) {
			assertThat(reply(tck, "[{\"jsonrpc\":\"2.0\",\"method\":\"_tck/notify_only\"}]", QUIET)).isEmpty();
		}
	}

	@Test
	void aBatchOfInvalidEntriesIsAnErrorEachAndTheConnectionGoesOn() throws Exception {
		// ACP-BATCH-203, ACP-JSONRPC-005 (its batch half)
		try (V2 tck = initialized()) {
			List<JsonElement> answers = new ArrayList<>();
			Optional<JsonElement> line = reply(tck, "[17,true,null]", TIMEOUT);
			while (line.isPresent()) {
				answers.addAll(line.get().isJsonArray() ? line.get().getAsJsonArray().asList() : List.of(line.get()));
				if (answers.size() >= 3) {
					break;
				}
				line = tck.line(TIMEOUT);
			}
			assertThat(answers).hasSize(3).allSatisfy(answer -> {
				assertThat(answer.getAsJsonObject().get("id").isJsonNull()).isTrue();
				assertThat(code(answer.getAsJsonObject())).isEqualTo(-32600);
			});
			JsonObject followUp = tck.answer(tck.request("session/list", null));
			assertThat(followUp.has("result") || followUp.has("error")).isTrue();
		}
	}

	@Test
	void aBatchOfRequestsIsAnsweredWithOneArrayMatchedById() throws Exception {
		// ACP-BATCH-204, ACP-BATCH-205, ACP-JSONRPC-001 (its batch half): as the TCK has it, two session/list
		try (V2 tck = initialized()) {
			JsonElement answer = reply(tck, "[{\"jsonrpc\":\"2.0\",\"id\":\"tck-batch-a\",\"method\":\"session/list\"},"
					+ "{\"jsonrpc\":\"2.0\",\"id\":\"tck-batch-b\",\"method\":\"session/list\"}]", TIMEOUT).orElseThrow();
			assertThat(answer.isJsonArray() && answer.getAsJsonArray().size() == 2).as("one array with both answers: %s", answer).isTrue();
			Map<String, JsonObject> byId = new HashMap<>();
			answer.getAsJsonArray().forEach(item -> byId.put(item.getAsJsonObject().get("id").getAsString(), item.getAsJsonObject()));
			assertThat(byId).containsOnlyKeys("tck-batch-a", "tck-batch-b");
			assertThat(byId.values()).as("each resolves to a result").allMatch(item -> item.has("result"));
		}
	}

	@Test
	void oddBatchesAreRecorded() throws Exception {
		// recorded: ACP-INFO-BATCH-201, ACP-INFO-BATCH-202 (ACP-BATCH-206/207/208 are record-only, always skipped)
		try (V2 tck = initialized()) {
			record("ACP-INFO-BATCH-201", reply(tck, "[{\"jsonrpc\": \"2.0\", \"id\": 1, \"method\": ", QUIET).map(JsonElement::toString)
					.orElse("silent"));
		}
		try (V2 tck = initialized()) {
			record("ACP-INFO-BATCH-202", reply(tck, "[{\"jsonrpc\":\"2.0\",\"id\":\"tck-mixed-call\",\"method\":\"_tck/does_not_exist\"},"
					+ "{\"jsonrpc\":\"2.0\",\"id\":\"tck-mixed-response\",\"result\":{}}]", QUIET).map(JsonElement::toString).orElse("silent"));
		}
	}

	/**
	 * The TCK's race gate: a cancel (or close) counts as exercised when it was sent and the turn did not
	 * end with a valid other stop reason within the race window (its quiet period) of it.
	 */
	private static void assertExercised(Turn turn) {
		assertThat(turn.triggeredAt()).as("the trigger was sent while the turn ran").isNotNull();
		if (turn.idle() != null && !"cancelled".equals(turn.stopReasonText()) && STOP_REASONS.contains(turn.stopReasonText())) {
			assertThat(Duration.ofNanos(turn.idleAt() - turn.triggeredAt())).as("not a race the TCK skips: ended %s", turn.stopReason())
					.isGreaterThanOrEqualTo(QUIET);
		}
	}

	@Test
	void aCancelledTurnEndsIdleCancelledAndNothingOfItFollows() throws Exception {
		// ACP-CANCEL-201, ACP-CANCEL-207, ACP-CANCEL-203, ACP-CANCEL-202, ACP-CANCEL-205; recorded: ACP-CANCEL-204, ACP-INFO-CANCEL-202
		try (V2 tck = initialized()) {
			String sessionId = newSession(tck);
			Turn turn = tck.turn(sessionId, text(LONG_PROMPT), null, Interrupt.cancel(null));
			assertExercised(turn);
			assertThat(turn.response().has("error")).as("ACP-CANCEL-203: not a JSON-RPC error: %s", turn.response()).isFalse();
			assertThat(turn.idle()).isNotNull();
			assertThat(turn.stopReasonText()).as("ACP-CANCEL-201/207/203").isEqualTo("cancelled");
			assertThat(turn.answersAfterTrigger()).as("ACP-CANCEL-205: nothing answers the cancel").isEmpty();
			assertThat(tck.within(QUIET, message -> updateOf(message, sessionId) && "state_update".equals(kind(message))))
					.as("ACP-CANCEL-202").isEmpty();
			record("ACP-CANCEL-204", "cancel sent: true, stopReason: " + turn.stopReason());
			record("ACP-INFO-CANCEL-202", "permission requests: " + turn.clientMessages().stream()
					.filter(message -> "session/request_permission".equals(method(message))).count() + ", stopReason: " + turn.stopReason());
		}
	}

	@Test
	void aCancelWithMetaIsHonoured() throws Exception {
		// ACP-CANCEL-206
		try (V2 tck = initialized()) {
			String sessionId = newSession(tck);
			Turn turn = tck.turn(sessionId, text(LONG_PROMPT), null, Interrupt.cancel("{\"tck\":true}"));
			assertExercised(turn);
			assertThat(turn.idle()).isNotNull();
			assertThat(turn.stopReasonText()).isEqualTo("cancelled");
		}
	}

	@Test
	void closeCancelsARunningTurnAndAnswersAnIdleSession() throws Exception {
		// ACP-CANCEL-208, ACP-CLOSE-202, ACP-CLOSE-201
		try (V2 tck = initialized()) {
			String idle = newSession(tck);
			JsonObject closed = result(tck.answer(tck.request("session/close", "{\"sessionId\":" + quote(idle) + "}")));
			assertThat(closed).as("ACP-CLOSE-201").isEqualTo(new JsonObject());

			String sessionId = newSession(tck);
			Turn turn = tck.turn(sessionId, text(LONG_PROMPT), null,
					Interrupt.action(() -> tck.request("session/close", "{\"sessionId\":" + quote(sessionId) + "}")));
			assertExercised(turn);
			assertThat(turn.idle()).isNotNull();
			assertThat(turn.stopReasonText()).as("ACP-CANCEL-208, ACP-CLOSE-202").isEqualTo("cancelled");
			assertThat(tck.schemaProblems()).as("ACP-CLOSE-201: the result validates").isEmpty();
		}
	}

	/** The TCK's {@code obtain_resumable_session}, its first route: a session made on a fresh connection, resumed there. */
	private V2 obtained(String[] sessionId) throws IOException {
		V2 tck = initialized();
		sessionId[0] = newSession(tck);
		result(tck.answer(tck.request("session/resume", "{\"sessionId\":" + quote(sessionId[0]) + ",\"cwd\":" + quote(project) + "}")));
		return tck;
	}

	@Test
	void aSessionJustMadeResumes() throws Exception {
		// ACP-RESUME-201 (the TCK's obtain_resumable_session, its first route)
		String[] sessionId = new String[1];
		try (V2 tck = obtained(sessionId)) {
			assertThat(tck.schemaProblems()).as("the result validates").isEmpty();
		}
	}

	@Test
	void aSessionResumesWithAndWithoutItsReplay() throws Exception {
		// ACP-RESUME-202, ACP-RESUME-204, ACP-RESUME-205 (vacuous: whole messages only), ACP-RESUME-203: as the TCK has
		// them, session/resume sent as soon as the history turn's idle is read; the first three over ten sessions, so that
		// a race there shows
		String[] sessionId = new String[1];
		for (int round = 0; round < 10; round++) {
			try (V2 tck = obtained(sessionId)) {
				Turn history = tck.turn(sessionId[0], text("remember this"), null);
				Resumed resumed = tck.resume(sessionId[0], "{\"type\":\"start\"}");
				result(resumed.answer());
				assertThat(resumed.updates()).as("a replay").isNotEmpty();
				assertThat(tck.within(QUIET, message -> updateOf(message, sessionId[0]) && !"notice".equals(kind(message))))
						.as("ACP-RESUME-202: nothing of the replay after its answer").isEmpty();
				List<JsonObject> users = resumed.updates().stream().filter(update -> Set.of("user_message", "user_message_chunk").contains(kind(update)))
						.filter(update -> update(update).toString().contains("\"text\":\"remember this\"")).toList();
				assertThat(users).as("ACP-RESUME-204: the user message replays").isNotEmpty()
						.allMatch(update -> update(update).get("messageId").getAsString().equals(history.messageId()));
				List<JsonObject> replayed = resumed.updates().stream().filter(update -> updateOf(update, sessionId[0])).toList();
				for (int i = 0; i < replayed.size(); i++) {
					String kind = kind(replayed.get(i));
					if (kind.endsWith("_chunk") && MESSAGE_KINDS.contains(kind)) {
						String whole = kind.substring(0, kind.length() - "_chunk".length());
						JsonElement id = update(replayed.get(i)).get("messageId");
						assertThat(replayed.subList(0, i)).as("ACP-RESUME-205").anyMatch(prior -> kind(prior).equals(whole)
								&& id.equals(update(prior).get("messageId")) && update(prior).get("content").equals(new JsonArray()));
					}
				}
			}
		}
		try (V2 tck = obtained(sessionId)) {
			tck.turn(sessionId[0], text("remember this"), null);
			Resumed resumed = tck.resume(sessionId[0], null);
			result(resumed.answer());
			assertThat(resumed.updates()).as("ACP-RESUME-203: no history without replayFrom")
					.noneMatch(update -> HISTORY_KINDS.contains(kind(update)));
		}
	}

	@Test
	void sessionsAreListedAndDeleted() throws Exception {
		// ACP-LIST-201..204, ACP-DELETE-201..203; recorded: ACP-MCP-201, ACP-MCP-202
		try (V2 tck = initialized()) {
			String sessionId = newSession(tck);
			JsonObject listed = result(tck.answer(tck.request("session/list", "{}")));
			assertThat(listed.get("sessions").isJsonArray()).as("ACP-LIST-201").isTrue();
			Path empty = project.resolve("no-session-here");
			assertThat(result(tck.answer(tck.request("session/list", "{\"cwd\":" + quote(empty) + "}"))).getAsJsonArray("sessions"))
					.as("ACP-LIST-202").isEmpty();
			JsonArray here = result(tck.answer(tck.request("session/list", "{\"cwd\":" + quote(project) + "}"))).getAsJsonArray("sessions");
			assertThat(here.asList()).as("ACP-LIST-203").allMatch(session -> session.getAsJsonObject().get("cwd").getAsString()
					.equals(project.toString()));
			assertThat(listed.getAsJsonArray("sessions").asList()).as("ACP-LIST-204")
					.allMatch(session -> Path.of(session.getAsJsonObject().get("cwd").getAsString()).isAbsolute());

			assertThat(result(tck.answer(tck.request("session/delete", "{\"sessionId\":" + quote(sessionId) + "}")))).as("ACP-DELETE-201")
					.isEqualTo(new JsonObject());
			result(tck.answer(tck.request("session/delete", "{\"sessionId\":\"tck-never-created\"}"))); // ACP-DELETE-203

			// ACP-DELETE-202, on a session the list shows (one with a turn, so that it is stored and the check not skipped)
			String listedId = newSession(tck);
			if (!listedIds(tck).contains(listedId)) {
				tck.turn(listedId, text("hi"), null);
			}
			assertThat(listedIds(tck)).as("ACP-DELETE-202 is not skipped").contains(listedId);
			result(tck.answer(tck.request("session/delete", "{\"sessionId\":" + quote(listedId) + "}")));
			assertThat(listedIds(tck)).as("ACP-DELETE-202").doesNotContain(listedId);
			assertThat(tck.schemaProblems()).as("ACP-LIST-201: the results validate").isEmpty();

			JsonObject stdio = tck.answer(tck.request("session/new", "{\"cwd\":" + quote(project) + ",\"mcpServers\":[{\"type\":\"stdio\","
					+ "\"name\":\"tck-stdio\",\"command\":\"/bin/nonexistent-tck-mcp-server\",\"args\":[]}]}"));
			record("ACP-MCP-201", "accepted: " + stdio.has("result") + (stdio.has("error") ? " " + stdio.get("error") : ""));
			assertThat(stdio.has("result")).as("ACP-MCP-201: mcp.stdio is advertised, so a stdio server is taken (one that does not start is"
					+ " told as a notice); it was -32602 \"type stdio is not supported\": v2 tags it, v1 does not").isTrue();
			JsonObject http = tck.answer(tck.request("session/new", "{\"cwd\":" + quote(project) + ",\"mcpServers\":[{\"type\":\"http\","
					+ "\"name\":\"tck-http\",\"url\":\"http://127.0.0.1:1/tck-nonexistent\"}]}"));
			record("ACP-MCP-202", "accepted: " + http.has("result") + (http.has("error") ? " " + http.get("error") : ""));
		}
	}

	private static Set<String> listedIds(V2 tck) throws IOException {
		Set<String> ids = new HashSet<>();
		result(tck.answer(tck.request("session/list", "{}"))).getAsJsonArray("sessions")
				.forEach(session -> ids.add(session.getAsJsonObject().get("sessionId").getAsString()));
		return ids;
	}

	@Test
	void additionalDirectoriesAreTakenWhenAdvertised() throws Exception {
		// ACP-ADDDIRS-201, ACP-ADDDIRS-202: gated, as in the TCK, on capabilities.session.additionalDirectories
		Path extra = Files.createDirectories(project.resolve("extra"));
		String[] sessionId = new String[1];
		try (V2 tck = obtained(sessionId)) {
			JsonObject session = tck.initialized.getAsJsonObject("capabilities").getAsJsonObject("session");
			assumeTrue(session.has("additionalDirectories"), "capabilities.session.additionalDirectories is not advertised: the TCK skips");
			result(tck.answer(tck.request("session/new", "{\"cwd\":" + quote(project) + ",\"additionalDirectories\":[" + quote(extra) + "]}")));
			result(tck.answer(tck.request("session/resume", "{\"sessionId\":" + quote(sessionId[0]) + ",\"cwd\":" + quote(project)
					+ ",\"additionalDirectories\":[" + quote(extra) + "]}")));
		}
	}

	/** A select option's values, flat or grouped. */
	private static List<JsonElement> values(JsonObject option) {
		List<JsonElement> values = new ArrayList<>();
		for (JsonElement entry : option.getAsJsonArray("options")) {
			JsonObject object = entry.getAsJsonObject();
			if (object.has("value")) {
				values.add(object.get("value"));
			} else {
				object.getAsJsonArray("options").forEach(sub -> values.add(sub.getAsJsonObject().get("value")));
			}
		}
		return values;
	}

	private static void assertShape(JsonArray options) {
		for (JsonElement element : options) {
			JsonObject option = element.getAsJsonObject();
			assertThat(option.has("configId") && option.has("name")).as("configId and name: %s", option).isTrue();
			String type = option.get("type").getAsString();
			if (type.equals("boolean")) {
				assertThat(option.get("currentValue").getAsJsonPrimitive().isBoolean()).isTrue();
			} else if (type.equals("select")) {
				assertThat(option.has("currentValue")).isTrue();
				List<JsonElement> entries = option.getAsJsonArray("options").asList();
				assertThat(entries).isNotEmpty();
				boolean flat = entries.stream().allMatch(entry -> entry.getAsJsonObject().has("value"));
				boolean grouped = entries.stream().allMatch(entry -> entry.getAsJsonObject().has("groupId"));
				assertThat(flat || grouped).as("flat or grouped, never mixed: %s", option).isTrue();
			}
		}
	}

	@Test
	void configOptionsAreWellFormedAndASetAnswersTheWholeList() throws Exception {
		// ACP-CONFIG-201, ACP-CONFIG-202, ACP-CONFIG-203, ACP-CONFIG-204, ACP-CONFIG-206
		try (V2 tck = initialized("{\"protocolVersion\":2,\"info\":{\"name\":\"acp-tck\",\"version\":\"0\"}}")) {
			JsonObject session = result(tck.answer(tck.request("session/new", "{\"cwd\":" + quote(project) + "}")));
			String sessionId = session.get("sessionId").getAsString();
			JsonArray options = session.getAsJsonArray("configOptions");
			assertThat(options).as("configOptions are advertised (else the TCK skips)").isNotEmpty();
			assertShape(options); // ACP-CONFIG-201
			for (JsonElement option : options) {
				if (option.getAsJsonObject().get("type").getAsString().equals("select")) {
					assertThat(values(option.getAsJsonObject())).as("ACP-CONFIG-204").contains(option.getAsJsonObject().get("currentValue"));
				}
			}
			JsonObject target = options.get(0).getAsJsonObject();
			assertThat(target.get("type").getAsString()).isEqualTo("select");
			JsonElement value = values(target).stream().filter(v -> !v.equals(target.get("currentValue"))).findFirst().orElseThrow();
			Set<String> ids = new HashSet<>();
			options.forEach(option -> ids.add(option.getAsJsonObject().get("configId").getAsString()));
			JsonObject set = result(tck.answer(tck.request("session/set_config_option", "{\"sessionId\":" + quote(sessionId) + ",\"configId\":"
					+ target.get("configId") + ",\"type\":\"id\",\"value\":" + value + "}")));
			List<JsonObject> returned = set.getAsJsonArray("configOptions").asList().stream().map(JsonElement::getAsJsonObject).toList();
			assertThat(returned).extracting(option -> option.get("configId").getAsString()).as("ACP-CONFIG-202").containsAll(ids);
			assertThat(returned).filteredOn(option -> option.get("configId").equals(target.get("configId"))).singleElement()
					.satisfies(option -> assertThat(option.get("currentValue")).as("ACP-CONFIG-202").isEqualTo(value));
			List<JsonObject> updates = new ArrayList<>(tck.seen.stream().filter(message -> updateOf(message, sessionId)
					&& "config_option_update".equals(kind(message))).toList());
			tck.within(QUIET, message -> false);
			tck.seen.stream().filter(message -> updateOf(message, sessionId) && "config_option_update".equals(kind(message)))
					.filter(message -> !updates.contains(message)).forEach(updates::add);
			record("ACP-CONFIG-206", "config_option_update observed: " + !updates.isEmpty());
			for (JsonObject update : updates) {
				Set<String> updated = new HashSet<>();
				update(update).getAsJsonArray("configOptions").forEach(option -> updated.add(option.getAsJsonObject().get("configId").getAsString()));
				assertThat(updated).as("ACP-CONFIG-206").containsAll(ids);
			}

			JsonObject resumed = result(tck.resume(sessionId, null).answer());
			assertThat(resumed.has("configOptions")).as("ACP-CONFIG-203 is not skipped").isTrue();
			assertShape(resumed.getAsJsonArray("configOptions")); // ACP-CONFIG-203
			assertThat(tck.schemaProblems()).as("session/new and the rest validate").isEmpty();
		}
	}

	/** The TCK's 1x1 white PNG, built as it builds it. */
	private static String tinyPng() throws IOException {
		ByteArrayOutputStream png = new ByteArrayOutputStream();
		png.write(new byte[] {(byte) 0x89, 'P', 'N', 'G', '\r', '\n', 0x1a, '\n'});
		ByteArrayOutputStream ihdr = new ByteArrayOutputStream();
		DataOutputStream header = new DataOutputStream(ihdr);
		header.writeInt(1);
		header.writeInt(1);
		header.write(new byte[] {8, 2, 0, 0, 0});
		chunk(png, "IHDR", ihdr.toByteArray());
		ByteArrayOutputStream idat = new ByteArrayOutputStream();
		try (DeflaterOutputStream deflater = new DeflaterOutputStream(idat)) {
			deflater.write(new byte[] {0, (byte) 0xff, (byte) 0xff, (byte) 0xff});
		}
		chunk(png, "IDAT", idat.toByteArray());
		chunk(png, "IEND", new byte[0]);
		return Base64.getEncoder().encodeToString(png.toByteArray());
	}

	private static void chunk(ByteArrayOutputStream png, String tag, byte[] data) throws IOException {
		DataOutputStream out = new DataOutputStream(png);
		out.writeInt(data.length);
		byte[] tagBytes = tag.getBytes(java.nio.charset.StandardCharsets.US_ASCII);
		out.write(tagBytes);
		out.write(data);
		CRC32 crc = new CRC32();
		crc.update(tagBytes);
		crc.update(data);
		out.writeInt((int) crc.getValue());
	}

	@Test
	void everyAdvertisedContentBlockAndMetaIsTaken() throws Exception {
		// ACP-PROMPTCAP-001, ACP-PROMPTCAP-003, ACP-PROMPT-003, ACP-META-001
		try (V2 tck = initialized()) {
			JsonObject prompt = tck.initialized.getAsJsonObject("capabilities").getAsJsonObject("session").getAsJsonObject("prompt");
			assertThat(prompt.keySet()).contains("image", "embeddedContext");
			Turn image = tck.turn(newSession(tck), "[{\"type\":\"text\",\"text\":\"describe this image\"},{\"type\":\"image\",\"data\":\"" + tinyPng()
					+ "\",\"mimeType\":\"image/png\"}]", null);
			result(image.response());
			assertThat(image.idle()).as("ACP-PROMPTCAP-001").isNotNull();
			Path context = Files.writeString(project.resolve("context.txt"), "some embedded context");
			Turn resource = tck.turn(newSession(tck), "[{\"type\":\"text\",\"text\":\"use this context\"},{\"type\":\"resource\",\"resource\":{\"uri\":"
					+ quote(context.toUri()) + ",\"text\":\"some embedded context\",\"mimeType\":\"text/plain\"}}]", null);
			result(resource.response());
			assertThat(resource.idle()).as("ACP-PROMPTCAP-003").isNotNull();
			Turn link = tck.turn(newSession(tck), "[{\"type\":\"text\",\"text\":\"have a look at this\"},{\"type\":\"resource_link\","
					+ "\"uri\":\"file:///tmp/tck-example.txt\",\"name\":\"example.txt\"}]", null);
			result(link.response());
			assertThat(link.idle()).as("ACP-PROMPT-003").isNotNull();
			Turn meta = tck.turn(newSession(tck), text("hi"), "{\"_meta\":{\"traceparent\":\"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\","
					+ "\"tck\":true}}");
			assertThat(nonEmptyString(result(meta.response()).get("messageId"))).as("ACP-META-001").isTrue();
			assertThat(meta.idle()).as("ACP-META-001").isNotNull();
		}
	}

	@Test
	void audioIsTakenWhenAdvertised() throws Exception {
		// ACP-PROMPTCAP-002: gated, as in the TCK, on capabilities.session.prompt.audio
		try (V2 tck = initialized()) {
			assumeTrue(tck.initialized.getAsJsonObject("capabilities").getAsJsonObject("session").getAsJsonObject("prompt").has("audio"),
					"capabilities.session.prompt.audio is not advertised: the TCK skips");
			String wav = "UklGRiwAAABXQVZFZm10IBAAAAABAAEAQB8AAEAfAAABAAgAZGF0YQgAAACAgICAgICAgA=="; // the TCK's 8-sample silent WAV
			Turn audio = tck.turn(newSession(tck), "[{\"type\":\"text\",\"text\":\"describe this audio\"},{\"type\":\"audio\",\"data\":\"" + wav
					+ "\",\"mimeType\":\"audio/wav\"}]", null);
			result(audio.response());
		}
	}

	private static List<JsonObject> ofKind(Turn turn, String kind) {
		return turn.updates().stream().filter(update -> kind.equals(kind(update))).map(AcpTckV2IT::update).toList();
	}

	/** ACP-PATCH-204, ACP-PATCH-208, ACP-ENUM-201, ACP-ENUM-202, ACP-CLIENTCAP-201/202 over a turn with tool calls. */
	private static void assertToolCalls(Turn turn) {
		List<JsonObject> calls = ofKind(turn, "tool_call_update");
		assertThat(calls).as("tool calls are observed (else the TCK skips)").isNotEmpty();
		assertThat(calls).as("ACP-PATCH-204").allMatch(call -> nonEmptyString(call.get("toolCallId")));
		assertThat(ofKind(turn, "tool_call_content_chunk")).as("ACP-PATCH-204")
				.allMatch(chunk -> nonEmptyString(chunk.get("toolCallId")) && chunk.has("content"));
		Map<String, JsonObject> first = new HashMap<>();
		Map<String, JsonElement> names = new HashMap<>();
		for (JsonObject call : calls) {
			String id = call.get("toolCallId").getAsString();
			if (first.putIfAbsent(id, call) == null) {
				assertThat(nonEmptyString(call.get("title"))).as("ACP-PATCH-208: the first update has a title: %s", call).isTrue();
			}
			if (call.has("name") && !call.get("name").isJsonNull()) {
				assertThat(names.computeIfAbsent(id, key -> call.get("name"))).as("ACP-PATCH-208: the name does not change").isEqualTo(call.get("name"));
			}
			if (call.has("kind") && !call.get("kind").isJsonNull()) {
				assertThat(validOpenEnum(call.get("kind"), TOOL_KINDS)).as("ACP-ENUM-201: %s", call.get("kind")).isTrue();
			}
			if (call.has("status") && !call.get("status").isJsonNull()) {
				assertThat(validOpenEnum(call.get("status"), TOOL_STATUSES)).as("ACP-ENUM-201: %s", call.get("status")).isTrue();
			}
			if (call.has("content") && call.get("content").isJsonArray()) {
				call.getAsJsonArray("content").forEach(block -> assertThat(validOpenEnum(block.getAsJsonObject().get("type"),
						Set.of("content", "diff", "terminal"))).as("ACP-ENUM-202: %s", block).isTrue());
			}
		}
		assertThat(turn.updates()).as("ACP-ENUM-202").allMatch(update -> validOpenEnum(update(update).get("sessionUpdate"), SESSION_UPDATE_KINDS));
		assertThat(turn.clientMessages()).extracting(TckClient::method).as("ACP-CLIENTCAP-201/202")
				.allMatch(method -> CLIENT_METHODS.contains(method) && !"elicitation/create".equals(method) || method.startsWith("_"));
	}

	@Test
	void aTurnWithAPermissionAndToolCallsIsReportedAsV2Says() throws Exception {
		// ACP-PERM-201, ACP-PATCH-209, ACP-PATCH-204, ACP-PATCH-208, ACP-ENUM-201, ACP-ENUM-202, ACP-CLIENTCAP-201/202
		try (V2 tck = initialized()) {
			String sessionId = newSession(tck);
			Turn turn = tck.turn(sessionId, text("create a file named tck.txt with hello"), null);
			List<JsonObject> permissions = turn.clientMessages().stream().filter(message -> "session/request_permission".equals(method(message)))
					.toList();
			assertThat(permissions).as("a permission request is observed (else the TCK skips)").isNotEmpty();
			assertThat(schema().problems(permissions.stream().map(JsonObject::toString).toList(), tck.sent)).as("ACP-PERM-201").isEmpty();
			for (JsonObject permission : permissions) {
				JsonObject params = permission.getAsJsonObject("params");
				assertThat(nonEmptyString(params.get("title"))).as("ACP-PERM-201: title").isTrue();
				assertThat(params.getAsJsonArray("options").asList()).as("ACP-PERM-201: options").isNotEmpty().allMatch(option -> List
						.of("optionId", "name", "kind").stream().allMatch(field -> nonEmptyString(option.getAsJsonObject().get(field))));
			}
			assertThat(turn.idle()).as("ACP-PERM-201: the turn reaches its idle").isNotNull();
			List<String> states = ofKind(turn, "state_update").stream().map(update -> update.get("state").getAsString()).toList();
			assertThat(states).as("ACP-PATCH-209").contains("requires_action");
			assertThat(states.subList(states.lastIndexOf("requires_action") + 1, states.size())).as("ACP-PATCH-209: running again")
					.contains("running");
			assertToolCalls(turn);
			assertThat(project.resolve("tck.txt")).hasContent("hello");
		}
	}

	@Test
	void aCommandsTerminalIsReportedAsV2Says() throws Exception {
		// ACP-PATCH-206, ACP-PATCH-207, ACP-PATCH-204, ACP-PATCH-208, ACP-ENUM-201, ACP-ENUM-202, ACP-CLIENTCAP-201/202
		try (V2 tck = initialized()) {
			Turn turn = tck.turn(newSession(tck), text("run echo hi"), null);
			assertThat(turn.idle()).isNotNull();
			List<JsonObject> terminals = ofKind(turn, "terminal_update");
			assertThat(terminals).as("terminal updates are observed (else the TCK skips)").isNotEmpty();
			Map<String, String> cwds = new HashMap<>();
			for (JsonObject terminal : terminals) {
				assertThat(nonEmptyString(terminal.get("terminalId"))).as("ACP-PATCH-206").isTrue();
				if (terminal.has("cwd") && !terminal.get("cwd").isJsonNull()) {
					String cwd = terminal.get("cwd").getAsString();
					assertThat(Path.of(cwd).isAbsolute()).as("ACP-PATCH-206: %s", cwd).isTrue();
					assertThat(cwds.computeIfAbsent(terminal.get("terminalId").getAsString(), id -> cwd)).as("ACP-PATCH-206").isEqualTo(cwd);
				}
			}
			List<String> data = new ArrayList<>();
			ofKind(turn, "terminal_output_chunk").forEach(chunk -> data.add(chunk.get("data").getAsString()));
			terminals.stream().filter(terminal -> terminal.has("output") && terminal.get("output").isJsonObject())
					.forEach(terminal -> data.add(terminal.getAsJsonObject("output").get("data").getAsString()));
			assertThat(data).as("terminal output is observed (else the TCK skips ACP-PATCH-207)").isNotEmpty();
			assertThat(data).as("ACP-PATCH-207: each standalone base64").allSatisfy(chunk -> Base64.getDecoder().decode(chunk));
			assertToolCalls(turn);
		}
	}

	@Test
	void twoPromptsInARowHaveTwoMessageIds() throws Exception {
		// ACP-PATCH-203: as the TCK has it, the second session/prompt sent as soon as the first turn's idle is read;
		// over twenty sessions, so that a race there shows
		try (V2 tck = initialized()) {
			for (int round = 0; round < 20; round++) {
				String sessionId = newSession(tck);
				Turn first = tck.turn(sessionId, text("hi"), null);
				Turn second = tck.turn(sessionId, text("hi"), null);
				assertThat(first.messageId()).as("round %s: the first receipt: %s", round, first.response()).isNotEmpty();
				assertThat(second.messageId()).as("round %s: the second receipt: %s", round, second.response()).isNotEmpty()
						.isNotEqualTo(first.messageId());
			}
		}
	}

	@Test
	void aConcurrentPromptIsRecorded() throws Exception {
		// recorded: ACP-INFO-CONCURRENT-201
		try (V2 tck = initialized()) {
			String sessionId = newSession(tck);
			String firstId = tck.request("session/prompt", "{\"sessionId\":" + quote(sessionId) + ",\"prompt\":" + text("hi") + "}");
			String secondId = tck.request("session/prompt", "{\"sessionId\":" + quote(sessionId) + ",\"prompt\":" + text("hi") + "}");
			Optional<JsonObject> second = tck.within(QUIET, message -> !message.has("method") && secondId.equals(String.valueOf(message.get("id"))));
			record("ACP-INFO-CONCURRENT-201", second.map(answer -> answer.has("error") ? "replied with error code " + code(answer)
					: "replied with a result (no error)").orElse("silent"));
			if (tck.seen.stream().noneMatch(message -> !message.has("method") && firstId.equals(String.valueOf(message.get("id"))))) {
				tck.answer(firstId);
			}
		}
	}

	@Test
	void aPermissionAnsweredWithAnUnderscoreOutcomeIsTolerated() throws Exception {
		// ACP-ENUM-203
		try (V2 tck = initialized()) {
			String sessionId = newSession(tck);
			tck.permissionOutcome = "{\"outcome\":\"_tck/unknown\"}";
			Turn turn = tck.turn(sessionId, text("create a file named enum.txt with x"), null);
			assertThat(turn.clientMessages()).as("a permission request is observed (else the TCK skips)")
					.anyMatch(message -> "session/request_permission".equals(method(message)));
			assertThat(turn.response().has("error") && code(turn.response()) == -32602).as("not -32602: %s", turn.response()).isFalse();
			assertThat(turn.idle()).as("the turn reaches its idle").isNotNull();
		}
	}

	/** A {@code session/resume}'s answer and the updates before it. */
	record Resumed(JsonObject answer, List<JsonObject> updates) {
	}

	/**
	 * One v2 prompt turn as the TCK's {@code run_prompt} sees it: the receipt, the idle that ended it
	 * (null when the prompt was an error), every update and every other message of the agent's during
	 * it; when a trigger was armed, when it was sent ({@link System#nanoTime}), the answers read after it
	 * but the receipt, and the answer to its request.
	 */
	record Turn(JsonObject response, String messageId, boolean runningSeen, JsonObject idle, Long idleAt, List<JsonObject> updates,
			List<JsonObject> clientMessages, Long triggeredAt, List<JsonObject> answersAfterTrigger, JsonObject actionResponse) {

		JsonElement stopReason() {
			return idle == null ? null : update(idle).get("stopReason");
		}

		String stopReasonText() {
			JsonElement stopReason = stopReason();
			return stopReason == null || stopReason.isJsonNull() ? null : stopReason.getAsString();
		}
	}

	/** What {@link V2#turn} sends once the turn runs: a {@code session/cancel} (with its {@code _meta}), or a request. */
	record Interrupt(boolean cancel, String cancelMeta, Action action) {

		static Interrupt cancel(String meta) {
			return new Interrupt(true, meta, null);
		}

		static Interrupt action(Action action) {
			return new Interrupt(false, null, action);
		}
	}

	/** A request sent during a turn; returns its id. */
	@FunctionalInterface
	interface Action {
		String send() throws IOException;
	}

	/** The TCK's v2 mock client: {@link TckClient}, and its v2 prompt turn. */
	static final class V2 extends TckClient {
		/** The TCK's {@code cancel_race_peek} at its default timeout. */
		private static final Duration PEEK = Duration.ofMillis(500);
		private static final Duration CANCEL_WAIT = Duration.ofMillis(500);
		JsonObject initialized;

		V2(Path cwd, Path home) throws IOException {
			super(cwd, home, "--experimental-v2");
		}

		/** The problems the v2 schema finds in every message the agent wrote so far. */
		List<String> schemaProblems() throws IOException {
			return new SchemaCheck(SchemaCheck.V2).problems(messages(lines()), sent);
		}

		Turn turn(String sessionId, String blocks, String extra) throws IOException {
			return turn(sessionId, blocks, extra, null);
		}

		/** The TCK's {@code run_prompt}: the turn ends at its idle (or at an error answer to the prompt). */
		Turn turn(String sessionId, String blocks, String extra, Interrupt trigger) throws IOException {
			JsonObject params = extra == null ? new JsonObject() : JsonParser.parseString(extra).getAsJsonObject();
			params.addProperty("sessionId", sessionId);
			params.add("prompt", JsonParser.parseString(blocks));
			String promptId = request("session/prompt", params.toString());
			String outcome = permissionOutcome;
			TurnState state = new TurnState(promptId, sessionId);
			long deadline = System.nanoTime() + TIMEOUT.toNanos();
			long fireAt = System.nanoTime() + CANCEL_WAIT.toNanos();
			try {
				while (!state.ended()) {
					long now = System.nanoTime();
					if (now >= deadline) {
						throw new AssertionError("session/prompt " + promptId + " did not reach a terminating idle");
					}
					boolean armed = trigger != null && state.triggeredAt == null;
					long wait = armed ? Math.min(deadline - now, fireAt > now ? fireAt - now : Duration.ofMillis(50).toNanos()) : deadline - now;
					Optional<JsonObject> message = next(Duration.ofNanos(wait));
					if (message.isEmpty()) {
						if (armed) {
							fire(trigger, sessionId, state);
						}
						continue;
					}
					boolean wasRunning = state.running;
					state.handle(message.get());
					if (armed && !state.ended() && state.running && !wasRunning) {
						next(PEEK).ifPresent(state::handle);
						if (!state.ended()) {
							fire(trigger, sessionId, state);
						}
					}
				}
				if (!state.error && state.actionId != null && state.actionResponse == null) {
					next(PEEK).ifPresent(state::handle);
				}
			} finally {
				permissionOutcome = outcome;
			}
			JsonElement messageId = state.response.has("result") ? state.response.getAsJsonObject("result").get("messageId") : null;
			return new Turn(state.response, messageId != null && messageId.isJsonPrimitive() ? messageId.getAsString() : null, state.running,
					state.idle, state.idleAt, state.updates, state.clientMessages, state.triggeredAt, state.answersAfterTrigger,
					state.actionResponse);
		}

		private void fire(Interrupt trigger, String sessionId, TurnState state) throws IOException {
			state.triggeredAt = System.nanoTime();
			if (trigger.cancel()) {
				permissionOutcome = CANCELLED;
				notify("session/cancel", "{\"sessionId\":" + quote(sessionId) + (trigger.cancelMeta() == null ? "" : ",\"_meta\":"
						+ trigger.cancelMeta()) + "}");
			}
			if (trigger.action() != null) {
				state.actionId = trigger.action().send();
			}
		}

		/** A {@code session/resume} ({@code replayFrom} when given) and the updates before its answer. */
		Resumed resume(String sessionId, String replayFrom) throws IOException {
			String id = request("session/resume", "{\"sessionId\":" + quote(sessionId) + ",\"cwd\":" + quote(seenCwd()) + (replayFrom == null
					? "" : ",\"replayFrom\":" + replayFrom) + "}");
			List<JsonObject> updates = new ArrayList<>();
			long deadline = System.nanoTime() + TIMEOUT.toNanos();
			while (System.nanoTime() < deadline) {
				Optional<JsonObject> message = next(Duration.ofNanos(deadline - System.nanoTime()));
				if (message.isPresent() && !message.get().has("method") && id.equals(String.valueOf(message.get().get("id")))) {
					return new Resumed(message.get(), updates);
				}
				message.filter(m -> "session/update".equals(method(m))).ifPresent(updates::add);
			}
			throw new AssertionError("no answer to session/resume " + id);
		}

		/** The cwd of the first session/new this client sent. */
		private String seenCwd() {
			return sent.stream().map(line -> JsonParser.parseString(line).getAsJsonObject())
					.filter(message -> "session/new".equals(method(message))).findFirst().orElseThrow()
					.getAsJsonObject("params").get("cwd").getAsString();
		}

		/** What the turn driver has seen of one turn. */
		private final class TurnState {
			final String promptId;
			final String sessionId;
			JsonObject response;
			boolean error;
			boolean running;
			JsonObject idle;
			Long idleAt;
			final List<JsonObject> updates = new ArrayList<>();
			final List<JsonObject> clientMessages = new ArrayList<>();
			final List<JsonObject> answersAfterTrigger = new ArrayList<>();
			Long triggeredAt;
			String actionId;
			JsonObject actionResponse;

			TurnState(String promptId, String sessionId) {
				this.promptId = promptId;
				this.sessionId = sessionId;
			}

			boolean ended() {
				return response != null && (error || idle != null);
			}

			void handle(JsonObject message) {
				String id = message.has("id") ? String.valueOf(message.get("id")) : null;
				if (!message.has("method")) {
					if (triggeredAt != null && idle == null && !promptId.equals(id)) {
						answersAfterTrigger.add(message);
					}
					if (promptId.equals(id)) {
						response = message;
						error = message.has("error");
					} else if (actionId != null && actionId.equals(id)) {
						actionResponse = message;
					}
					return;
				}
				if ("session/update".equals(method(message))) {
					updates.add(message);
					if (updateOf(message, sessionId) && "state_update".equals(kind(message))) {
						String state = update(message).get("state").getAsString();
						JsonElement stopReason = update(message).get("stopReason");
						if (state.equals("running")) {
							running = true;
						} else if (state.equals("idle") && idle == null && (stopReason != null && !stopReason.isJsonNull() || running)) {
							idle = message;
							idleAt = System.nanoTime();
						}
					}
					return;
				}
				clientMessages.add(message);
			}
		}
	}
}
