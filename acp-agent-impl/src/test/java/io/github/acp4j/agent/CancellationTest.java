package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.TIMEOUT;
import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static io.github.acp4j.agent.OpenAiStreams.delta;
import static io.github.acp4j.agent.OpenAiStreams.finish;
import static io.github.acp4j.agent.OpenAiStreams.sse;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonObject;
import com.google.inject.Module;
import com.google.inject.util.Modules;

import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.Tools;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.ForkSessionRequest;
import io.github.acp4j.api.types.ForkSessionResponse;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SessionInfoUpdate;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UsageUpdate;

/**
 * session/cancel while the model streams, while a tool runs, and while a permission request is
 * pending: each turn answers cancelled, nothing of it follows the answer, and the session takes the
 * next prompt. The answer is the last thing of the turn on the wire, read as the client reads it: a
 * cancelled or closed turn first cancels its requests to the client, kills and releases its client
 * terminal and gives the tool call in hand its last update; then it answers and sends nothing more,
 * neither an update nor a request (a client like acpx exits on that answer).
 */
class CancellationTest {

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;
	StallingServer model;
	AgentHarness harness;
	String session;

	@BeforeEach
	void start() throws Exception {
		model = new StallingServer();
		start(agent(), ClientCapabilities.builder().build());
	}

	private Module agent() {
		return new AgentModule(AgentConfig.builder(sessions).maxTurnRequests(10).contextWindow(128_000).build(),
				Map.of("OPENAI_API_KEY", "sk-cancel-test-0000", "OPENAI_BASE_URL", model.baseUrl(), "OPENAI_MODELS", StrictModel.NO_LIST));
	}

	/** (Re)starts the agent with {@code module} for a client with {@code capabilities}, and opens a session. */
	private void start(Module module, ClientCapabilities capabilities) throws Exception {
		if (harness != null) {
			harness.close();
		}
		harness = new AgentHarness(module);
		harness.initialize(capabilities);
		session = harness.newSession(workspace);
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		model.close();
	}

	/** Prompts, and counts the session's updates at the moment the answer is read. */
	private CompletableFuture<PromptResponse> prompt(String text, AtomicInteger updatesAtAnswer) {
		return harness.prompt(session, text).thenApply(response -> {
			updatesAtAnswer.set(harness.updates(session).size());
			return response;
		});
	}

