package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.allow;
import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static io.github.acp4j.agent.ModelStreams.call;
import static io.github.acp4j.agent.ModelStreams.text;
import static io.github.acp4j.agent.ModelStreams.toolCalls;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;
import com.google.inject.util.Modules;

import io.github.acp4j.agent.StrictModel.Api;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.spi.Tools;
import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.StoredMessage;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * Every way a tool call can end leaves a history the real APIs take: after each outcome the next
 * prompt is answered by the strict mock (which refuses an unanswered call, a result without its call
 * or a repeated id with the API's 400), for OpenAI and Anthropic, and again after the session is
 * loaded by a new agent from its file.
 */
class HistoryIntegrityTest {

	/** How the model's tool-call answer ends, in the API's words. */
	enum Outcome {
		RAN, FAILED, REJECTED, CANCELLED_DURING_PERMISSION, CANCELLED_WHILE_RUNNING, NEVER_STARTED, TURN_FAILED,
		TOOL_CRASHED, CUT_AT_THE_TOKEN_LIMIT, FILTERED, REPEATED_IDS
	}

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;
	final MockWebServer model = StrictModel.server();
	final List<AgentHarness> harnesses = new ArrayList<>();

	@BeforeEach
	void start() throws Exception {
		model.start();
		Files.writeString(workspace.resolve("b.txt"), "bee\n");
	}

	@AfterEach
	void stop() throws Exception {
		for (AgentHarness harness : harnesses) {
			harness.close();
		}
		model.close();
	}

	/** A tool whose bug is beyond what a tool's failure covers: it throws an Error, which ends the turn. */
	public static final class CrashingTool {
		@io.github.acp4j.agent.spi.Tool(description = "Crashes", permission = PermissionClass.NONE)
		public String crash() {
			throw new StackOverflowError();
		}
	}

	private AgentHarness agent(Api api) throws Exception {
		AgentHarness harness = new AgentHarness(Modules.override(new AgentModule(AgentConfig.builder(sessions)
				.maxTurnRequests(10).contextWindow(128_000).build(), ModelStreams.environment(api, model)))
				.with(binder -> binder.install(Tools.from(new CrashingTool()))));
		harnesses.add(harness);
		harness.initialize();
		return harness;
	}

	static Stream<Arguments> outcomes() {
		return Stream.of(Api.values()).flatMap(api -> Stream.of(Outcome.values()).map(outcome -> Arguments.of(api, outcome)));
	}

	/** Plays one outcome in a new session and returns the turn's stop reason, or null when it answered with an error. */
	private StopReason play(AgentHarness agent, String session, Api api, Outcome outcome) throws Exception {
		boolean openAi = api == Api.OPENAI;
		String[] write = call("c1", "write_file", "{\"path\":\"a.txt\",\"content\":\"hi\"}");
		String[] read = call("c2", "read_file", "{\"path\":\"b.txt\"}");
		switch (outcome) {
		case RAN -> {
			model.enqueue(toolCalls(api, openAi ? "tool_calls" : "tool_use", read));
			model.enqueue(text(api, "read it"));
		}
		case FAILED -> {
			model.enqueue(toolCalls(api, openAi ? "tool_calls" : "tool_use", call("c1", "read_file", "{\"path\":\"missing.txt\"}")));
			model.enqueue(text(api, "no such file"));
		}
		case REJECTED -> {
			agent.permissionPolicy = request -> allow("reject_once");
			model.enqueue(toolCalls(api, openAi ? "tool_calls" : "tool_use", write, read));
			model.enqueue(text(api, "rejected"));
		}
		case CANCELLED_DURING_PERMISSION -> {
			// The write waits for the user when the turn is cancelled; the read after it never starts.
			agent.permissionPolicy = request -> null;
			model.enqueue(toolCalls(api, openAi ? "tool_calls" : "tool_use", write, read));
			CompletableFuture<PromptResponse> turn = agent.prompt(session, "write a.txt then read b.txt");
			assertThat(agent.pendingPermissions.poll(AgentHarness.TIMEOUT, TimeUnit.SECONDS)).isNotNull();
			agent.agent.cancel(CancelNotification.of(session));
			return await(turn).stopReason();
		}
		case CANCELLED_WHILE_RUNNING, NEVER_STARTED -> {
			// The command runs (full access: without asking) when the turn is cancelled; the read after it never starts.
			await(agent.agent.setSessionMode(SetSessionModeRequest.of(session, "full-access")));
			String[] sleep = call("c1", "run_shell_command", "{\"command\":\"sleep 60\"}");
			model.enqueue(outcome == Outcome.NEVER_STARTED ? toolCalls(api, openAi ? "tool_calls" : "tool_use", sleep, read)
					: toolCalls(api, openAi ? "tool_calls" : "tool_use", sleep));
			CompletableFuture<PromptResponse> turn = agent.prompt(session, "sleep, then read b.txt");
			long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(AgentHarness.TIMEOUT);
			while (agent.updates(session).stream()
					.noneMatch(u -> u instanceof ToolCallUpdate && ((ToolCallUpdate) u).status() == ToolCallStatus.IN_PROGRESS)) {
				assertThat(System.nanoTime()).as("the command started").isLessThan(deadline);
				Thread.sleep(1);
			}
			agent.agent.cancel(CancelNotification.of(session));
			return await(turn).stopReason();
		}
		case TURN_FAILED -> {
			// The read runs; the model's answer to its result makes no sense, which fails the turn.
			model.enqueue(toolCalls(api, openAi ? "tool_calls" : "tool_use", read));
			model.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/event-stream").body("data: garbage\n\n").build());
			assertThat(error(agent.prompt(session, "read b.txt")).getResponseError().getCode()).isEqualTo(-32603);
			return null;
		}
		case TOOL_CRASHED -> {
			// The crash ends the turn; the read after it never starts.
			model.enqueue(toolCalls(api, openAi ? "tool_calls" : "tool_use", call("c1", "crash", "{}"), read));
			assertThat(error(agent.prompt(session, "crash")).getResponseError().getCode()).isEqualTo(-32603);
			return null;
		}
		case CUT_AT_THE_TOKEN_LIMIT -> model.enqueue(toolCalls(api, openAi ? "length" : "max_tokens", write));
		case FILTERED -> model.enqueue(toolCalls(api, openAi ? "content_filter" : "refusal", write));
		case REPEATED_IDS -> {
			model.enqueue(toolCalls(api, openAi ? "tool_calls" : "tool_use", call("c1", "read_file", "{\"path\":\"b.txt\"}"),
					call("c1", "list_directory", "{}")));
			model.enqueue(text(api, "both"));
		}
		}
		return await(agent.prompt(session, "go")).stopReason();
	}

	private static StopReason expected(Outcome outcome) {
		return switch (outcome) {
		case CANCELLED_DURING_PERMISSION, CANCELLED_WHILE_RUNNING, NEVER_STARTED -> StopReason.CANCELLED;
		case TURN_FAILED, TOOL_CRASHED -> null;
		case CUT_AT_THE_TOKEN_LIMIT -> StopReason.MAX_TOKENS;
		case FILTERED -> StopReason.REFUSAL;
		default -> StopReason.END_TURN;
		};
	}

	@ParameterizedTest(name = "{0} {1}")
	@MethodSource("outcomes")
	void afterEveryOutcomeTheNextPromptIsAcceptedAlsoAfterALoad(Api api, Outcome outcome) throws Exception {
		AgentHarness first = agent(api);
		String session = first.newSession(workspace);
		assertThat(play(first, session, api, outcome)).isEqualTo(expected(outcome));
		first.permissionPolicy = request -> allow("allow_once");

		model.enqueue(text(api, "again"));
		assertThat(await(first.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(StrictModel.of(model).refused()).isEmpty();
		assertThat(workspace.resolve("a.txt")).doesNotExist();
		first.close();
		harnesses.remove(first);

		AgentHarness second = agent(api);
		await(second.agent.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), session)));
		model.enqueue(text(api, "loaded"));
		assertThat(await(second.prompt(session, "after the load")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(StrictModel.of(model).refused()).isEmpty();

		String last = lastRequest();
		for (String kept : kept(outcome)) {
			assertThat(last).as("kept in the session file").contains(kept);
		}
	}

	@ParameterizedTest(name = "{0} {1}")
	@MethodSource("outcomes")
	void afterEveryOutcomeALoadShowsEachToolCallAsItEnded(Api api, Outcome outcome) throws Exception {
		AgentHarness first = agent(api);
		String session = first.newSession(workspace);
		play(first, session, api, outcome);
		Map<String, String> before = shownCalls(first.updates(session));
		first.close();
		harnesses.remove(first);

		AgentHarness second = agent(api);
		await(second.agent.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), session)));
		assertThat(shownCalls(second.updates(session))).isEqualTo(before);
	}

	/** Each tool call a client was shown, by id: its title and the status it ended with. */
	private static Map<String, String> shownCalls(List<SessionUpdate> updates) {
		Map<String, String> titles = new LinkedHashMap<>();
		Map<String, ToolCallStatus> statuses = new LinkedHashMap<>();
		for (SessionUpdate update : updates) {
			if (update instanceof ToolCall call) {
				titles.put(call.toolCallId(), call.title());
				statuses.put(call.toolCallId(), call.status());
			} else if (update instanceof ToolCallUpdate call && call.status() != null) {
				statuses.put(call.toolCallId(), call.status());
			}
		}
		Map<String, String> shown = new LinkedHashMap<>();
		titles.forEach((id, title) -> shown.put(id, title + ": " + statuses.get(id)));
		return shown;
	}

	/** What the request after the load still carries of the outcome: the ids made unique, or the results of the calls. */
	private static List<String> kept(Outcome outcome) {
		return switch (outcome) {
		case REPEATED_IDS -> List.of("\"c1\"", "\"c1_2\"");
		case CANCELLED_WHILE_RUNNING -> List.of("Cancelled by the user while it ran");
		case NEVER_STARTED -> List.of("Cancelled by the user while it ran", "Not run: the user cancelled the turn at an earlier call");
		case TURN_FAILED -> List.of("bee");
		case TOOL_CRASHED -> List.of("Not run: the turn failed before this call finished.");
		default -> List.of();
		};
	}

	/** The body of the last request the model received, skipping back over nothing. */
	private String lastRequest() throws InterruptedException {
		String last = null;
		for (RecordedRequest request = model.takeRequest(0, TimeUnit.SECONDS); request != null; request = model.takeRequest(0,
				TimeUnit.SECONDS)) {
			last = request.getBody().utf8();
		}
		return last;
	}

	@Test
	void aSessionFileWrittenWithADanglingCallIsRepairedOnLoad() throws Exception {
		// Written the way the agent wrote it before: the call, then no result, then the next prompt.
		String id = "dangling-session";
		SessionStore store = new JsonlSessionStore(sessions);
		try (SessionStore.Log log = store.create(SessionHeader.of(id, workspace.toString(), Instant.now(), "workspace-write", "openai/gpt-4o-mini"))) {
			log.append(StoredMessage.of(ChatMessage.user("write a.txt"), List.of()));
			log.append(StoredMessage.of(ChatMessage.assistant("", null, null, List.of(ToolCallRequest.of("call_old", "write_file", "{\"path\":\"a.txt\",\"content\":\"hi\"}"))), List.of()));
		}
		AgentHarness agent = agent(Api.OPENAI);
		await(agent.agent.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), id)));
		model.enqueue(text(Api.OPENAI, "fine"));

		assertThat(await(agent.prompt(id, "and now?")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(StrictModel.of(model).refused()).isEmpty();
		JsonArray messages = JsonParser.parseString(lastRequest()).getAsJsonObject().getAsJsonArray("messages");
		assertThat(messages.toString()).contains("\"tool_call_id\":\"call_old\"");
	}

	@Test
	void aSessionFileWithRolesWrittenAsStringsLoadsAndResumes() throws Exception {
		// Lines as the agent has always written them: the role by its name ("user"), not LSP4J's enum number.
		String id = "named-roles";
		try (SessionStore.Log log = new JsonlSessionStore(sessions).create(SessionHeader.of(id, workspace.toString(), Instant.now(), "workspace-write", "anthropic/claude"))) {
			log.sync();
		}
		Path file;
		try (Stream<Path> files = Files.walk(sessions)) {
			file = files.filter(p -> p.getFileName().toString().equals(id + ".jsonl")).findFirst().orElseThrow();
		}
		Files.writeString(file, String.join("\n",
				"{\"type\":\"message\",\"message\":{\"role\":\"user\",\"text\":\"read b.txt\",\"toolCalls\":[],\"images\":[]},\"replay\":[]}",
				"{\"type\":\"message\",\"message\":{\"role\":\"assistant\",\"text\":\"\",\"toolCalls\":[{\"id\":\"c1\",\"name\":\"read_file\","
						+ "\"arguments\":\"{\\\"path\\\":\\\"b.txt\\\"}\"}],\"images\":[]},\"replay\":[]}",
				"{\"type\":\"message\",\"message\":{\"role\":\"tool\",\"text\":\"bee\",\"toolCalls\":[],\"toolCallId\":\"c1\",\"images\":[]},\"replay\":[]}",
				"{\"type\":\"message\",\"message\":{\"role\":\"assistant\",\"text\":\"It says bee.\",\"toolCalls\":[],\"images\":[]},\"replay\":[]}",
				""), StandardOpenOption.APPEND);
		assertThat(new JsonlSessionStore(sessions).read(id).orElseThrow().messages()).extracting(m -> m.message().role())
				.containsExactly(ChatMessage.Role.USER, ChatMessage.Role.ASSISTANT, ChatMessage.Role.TOOL, ChatMessage.Role.ASSISTANT);

		AgentHarness agent = agent(Api.ANTHROPIC);
		await(agent.agent.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), id)));
		model.enqueue(text(Api.ANTHROPIC, "fine"));
		assertThat(await(agent.prompt(id, "and now?")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(StrictModel.of(model).refused()).isEmpty();
		assertThat(lastRequest()).contains("It says bee.", "\"tool_use_id\":\"c1\"");
		assertThat(Files.readString(file)).contains("{\"role\":\"user\",\"text\":\"and now?\"");
	}
}
