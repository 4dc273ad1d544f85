package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.logging.Level;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.StoredSession;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.DeleteSessionRequest;
import io.github.acp4j.api.types.IdleStateUpdate;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.RunningStateUpdate;
import io.github.acp4j.api.types.SessionInfo;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.SubagentCapabilities;
import io.github.acp4j.api.types.SubagentUpdate;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/**
 * The {@code subagent} tool: a child conversation with the parent's tools but this one, whose final
 * answer is the tool's result; a session of its own on the wire to a client that advertised
 * {@code subagents}, the parent's tool call content to any other; cancelled with the parent; a child
 * that fails or runs out of requests is the call's result, and the parent goes on.
 */
class SubagentTest {

	private static final String DELEGATE = "{\"description\":\"Count files\",\"prompt\":\"Count the files in the workspace.\"}";

	@TempDir
	Path root;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;
	Path cwd;

	@BeforeEach
	void start() throws Exception {
		model.start();
		cwd = Files.createDirectories(root.resolve("work"));
		harness = new AgentHarness(new AgentModule(AgentConfig.builder(root.resolve("sessions"))
				.maxTurnRequests(4).contextWindow(128_000).build(), Map.of("OPENAI_API_KEY", "sk-subagent-test", "OPENAI_BASE_URL",
						model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "ACP4J_HOME", root.resolve("home").toString())));
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		model.close();
	}

	private JsonObject request() throws Exception {
		return JsonParser.parseString(model.takeRequest(AgentHarness.TIMEOUT, TimeUnit.SECONDS).getBody().utf8()).getAsJsonObject();
	}

	private static List<String> tools(JsonObject request) {
		return request.getAsJsonArray("tools").asList().stream()
				.map(tool -> tool.getAsJsonObject().getAsJsonObject("function").get("name").getAsString()).toList();
	}

	private static String last(JsonObject request) {
		JsonArray messages = request.getAsJsonArray("messages");
		return messages.get(messages.size() - 1).getAsJsonObject().get("content").getAsString();
	}

	@Test
	void toAClientWithSubagentsTheChildIsASessionAnnouncedBeforeItsTraffic() throws Exception {
		harness.initialize(ClientCapabilities.builder().subagents(SubagentCapabilities.of()).build());
		String parent = harness.newSession(cwd);
		model.enqueue(toolCall("call_1", "subagent", DELEGATE));
		model.enqueue(text("There are 3 files."));
		model.enqueue(text("done"));
		assertThat(await(harness.prompt(parent, "delegate")).stopReason()).isEqualTo(StopReason.END_TURN);

		JsonObject first = request();
		assertThat(tools(first)).contains("subagent");
		JsonObject child = request();
		assertThat(tools(child)).as("depth 1").doesNotContain("subagent").contains("read_file");
		assertThat(child.getAsJsonArray("messages")).hasSize(2);
		assertThat(last(child)).isEqualTo("Count the files in the workspace.");
		assertThat(last(request())).isEqualTo("There are 3 files.");

		List<SessionNotification> updates = new ArrayList<>(harness.updates);
		SubagentUpdate announced = updates.stream().filter(n -> n.update() instanceof SubagentUpdate).map(n -> (SubagentUpdate) n.update())
				.findFirst().orElseThrow();
		String childId = announced.sessionId();
		assertThat(childId).isNotEqualTo(parent);
		assertThat(announced.title()).isEqualTo("Count files");
		assertThat(announced.state()).isInstanceOf(RunningStateUpdate.class);
		int announcedAt = updates.indexOf(updates.stream().filter(n -> n.update() == announced).findFirst().orElseThrow());
		assertThat(updates.subList(0, announcedAt)).noneMatch(n -> n.sessionId().equals(childId));
		assertThat(updates.stream().filter(n -> n.update() instanceof SubagentUpdate).toList()).allMatch(n -> n.sessionId().equals(parent));
		assertThat(updates).filteredOn(n -> n.sessionId().equals(childId)).extracting(SessionNotification::update)
				.anyMatch(update -> update instanceof AgentMessageChunk);
		SubagentUpdate finished = updates.stream().filter(n -> n.update() instanceof SubagentUpdate).map(n -> (SubagentUpdate) n.update())
				.reduce((a, b) -> b).orElseThrow();
		assertThat(((IdleStateUpdate) finished.state()).stopReason()).isEqualTo("end_turn");
		// The child's conversation is stored in a file of its own.
		assertThat(Files.walk(root.resolve("sessions")).filter(file -> file.getFileName().toString().equals(childId + ".jsonl")))
				.hasSize(1);

		// A load of the parent announces its child again, in the replay.
		await(harness.agent.closeSession(CloseSessionRequest.of(parent)));
		harness.updates.clear();
		await(harness.agent.loadSession(LoadSessionRequest.builder(List.of(), cwd.toString(), parent).build()));
		assertThat(harness.updates).filteredOn(n -> n.update() instanceof SubagentUpdate).singleElement()
				.satisfies(n -> assertThat(((SubagentUpdate) n.update()).sessionId()).isEqualTo(childId))
				.satisfies(n -> assertThat(n.sessionId()).isEqualTo(parent));
	}