	private void waitFor(Predicate<List<SessionUpdate>> condition) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT);
		while (!condition.test(harness.updates(session))) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("no such update within " + TIMEOUT + " s: " + harness.updates(session));
			}
			Thread.sleep(10);
		}
	}

	private void cancel() {
		harness.agent.cancel(CancelNotification.of(session));
	}

	/** After a cancelled turn: the next prompt works, and nothing of the old turn came after its answer. */
	private void nextPromptWorks(int updatesAtAnswer) throws Exception {
		model.complete(sse(delta("{\"content\":\"again\"}"), finish("stop"), "[DONE]"));
		assertThat(await(harness.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
		List<SessionUpdate> after = harness.updates(session).subList(updatesAtAnswer, harness.updates(session).size());
		// The next turn's answer, its usage, then (after the first completed turn) the session's title.
		assertThat(after.get(0)).isEqualTo(AgentMessageChunk.of(TextContent.of("again")));
		assertThat(after.get(1)).isInstanceOf(UsageUpdate.class);
		assertThat(after.subList(2, after.size())).allSatisfy(update -> assertThat(update).isInstanceOf(SessionInfoUpdate.class));
	}

	@Test
	void cancelWhileTheModelStreams() throws Exception {
		model.stallAfter(sse(delta("{\"content\":\"partial \"}")));
		AtomicInteger atAnswer = new AtomicInteger();
		CompletableFuture<PromptResponse> turn = prompt("stream", atAnswer);
		waitFor(updates -> !updates.isEmpty());
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		cancel(); // harmless when repeated
		nextPromptWorks(atAnswer.get());
	}

	/**
	 * session/cancel, and an input that ends (stdio EOF), while the model streams: what the client was
	 * shown of the answer, thoughts and text, is saved with the cancelled turn, so a load replays it and
	 * the next request carries it and is one the strict model takes.
	 */
	@ParameterizedTest(name = "{0}")
	@ValueSource(strings = { "session/cancel", "end of input" })
	void aTurnEndedWhileTheModelStreamsKeepsWhatTheClientWasShown(String end) throws Exception {
		model.stallAfter(sse(delta("{\"reasoning_content\":\"pondering \"}"), delta("{\"content\":\"partial \"}")));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "stream");
		waitFor(updates -> updates.stream().anyMatch(AgentMessageChunk.class::isInstance));
		if (end.equals("session/cancel")) {
			cancel();
			assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		}
		harness.close();

		harness = new AgentHarness(agent());
		harness.initialize();
		await(harness.agent.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), session)));
		List<SessionUpdate> replayed = List.copyOf(harness.updates(session));
		model.complete(sse(delta("{\"content\":\"again\"}"), finish("stop"), "[DONE]"));
		assertThat(await(harness.prompt(session, "go on")).stopReason()).isEqualTo(StopReason.END_TURN);

		assertThat(replayed).contains(AgentThoughtChunk.of(TextContent.of("pondering ")), AgentMessageChunk.of(TextContent.of("partial ")));
		assertThat(model.requests()).hasSize(2);
		assertThat(model.requests().get(1)).contains("\"content\":\"partial \"");
	}

	/**
	 * A turn cancelled while the model only thought keeps nothing of it: an assistant message without
	 * text or tool calls is one strict OpenAI-compatible servers refuse, so the next prompt would fail.
	 */
	@Test
	void aTurnCancelledWhileTheModelOnlyThoughtRecordsNoAnswer() throws Exception {
		model.stallAfter(sse(delta("{\"reasoning_content\":\"pondering \"}")));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "stream");
		waitFor(updates -> updates.stream().anyMatch(AgentThoughtChunk.class::isInstance));
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);

		model.complete(sse(delta("{\"content\":\"again\"}"), finish("stop"), "[DONE]"));
		assertThat(await(harness.prompt(session, "go on")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(model.requests().get(1)).doesNotContain("\"role\":\"assistant\"");
	}

	@Test
	void aCancelSentRightBehindItsPromptCancelsTheTurn() throws Exception {
		model.stallAfter(sse(delta("{\"content\":\"partial \"}")));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "stream");
		// Without waiting for the turn to start. (Whether the model was asked yet varies, so no next prompt.)
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
	}

	@Test
	void cancelWhileAToolRunsKillsTheProcess() throws Exception {
		await(harness.agent.setSessionMode(SetSessionModeRequest.of(session, "full-access")));
		model.complete(sse(delta("{\"tool_calls\":[{\"index\":0,\"id\":\"t1\",\"function\":{\"name\":\"run_shell_command\","
				+ "\"arguments\":\"{\\\"command\\\":\\\"echo $$ > pid.txt; exec sleep 60\\\"}\"}}]}"), finish("tool_calls"), "[DONE]"));
		AtomicInteger atAnswer = new AtomicInteger();
		CompletableFuture<PromptResponse> turn = prompt("run", atAnswer);
		waitFor(updates -> updates.stream().anyMatch(
				u -> u instanceof ToolCallUpdate && ((ToolCallUpdate) u).status() == ToolCallStatus.IN_PROGRESS));
		Path pidFile = workspace.resolve("pid.txt");
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT);
		while (!Files.exists(pidFile) || Files.readString(pidFile).isBlank()) {
			assertThat(System.nanoTime()).as("the command started").isLessThan(deadline);
			Thread.sleep(10);
		}
		long pid = Long.parseLong(Files.readString(pidFile).trim());
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		ProcessHandle.of(pid).ifPresent(process -> process.onExit().orTimeout(TIMEOUT, TimeUnit.SECONDS).join());
		assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).isNotEqualTo(Optional.of(true));
		nextPromptWorks(atAnswer.get());
	}

	@Test
	void cancelWhilePermissionIsPendingCancelsTheRequestAndWritesNothing() throws Exception {
		harness.permissionPolicy = request -> null;
		model.complete(sse(delta("{\"tool_calls\":[{\"index\":0,\"id\":\"w1\",\"function\":{\"name\":\"write_file\","
				+ "\"arguments\":\"{\\\"path\\\":\\\"w.txt\\\",\\\"content\\\":\\\"w\\\"}\"}}]}"), finish("tool_calls"), "[DONE]"));
		AtomicInteger atAnswer = new AtomicInteger();
		CompletableFuture<PromptResponse> turn = prompt("write", atAnswer);
		CompletableFuture<?> pending = harness.pendingPermissions.poll(TIMEOUT, TimeUnit.SECONDS);
		assertThat(pending).isNotNull();

		// A second prompt while the turn waits is refused.
		assertThat(error(harness.prompt(session, "busy")).getResponseError().getCode()).isEqualTo(-32600);

		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		// The agent sent $/cancel_request for the permission request, which cancelled it here.
		pending.handle((r, e) -> null).get(TIMEOUT, TimeUnit.SECONDS);
		assertThat(pending).isCancelled();
		assertThat(workspace.resolve("w.txt")).doesNotExist();
		nextPromptWorks(atAnswer.get());
	}

	@Test
	void usageReportsTheContextTheLastCallSent() throws Exception {
		model.complete(sse(delta("{\"content\":\"hi\"}"), finish("stop"), OpenAiStreams.usage(5, 2), "[DONE]"));
		await(harness.prompt(session, "hi"));
		assertThat(harness.updates(session)).contains(UsageUpdate.of(5L, 128_000L));
	}

	@Test
	void cancelRequestOnThePromptItselfStopsTheTurn() throws Exception {
		harness.permissionPolicy = request -> null;
		model.complete(sse(delta("{\"tool_calls\":[{\"index\":0,\"id\":\"w1\",\"function\":{\"name\":\"write_file\","
				+ "\"arguments\":\"{\\\"path\\\":\\\"c.txt\\\",\\\"content\\\":\\\"c\\\"}\"}}]}"), finish("tool_calls"), "[DONE]"));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "write");
		CompletableFuture<?> pending = harness.pendingPermissions.poll(TIMEOUT, TimeUnit.SECONDS);
		assertThat(pending).isNotNull();
		turn.cancel(true); // sends $/cancel_request for the prompt
		pending.handle((r, e) -> null).get(TIMEOUT, TimeUnit.SECONDS);
		assertThat(pending).isCancelled();
		assertThat(workspace.resolve("c.txt")).doesNotExist();
		model.complete(sse(delta("{\"content\":\"again\"}"), finish("stop"), "[DONE]"));
		assertThat(await(harness.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
	}

	private static String call(int index, String id, String name, String arguments) {
		return delta("{\"tool_calls\":[{\"index\":" + index + ",\"id\":\"" + id + "\",\"type\":\"function\",\"function\":{\"name\":\""
				+ name + "\",\"arguments\":" + OpenAiStreams.quote(arguments) + "}}]}");
	}

	private static final String TWO_WRITES_TEXT = delta("{\"content\":\"Writing two files. \"}");
	private static final String WRITE_ONE = call(0, "w1", "write_file", "{\"path\":\"one.txt\",\"content\":\"1\"}");
	private static final String WRITE_TWO = call(1, "w2", "write_file", "{\"path\":\"two.txt\",\"content\":\"2\"}");

	private void waitForMessage(Predicate<List<JsonObject>> condition) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT);
		while (!condition.test(harness.received)) {
			assertThat(System.nanoTime()).as("waiting for the agent: %s", harness.received).isLessThan(deadline);
			Thread.sleep(10);
		}
	}

	/** A message as the assertions name it: its method (and update kind and status), or the prompt's answer. */
	private static String name(JsonObject message) {
		if (!message.has("method")) {
			JsonObject result = message.has("result") && message.get("result").isJsonObject() ? message.getAsJsonObject("result") : null;
			return result != null && result.has("stopReason") ? "answer " + result.get("stopReason").getAsString() : "response";
		}
		String method = message.get("method").getAsString();
		if (method.equals("session/update")) {
			JsonObject update = message.getAsJsonObject("params").getAsJsonObject("update");
			return "update " + update.get("sessionUpdate").getAsString() + (update.has("status") ? " " + update.get("status").getAsString() : "");
		}
		return method;
	}

	/**
	 * Makes one more round trip on the connection, so that anything the agent still sent has arrived,
	 * asserts that only answers came after the prompt's answer, and returns the names of the messages
	 * up to that answer.
	 */
	private List<String> nothingOfTheTurnAfterItsAnswer() throws Exception {
		await(harness.agent.listSessions(ListSessionsRequest.of()));
		List<JsonObject> received = List.copyOf(harness.received);
		int answer = received.stream().map(CancellationTest::name).toList().indexOf("answer cancelled");
		assertThat(answer).as("the cancelled answer in %s", received).isNotNegative();
		assertThat(received.subList(answer + 1, received.size())).as("after the answer").allSatisfy(
				message -> assertThat(message.has("method")).as("%s", message).isFalse());
		return received.subList(0, answer + 1).stream().map(CancellationTest::name).toList();
	}

	/** The id of the first request of {@code method}, and whether a {@code $/cancel_request} for it was sent. */
	private boolean cancelledRequest(String method) {
		String id = harness.received.stream().filter(m -> method.equals(name(m))).findFirst().orElseThrow().get("id").getAsString();
		return harness.received.stream().anyMatch(m -> "$/cancel_request".equals(name(m))
				&& m.getAsJsonObject("params").get("requestId").getAsString().equals(id));
	}

	/** The text of the last update of the turn's tool call. */
	private String lastToolCallText() {
		return harness.received.stream().filter(m -> name(m).equals("update tool_call_update failed")).reduce((a, b) -> b)
				.orElseThrow().getAsJsonObject("params").getAsJsonObject("update").toString();
	}

	@Test
	void cancelDuringAPendingPermissionCancelsItThenEndsTheCallThenAnswers() throws Exception {
		harness.permissionPolicy = request -> null;
		model.complete(sse(WRITE_ONE, finish("tool_calls"), "[DONE]"));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "write");
		assertThat(harness.pendingPermissions.poll(TIMEOUT, TimeUnit.SECONDS)).isNotNull();
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		assertThat(nothingOfTheTurnAfterItsAnswer()).containsSubsequence("update tool_call pending", "session/request_permission",
				"$/cancel_request", "update tool_call_update failed", "answer cancelled");
		assertThat(cancelledRequest("session/request_permission")).isTrue();
		assertThat(lastToolCallText()).contains("Cancelled by the user before it ran");
		assertThat(workspace.resolve("one.txt")).doesNotExist();
	}

	/** Starts {@code sleep 30} in a client terminal and waits until the agent waits for it. */
	private CompletableFuture<PromptResponse> runInAClientTerminal() throws Exception {
		start(agent(), ClientRoutesTest.EDITOR);
		model.complete(sse(call(0, "c1", "run_shell_command", "{\"command\":\"sleep 30\"}"), finish("tool_calls"), "[DONE]"));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "sleep");
		waitForMessage(received -> received.stream().anyMatch(m -> name(m).equals("terminal/wait_for_exit")));
		return turn;
	}

	@Test
	void cancelWhileAClientTerminalRunsKillsAndReleasesItBeforeTheAnswer() throws Exception {
		CompletableFuture<PromptResponse> turn = runInAClientTerminal();
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		assertThat(nothingOfTheTurnAfterItsAnswer()).containsSubsequence("terminal/create", "terminal/wait_for_exit",
				"terminal/kill", "terminal/release", "update tool_call_update failed", "answer cancelled");
		assertThat(lastToolCallText()).contains("Cancelled by the user while it ran");
		assertThat(harness.editor.openTerminals()).isZero();
	}

	@Test
	void aClientThatDoesNotAnswerKillAndReleaseDoesNotHoldTheAnswerUp() throws Exception {
		CompletableFuture<PromptResponse> turn = runInAClientTerminal();
		harness.editor.cleanUpUnanswered = true;
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		// Each clean-up request is given up after a short while, and cancelled before the answer.
		assertThat(nothingOfTheTurnAfterItsAnswer()).containsSubsequence("terminal/kill", "$/cancel_request", "terminal/release",
				"$/cancel_request", "update tool_call_update failed", "answer cancelled");
		assertThat(cancelledRequest("terminal/kill")).isTrue();
		assertThat(cancelledRequest("terminal/release")).isTrue();
	}

	@Test
	void cancelWhileTheClientWritesAFileWithdrawsTheWriteThenEndsTheCallThenAnswers() throws Exception {
		start(agent(), ClientRoutesTest.EDITOR);
		harness.editor.holdWrites = true;
		model.complete(sse(WRITE_ONE, finish("tool_calls"), "[DONE]"));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "write");
		waitForMessage(received -> received.stream().anyMatch(m -> name(m).equals("fs/write_text_file")));
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		assertThat(nothingOfTheTurnAfterItsAnswer()).containsSubsequence("session/request_permission", "fs/write_text_file",
				"$/cancel_request", "update tool_call_update failed", "answer cancelled");
		assertThat(cancelledRequest("fs/write_text_file")).isTrue();
		assertThat(lastToolCallText()).contains("Cancelled by the user while it ran");
	}

	@Test
	void aPromptSentRightBehindTheCancelIsTakenAndRunsAfterTheCancelledAnswer() throws Exception {
		CompletableFuture<PromptResponse> turn = runInAClientTerminal();
		harness.editor.cleanUpUnanswered = true; // the cancelled turn takes a while to answer
		cancel();
		model.complete(sse(delta("{\"content\":\"again\"}"), finish("stop"), "[DONE]"));
		assertThat(await(harness.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(turn).isCompleted();
		List<String> names = harness.received.stream().map(CancellationTest::name).toList();
		assertThat(names.subList(names.indexOf("answer cancelled"), names.size())).containsSubsequence("answer cancelled",
				"update agent_message_chunk", "answer end_turn");
	}

	@Test
	void closeDuringATurnAnswersItFirstWithNothingAfter() throws Exception {
		CompletableFuture<PromptResponse> turn = runInAClientTerminal();
		await(harness.agent.closeSession(CloseSessionRequest.of(session)));
		assertThat(turn).isCompleted();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		assertThat(nothingOfTheTurnAfterItsAnswer()).containsSubsequence("terminal/kill", "terminal/release",
				"update tool_call_update failed", "answer cancelled");
		assertThat(harness.editor.openTerminals()).isZero();
	}

	@Test
	void cancelWhileTheModelStreamsTwoWritesAsksNothing() throws Exception {
		model.stallAfter(sse(TWO_WRITES_TEXT, WRITE_ONE, WRITE_TWO));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "write two");
		waitForMessage(received -> received.stream().anyMatch(m -> name(m).equals("update agent_message_chunk")));
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		assertThat(nothingOfTheTurnAfterItsAnswer()).doesNotContain("session/request_permission", "update tool_call pending");
		assertThat(harness.permissionRequests).isEmpty();
	}

	@Test
	void cancelAsTheModelsAnswerArrivesAsksNothingAfterTheAnswer() throws Exception {
		CountDownLatch held = new CountDownLatch(1);
		CountDownLatch release = new CountDownLatch(1);
		// The turn is held while it records the model's answer with the two calls: the cancel lands there.
		start(Modules.override(agent()).with(binder -> binder.bind(SessionStore.class)
				.toInstance(new HookedStore(new JsonlSessionStore(sessions), message -> {
					if (!message.message().toolCalls().isEmpty()) {
						held.countDown();
						try {
							release.await(TIMEOUT, TimeUnit.SECONDS);
						} catch (InterruptedException e) {
							Thread.currentThread().interrupt();
						}
					}
				}))), ClientCapabilities.builder().build());
		model.complete(sse(TWO_WRITES_TEXT, WRITE_ONE, WRITE_TWO, finish("tool_calls"), "[DONE]"));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "write two");
		assertThat(held.await(TIMEOUT, TimeUnit.SECONDS)).isTrue();
		cancel();
		// Answered after the cancel ran (the session's requests are handled in order).
		await(harness.agent.setSessionMode(SetSessionModeRequest.of(session, "workspace-write")));
		release.countDown();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		assertThat(nothingOfTheTurnAfterItsAnswer()).doesNotContain("session/request_permission", "$/cancel_request");
		assertThat(harness.permissionRequests).isEmpty();
		assertThat(workspace.resolve("one.txt")).doesNotExist();
	}
	/** A tool that blocks until released and ignores the cancel, as one stuck in the kernel (a FIFO's open) does. */
	public static final class StuckTool {
		final CountDownLatch release = new CountDownLatch(1);

		@io.github.acp4j.agent.spi.Tool(description = "Blocks until the test releases it", permission = PermissionClass.NONE)
		public String stuck() {
			while (true) {
				try {
					release.await();
					return "released";
				} catch (InterruptedException ignored) {
					// like a thread in an uninterruptible system call
				}
			}
		}
	}

	@Test
	void aTurnStuckInAToolThatIgnoresTheCancelHoldsNoLaterPromptForever() throws Exception {
		StuckTool stuck = new StuckTool();
		start(Modules.override(agent()).with(binder -> {
			binder.install(Tools.from(stuck));
			binder.bind(Duration.class).annotatedWith(CancelGrace.class).toInstance(Duration.ofMillis(300));
		}), ClientCapabilities.builder().build());
		model.complete(sse(call(0, "s1", "stuck", "{}"), finish("tool_calls"), "[DONE]"));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "stick");
		waitFor(updates -> updates.stream().anyMatch(
				u -> u instanceof ToolCallUpdate && ((ToolCallUpdate) u).status() == ToolCallStatus.IN_PROGRESS));
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);

		// The stuck thread still holds the history: the next prompt is answered, with an error that says why.
		ResponseErrorException refused = error(harness.prompt(session, "next"));
		assertThat(refused.getResponseError().getCode()).isEqualTo(-32603);
		assertThat(refused.getResponseError().getMessage()).contains("previous turn", "still stopping");

		// Once the tool returns, the session takes prompts again, its history whole for the strict model.
		stuck.release.countDown();
		model.complete(sse(delta("{\"content\":\"again\"}"), finish("stop"), "[DONE]"));
		assertThat(await(harness.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
	}

	@Test
	void aCancelIsNotHeldBehindAForkOfTheSameSessionWhoseServersStillStart() throws Exception {
		harness.permissionPolicy = request -> null;
		model.complete(sse(call(0, "f1", "write_file", "{\"path\":\"f.txt\",\"content\":\"f\"}"), finish("tool_calls"), "[DONE]"));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "write");
		assertThat(harness.pendingPermissions.poll(TIMEOUT, TimeUnit.SECONDS)).isNotNull();
		// An MCP server that never answers its initialize: the fork answers only at the start timeout.
		CompletableFuture<ForkSessionResponse> fork = harness.drafts.forkSession(ForkSessionRequest.builder(session,
				workspace.toString()).mcpServers(List.of(McpServerStdio.of("silent", "/bin/sleep", List.of("600"),
				List.of()))).build());

		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		assertThat(fork).as("the fork is still starting its server").isNotDone();
		assertThat(workspace.resolve("f.txt")).doesNotExist();
	}
}