	@Test
	void toAnyOtherClientTheChildIsOnlyTheParentsToolCall() throws Exception {
		harness.initialize();
		String parent = harness.newSession(cwd);
		model.enqueue(toolCall("call_1", "subagent", DELEGATE));
		model.enqueue(text("There are 3 files."));
		model.enqueue(text("done"));
		assertThat(await(harness.prompt(parent, "delegate")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(harness.updates).allMatch(n -> n.sessionId().equals(parent)).noneMatch(n -> n.update() instanceof SubagentUpdate);
		assertThat(harness.updates(parent)).filteredOn(ToolCallUpdate.class::isInstance).map(ToolCallUpdate.class::cast)
				.anyMatch(update -> String.valueOf(update.content()).contains("There are 3 files."));
	}

	@Test
	void aChildThatFailsOrRunsOutOfRequestsIsTheCallsResultAndTheParentGoesOn() throws Exception {
		harness.initialize();
		String parent = harness.newSession(cwd);
		model.enqueue(toolCall("call_1", "subagent", DELEGATE));
		model.enqueue(new MockResponse.Builder().code(400).body("{\"error\":{\"message\":\"bad request\",\"type\":\"invalid_request_error\"}}")
				.build());
		model.enqueue(text("the child failed"));
		assertThat(await(harness.prompt(parent, "delegate")).stopReason()).isEqualTo(StopReason.END_TURN);
		request();
		request();
		assertThat(last(request())).contains("The subagent failed before it answered");

		// The child's window of requests (4 here): it stops and says so.
		model.enqueue(toolCall("call_2", "subagent", DELEGATE));
		for (int i = 0; i < 4; i++) {
			model.enqueue(toolCall("c" + i, "list_directory", "{}"));
		}
		model.enqueue(text("ok"));
		assertThat(await(harness.prompt(parent, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
		for (int i = 0; i < 5; i++) {
			request();
		}
		assertThat(last(request())).contains("The subagent stopped (max_turn_requests)");
	}

	@Test
	void cancellingTheParentCancelsTheChildAndNothingOfItFollowsTheAnswer() throws Exception {
		harness.initialize(ClientCapabilities.builder().subagents(SubagentCapabilities.of()).build());
		String parent = harness.newSession(cwd);
		model.enqueue(toolCall("call_1", "subagent", DELEGATE));
		model.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/event-stream")
				.headersDelay(60, TimeUnit.SECONDS).body("data: [DONE]\n\n").build());
		CompletableFuture<PromptResponse> answer = harness.prompt(parent, "delegate");
		request();
		request();
		harness.agent.cancel(CancelNotification.of(parent));
		assertThat(await(answer).stopReason()).isEqualTo(StopReason.CANCELLED);
		int answered = harness.received.size();
		Thread.sleep(300);
		// Everything after the answer (if anything came) is no update of the child or the parent.
		assertThat(harness.received.subList(answered, harness.received.size()))
				.noneMatch(message -> "session/update".equals(message.has("method") ? message.get("method").getAsString() : null));
		String childId = harness.updates.stream().filter(n -> n.update() instanceof SubagentUpdate).map(n -> ((SubagentUpdate) n.update()).sessionId())
				.findFirst().orElseThrow();
		assertThat(childId).isNotEqualTo(parent);
	}

	private List<String> storedIds() throws IOException {
		try (Stream<Path> files = Files.walk(root.resolve("sessions"))) {
			return files.map(file -> file.getFileName().toString()).filter(name -> name.endsWith(".jsonl"))
					.map(name -> name.substring(0, name.length() - ".jsonl".length())).toList();
		}
	}

	/**
	 * A child is reached through its parent (whose load announces it): session/list does not show it
	 * beside the user's own sessions, and deleting the parent deletes it.
	 */
	@Test
	void aChildIsNotListedAndGoesWithItsParent() throws Exception {
		harness.initialize();
		String parent = harness.newSession(cwd);
		String other = harness.newSession(cwd);
		model.enqueue(toolCall("call_1", "subagent", DELEGATE));
		model.enqueue(text("There are 3 files."));
		model.enqueue(text("done"));
		assertThat(await(harness.prompt(parent, "delegate")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(storedIds()).hasSize(3).contains(parent, other);

		assertThat(await(harness.agent.listSessions(ListSessionsRequest.of())).sessions()).extracting(SessionInfo::sessionId)
				.containsExactlyInAnyOrder(parent, other);
		assertThat(await(harness.agent.listSessions(ListSessionsRequest.builder().cwd(cwd.toString()).build())).sessions())
				.extracting(SessionInfo::sessionId).containsExactlyInAnyOrder(parent, other);

		await(harness.agent.deleteSession(DeleteSessionRequest.of(parent)));
		assertThat(storedIds()).containsExactly(other);
	}

	/** The agent's turn threads alive now but those in {@code before}. */
	private static List<Thread> turnThreads(Set<Thread> before) {
		return Thread.getAllStackTraces().keySet().stream().filter(thread -> thread.getName().startsWith("acp4j-turn"))
				.filter(thread -> !before.contains(thread)).toList();
	}

	/**
	 * The client goes (the editor quits) while a subagent waits for the model: the launcher's
	 * shutdown does not hang, the child stops with the parent, no turn thread is left, and both
	 * sessions are saved whole and let go: another agent loads the parent, and its history needs no
	 * repair (the subagent call has its result), and the child's file can be opened again.
	 */
	@Test
	void aConnectionThatDropsDuringASubagentStopsTheChildAndSavesBothSessionsWhole() throws Exception {
		harness.initialize(ClientCapabilities.builder().subagents(SubagentCapabilities.of()).build());
		String parent = harness.newSession(cwd);
		Set<Thread> before = Set.copyOf(turnThreads(Set.of()));
		model.enqueue(toolCall("call_1", "subagent", DELEGATE));
		model.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/event-stream")
				.headersDelay(60, TimeUnit.SECONDS).body("data: [DONE]\n\n").build());
		harness.prompt(parent, "delegate");
		request();
		request();
		// The child's model request can reach the server before its subagent_update reaches the client.
		for (int i = 0; i < 2000 && harness.updates.stream().noneMatch(n -> n.update() instanceof SubagentUpdate); i++) {
			Thread.sleep(10);
		}
		String childId = harness.updates.stream().filter(n -> n.update() instanceof SubagentUpdate)
				.map(n -> ((SubagentUpdate) n.update()).sessionId()).findFirst().orElseThrow();

		// As the launcher does when its input ends: the pipes close and the agent shuts down.
		CompletableFuture.runAsync(() -> {
			try {
				harness.close();
			} catch (IOException e) {
				throw new UncheckedIOException(e);
			}
		}).get(AgentHarness.TIMEOUT, TimeUnit.SECONDS);
		for (int i = 0; i < 200 && !turnThreads(before).isEmpty(); i++) {
			Thread.sleep(10);
		}
		assertThat(turnThreads(before)).as("no turn thread is left").isEmpty();
		assertThat(model.getRequestCount()).as("the child asked nothing more").isEqualTo(2);

		SessionStore store = new JsonlSessionStore(root.resolve("sessions"));
		try (LogCapture log = LogCapture.of(JsonlSessionStore.class.getName(), Level.WARNING)) {
			StoredSession stored = store.read(parent).orElseThrow();
			assertThat(stored.history()).extracting(ChatMessage::role).containsExactly(ChatMessage.Role.USER,
					ChatMessage.Role.ASSISTANT, ChatMessage.Role.TOOL);
			StoredSession child = store.read(childId).orElseThrow();
			assertThat(child.header().parent()).isEqualTo(parent);
			assertThat(child.history()).first().extracting(ChatMessage::text).isEqualTo("Count the files in the workspace.");
			assertThat(log.messages).as("saved whole: nothing to repair").isEmpty();
		}
		store.open(childId).close();

		harness = new AgentHarness(new AgentModule(AgentConfig.builder(root.resolve("sessions")).maxTurnRequests(4)
				.contextWindow(128_000).build(), Map.of("OPENAI_API_KEY", "sk-subagent-test", "OPENAI_BASE_URL",
						model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "ACP4J_HOME", root.resolve("home").toString())));
		harness.initialize();
		await(harness.agent.loadSession(LoadSessionRequest.builder(List.of(), cwd.toString(), parent).build()));
		model.enqueue(text("back"));
		assertThat(await(harness.prompt(parent, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(StrictModel.of(model).refused()).isEmpty();
	}

	@Test
	void aHiddenChildsPermissionQuestionNamesACallOfItsOwnUnderTheParentsCall() throws Exception {
		harness.initialize();
		String parent = harness.newSession(cwd);
		model.enqueue(toolCall("call_1", "subagent", DELEGATE));
		model.enqueue(toolCall("c1", "write_file", "{\"path\":\"a.txt\",\"content\":\"A\"}"));
		model.enqueue(text("Wrote a.txt."));
		model.enqueue(text("done"));
		assertThat(await(harness.prompt(parent, "delegate")).stopReason()).isEqualTo(StopReason.END_TURN);

		String subagentCall = harness.updates(parent).stream().filter(ToolCall.class::isInstance).map(ToolCall.class::cast)
				.map(ToolCall::toolCallId).findFirst().orElseThrow();
		assertThat(harness.permissionRequests).singleElement().satisfies(asked -> {
			assertThat(asked.sessionId()).isEqualTo(parent);
			assertThat(asked.toolCall().toolCallId()).as("not a call of the parent's session (the child numbers its own from call_1)")
					.isEqualTo(subagentCall + "/call_1");
		});
		assertThat(cwd.resolve("a.txt")).hasContent("A");
	}

	@Test
	void aHiddenChildsProgressIsItsLatestWordsNotAllItSaid() throws Exception {
		harness.initialize();
		String parent = harness.newSession(cwd);
		String words = "word ".repeat(400) + "the end.";
		model.enqueue(toolCall("call_1", "subagent", DELEGATE));
		model.enqueue(text(words));
		model.enqueue(text("done"));
		assertThat(await(harness.prompt(parent, "delegate")).stopReason()).isEqualTo(StopReason.END_TURN);

		List<String> progress = harness.updates(parent).stream().filter(ToolCallUpdate.class::isInstance).map(ToolCallUpdate.class::cast)
				.filter(update -> update.status() == ToolCallStatus.IN_PROGRESS && update.content() != null)
				.map(update -> ((TextContent) ((Content) update.content().get(0)).content()).text()).toList();
		assertThat(progress).isNotEmpty().allSatisfy(text -> assertThat(text).hasSizeLessThanOrEqualTo(500));
		assertThat(progress.get(progress.size() - 1)).endsWith("word the end.");
	}
}
