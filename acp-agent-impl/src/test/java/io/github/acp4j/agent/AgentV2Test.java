package io.github.acp4j.agent;

import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Base64;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.inject.Guice;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.AgentaoClientExtensions;
import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.api.v2.AcpClientEndpointV2;
import io.github.acp4j.api.v2.types.CancelSessionNotification;
import io.github.acp4j.api.v2.types.CancelTerminalRequest;
import io.github.acp4j.api.v2.types.ClientCapabilities;
import io.github.acp4j.api.v2.types.CreateElicitationRequest;
import io.github.acp4j.api.v2.types.CreateElicitationResponse;
import io.github.acp4j.api.v2.types.ElicitationCapabilities;
import io.github.acp4j.api.v2.types.ElicitationFormCapabilities;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.Implementation;
import io.github.acp4j.api.v2.types.InitializeRequest;
import io.github.acp4j.api.v2.types.AuthMethod;
import io.github.acp4j.api.v2.types.AuthMethodTerminal;
import io.github.acp4j.api.v2.types.ClientAuthCapabilities;
import io.github.acp4j.api.v2.types.InitializeResponse;
import io.github.acp4j.api.v2.types.LoginAuthRequest;
import io.github.acp4j.api.v2.types.TerminalAuthCapabilities;
import io.github.acp4j.api.v2.types.LogoutAuthRequest;
import io.github.acp4j.api.v2.types.NewSessionRequest;
import io.github.acp4j.api.v2.types.NewSessionResponse;
import io.github.acp4j.api.v2.types.PromptRequest;
import io.github.acp4j.api.v2.types.ReplayFromStart;
import io.github.acp4j.api.v2.types.RequestPermissionRequest;
import io.github.acp4j.api.v2.types.RequestPermissionResponse;
import io.github.acp4j.api.v2.types.ResumeSessionRequest;
import io.github.acp4j.api.v2.types.SelectedPermissionOutcome;
import io.github.acp4j.api.v2.types.SessionUpdate;
import io.github.acp4j.api.v2.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.v2.types.SetSessionConfigOptionResponse;
import io.github.acp4j.api.v2.types.TextContent;
import io.github.acp4j.api.v2.types.UnknownReplayFrom;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;
import io.github.acp4j.jsonrpc.FramedLauncher;

import mockwebserver3.MockWebServer;

/**
 * The agent in ACP v2, in process, on a strict model: what it does beyond v1's turn on a v2
 * connection (questions framed by {@code requires_action}, no authentication methods, commands shown
 * as display terminals, diffs with their patch).
 */
class AgentV2Test {

	private static final long TIMEOUT = 30;

	@TempDir
	Path root;
	Path workspace;
	final MockWebServer model = StrictModel.server();
	AgentConnections agent;
	V2Peer peer;

	@BeforeEach
	void start() throws Exception {
		model.start();
		workspace = Files.createDirectories(root.resolve("workspace")).toRealPath();
		startAgent();
	}

	private void startAgent() {
		agent = Guice.createInjector(AgentHarness.openAi(PermissionPreset.WORKSPACE_WRITE, 4, root.resolve("sessions"), model,
				"sk-v2-test-0123456789")).getInstance(AgentConnections.class);
		agent.serveV2();
	}

	/** A new agent on the same session files, as a new process is, and a new peer of it. */
	private void restart() throws Exception {
		agent.shutdown(java.time.Duration.ofSeconds(5));
		startAgent();
		peer = new V2Peer(ClientCapabilities.of());
	}

	@AfterEach
	void stop() throws Exception {
		try (MockWebServer server = model) {
			agent.shutdown(java.time.Duration.ofSeconds(5));
		}
	}

	/** A v2 client on its own connection that also answers Agentao's {@code ask_user}, as a client may. */
	final class V2Peer implements AcpClientEndpointV2, AgentaoClientExtensions {
		final AcpAgentServerV2 server;
		/** Each update as it came, as JSON. */
		final List<JsonObject> updates = new CopyOnWriteArrayList<>();
		/** The questions asked, in the order they came, between the updates. */
		final List<String> questions = new CopyOnWriteArrayList<>();
		volatile CompletableFuture<IdleStateUpdate> idle = new CompletableFuture<>();
		volatile String answer = "main";
		/** The answer to its {@code initialize}. */
		final InitializeResponse initialized;

		V2Peer(ClientCapabilities capabilities) throws Exception {
			ExecutorService toAgent = Executors.newSingleThreadExecutor();
			ExecutorService toClient = Executors.newSingleThreadExecutor();
			AtomicReference<FramedLauncher<AcpClientEndpoint>> agentSide = new AtomicReference<>();
			FramedLauncher<AcpAgentServerV2> client = AcpLauncher.clientV2(this, json -> toAgent.execute(() -> agentSide.get().receive(json)));
			agentSide.set(agent.connect(json -> toClient.execute(() -> client.receive(json))));
			server = client.getRemoteProxy();
			initialized = server.initialize(InitializeRequest.builder(2, Implementation.of("v2", "1")).capabilities(capabilities).build())
					.get(TIMEOUT, TimeUnit.SECONDS);
		}

		String newSession() throws Exception {
			return server.newSession(NewSessionRequest.of(workspace.toString())).get(TIMEOUT, TimeUnit.SECONDS).sessionId();
		}

		/** Prompts and waits for the turn's idle. */
		IdleStateUpdate turn(String session, String text) throws Exception {
			idle = new CompletableFuture<>();
			updates.clear();
			server.prompt(PromptRequest.of(session, List.of(TextContent.of(text)))).get(TIMEOUT, TimeUnit.SECONDS);
			return idle.get(TIMEOUT, TimeUnit.SECONDS);
		}

		@Override
		public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
			updates.add(question("request_permission"));
			return CompletableFuture.completedFuture(RequestPermissionResponse.of(SelectedPermissionOutcome.of(request.options().get(0).optionId())));
		}

		@Override
		public CompletableFuture<CreateElicitationResponse> createElicitation(CreateElicitationRequest request) {
			updates.add(question("elicitation"));
			return CompletableFuture.completedFuture(CreateElicitationResponse.builder(CreateElicitationResponse.ACCEPT)
					.content(java.util.Map.of("answer", new JsonPrimitive(answer))).build());
		}

		@Override
		public CompletableFuture<AskUserResponse> askUser(AskUserRequest request) {
			updates.add(question("ask_user"));
			return CompletableFuture.completedFuture(new AskUserResponse(answer));
		}

		private JsonObject question(String kind) {
			JsonObject question = new JsonObject();
			question.addProperty("question", kind);
			return question;
		}

		@Override
		public void sessionUpdate(UpdateSessionNotification notification) {
			updates.add(AcpGson.create().toJsonTree(notification.update(), SessionUpdate.class).getAsJsonObject());
			if (notification.update() instanceof IdleStateUpdate end) {
				idle.complete(end);
			}
		}

		/** The states and questions, in order. */
		List<String> framing() {
			return updates.stream().map(u -> u.has("question") ? u.get("question").getAsString()
					: "state_update".equals(u.get("sessionUpdate").getAsString()) ? u.get("state").getAsString() : null)
					.filter(s -> s != null).toList();
		}
	}

	private static ClientCapabilities forms() {
		return ClientCapabilities.builder().elicitation(ElicitationCapabilities.builder().form(ElicitationFormCapabilities.of()).build()).build();
	}

	/** Has the model ask the user through {@code capabilities}; the state and questions framing it, and what the model got. */
	private void asksThrough(ClientCapabilities capabilities, String question, String answer) throws Exception {
		peer = new V2Peer(capabilities);
		peer.answer = answer;
		model.enqueue(toolCall("c1", "ask_user", "{\"question\":\"Which branch?\"}"));
		model.enqueue(text("ok"));

		assertThat(peer.turn(peer.newSession(), "go").stopReason()).isEqualTo("end_turn");
		model.takeRequest();

		assertThat(peer.framing()).containsExactly("running", "requires_action", question, "running", "idle");
		assertThat(model.takeRequest().getBody().utf8()).contains(answer);
	}

	@Test
	void aQuestionThroughAnElicitationIsRequiresActionWhileItWaits() throws Exception {
		asksThrough(forms(), "elicitation", "release-7");
	}

	@Test
	void aQuestionThroughAgentaosAskUserIsRequiresActionWhileItWaits() throws Exception {
		asksThrough(ClientCapabilities.of(), "ask_user", "release-8");
	}

	/**
	 * v2 lists the methods v1 does, each with its {@code type} and {@code methodId}: {@code auth/login}
	 * accepts {@code demo} and answers any other id -32602; {@code auth/logout} succeeds.
	 */
	@Test
	void loginAcceptsTheDemoMethodAndLogoutSucceeds() throws Exception {
		peer = new V2Peer(ClientCapabilities.of());
		assertThat(peer.initialized.authMethods()).hasSize(1);
		// As the wire has it: the union written by its adapter.
		JsonObject demo = AcpGson.create().toJsonTree(peer.initialized.authMethods().get(0), AuthMethod.class).getAsJsonObject();
		assertThat(demo.get("type").getAsString()).isEqualTo("agent");
		assertThat(demo.get("methodId").getAsString()).isEqualTo("demo");
		assertThat(demo.has("id")).isFalse();
		assertThat(peer.server.login(LoginAuthRequest.of("demo")).get(TIMEOUT, TimeUnit.SECONDS)).isNotNull();
		Throwable unknown = catchThrowable(() -> peer.server.login(LoginAuthRequest.of("agent")).get(TIMEOUT, TimeUnit.SECONDS));
		assertThat(unknown).hasCauseInstanceOf(ResponseErrorException.class);
		ResponseErrorException error = (ResponseErrorException) unknown.getCause();
		assertThat(error.getResponseError().getCode()).isEqualTo(-32602);
		assertThat(error.getResponseError().getMessage()).startsWith("unknown authentication method agent;").doesNotContain("Exception");
		assertThat(peer.server.logout(LogoutAuthRequest.of()).get(TIMEOUT, TimeUnit.SECONDS)).isNotNull();
		assertThat(peer.newSession()).as("the connection goes on").isNotBlank();
	}

	/** A v2 client that enabled terminal authentication ({@code auth.terminal: {}}) is offered {@code --setup} too. */
	@Test
	void theTerminalMethodIsOfferedToAV2ClientThatEnabledIt() throws Exception {
		peer = new V2Peer(ClientCapabilities.builder().auth(ClientAuthCapabilities.builder().terminal(TerminalAuthCapabilities.of()).build())
				.build());
		assertThat(peer.initialized.authMethods()).hasSize(2).element(1).isInstanceOfSatisfying(AuthMethodTerminal.class, setup -> {
			assertThat(setup.methodId()).isEqualTo("setup");
			assertThat(setup.args()).containsExactly("--setup");
		});
	}

	/** The calls a turn makes, by id. */
	private List<String> callIds() {
		return peer.updates.stream().filter(u -> "tool_call_update".equals(u.has("sessionUpdate") ? u.get("sessionUpdate").getAsString() : null))
				.map(u -> u.get("toolCallId").getAsString()).distinct().toList();
	}

	/** Every config option a v2 client is given has its {@code configId}, which {@code session/set_config_option} takes. */
	@Test
	void everyConfigOptionHasItsConfigIdAndCanBeSet() throws Exception {
		peer = new V2Peer(ClientCapabilities.of());
		NewSessionResponse created = peer.server.newSession(NewSessionRequest.of(workspace.toString())).get(TIMEOUT, TimeUnit.SECONDS);

		assertThat(created.configOptions()).isNotEmpty().allMatch(option -> option.configId() != null && !option.configId().isEmpty());
		SetSessionConfigOptionResponse set = peer.server.setSessionConfigOption(SetSessionConfigOptionRequest.of(created.sessionId(), "mode",
				SetSessionConfigOptionRequest.ID, new JsonPrimitive("read-only"))).get(TIMEOUT, TimeUnit.SECONDS);
		assertThat(set.configOptions()).allMatch(option -> option.configId() != null);
		assertThat(set.configOptions().stream().filter(option -> option.configId().equals("mode")).findFirst().orElseThrow().currentValue())
				.isEqualTo(new JsonPrimitive("read-only"));
	}

	/** The ids of the messages of the last turn: the user's, then the agent's chunks' (in order, each once). */
	private List<String> messageIds(String kind) {
		return peer.updates.stream().filter(u -> kind.equals(kind(u))).map(u -> u.get("messageId").getAsString()).distinct().toList();
	}

	/** An update's kind; empty for a question the peer noted between them. */
	private static String kind(JsonObject update) {
		return update.has("sessionUpdate") ? update.get("sessionUpdate").getAsString() : "";
	}

	/**
	 * A replay shows every message under the id it had live, as a whole message, then the session's
	 * state, before the resume's answer: on the same agent and on a new one reading the same files.
	 */
	@Test
	void aReplayShowsEveryMessageUnderTheIdItHadLive() throws Exception {
		peer = new V2Peer(ClientCapabilities.of());
		String session = peer.newSession();
		model.enqueue(text("hello there"));
		peer.idle = new CompletableFuture<>();
		String prompted = peer.server.prompt(PromptRequest.of(session, List.of(TextContent.of("hi")))).get(TIMEOUT, TimeUnit.SECONDS).messageId();
		peer.idle.get(TIMEOUT, TimeUnit.SECONDS);
		assertThat(messageIds("user_message")).containsExactly(prompted);
		List<String> answer = messageIds("agent_message_chunk");
		assertThat(answer).hasSize(1).doesNotContain(prompted);

		List<JsonObject> replay = replay(session);
		assertThat(replay.get(0).toString()).isEqualTo("{\"sessionUpdate\":\"user_message\",\"messageId\":\"" + prompted
				+ "\",\"content\":[{\"type\":\"text\",\"text\":\"hi\"}]}");
		assertThat(replay.get(1).toString()).isEqualTo("{\"sessionUpdate\":\"agent_message\",\"messageId\":\"" + answer.get(0)
				+ "\",\"content\":[{\"type\":\"text\",\"text\":\"hello there\"}]}");
		assertThat(replay).as("no chunk in a replay of whole messages").noneMatch(u -> u.get("sessionUpdate").getAsString().endsWith("_chunk"));
		assertThat(replay.get(replay.size() - 1).toString()).as("the current state last").isEqualTo("{\"sessionUpdate\":\"state_update\",\"state\":\"idle\"}");

		restart();
		assertThat(replay(session)).as("a new agent replays the same ids").isEqualTo(replay);
	}

	/** The updates a resume with {@code replayFrom: start} sends before its answer. */
	private List<JsonObject> replay(String session) throws Exception {
		peer.updates.clear();
		peer.server.resumeSession(ResumeSessionRequest.builder(session, workspace.toString()).replayFrom(ReplayFromStart.of()).build())
				.get(TIMEOUT, TimeUnit.SECONDS);
		return peer.updates.stream().filter(u -> !"available_commands_update".equals(kind(u))).toList();
	}

	/** A session stored before messages kept their ids replays under ids derived from its records: the same on every load. */
	@Test
	void aSessionSavedBeforeMessageIdsReplaysTheSameIdsOnEveryLoad() throws Exception {
		peer = new V2Peer(ClientCapabilities.of());
		String session = peer.newSession();
		model.enqueue(text("first answer"));
		peer.turn(session, "first");
		model.enqueue(text("second answer"));
		peer.turn(session, "second");
		agent.shutdown(java.time.Duration.ofSeconds(5));
		try (var files = Files.walk(root.resolve("sessions"))) {
			for (Path file : files.filter(f -> f.toString().endsWith(".jsonl")).toList()) {
				List<String> old = Files.readAllLines(file).stream().map(line -> line.replaceAll(",\"(messageId|thoughtId)\":\"[^\"]*\"", "")).toList();
				Files.write(file, old);
			}
		}
		startAgent();
		peer = new V2Peer(ClientCapabilities.of());

		List<JsonObject> first = replay(session);
		List<JsonObject> second = replay(session);

		List<String> ids = first.stream().filter(u -> u.has("messageId")).map(u -> u.get("messageId").getAsString()).toList();
		assertThat(ids).hasSize(4).doesNotHaveDuplicates();
		assertThat(second).isEqualTo(first);
	}

	/** A replay cursor of a type the agent does not know is refused, and nothing is replayed. */
	@Test
	void anUnknownReplayCursorIsInvalidParamsAndReplaysNothing() throws Exception {
		peer = new V2Peer(ClientCapabilities.of());
		String session = peer.newSession();
		model.enqueue(text("answer"));
		peer.turn(session, "hi");
		peer.updates.clear();
		JsonObject cursor = new JsonObject();
		cursor.addProperty("type", "message");
		cursor.addProperty("messageId", "msg_1");

		Throwable refused = catchThrowable(() -> peer.server.resumeSession(ResumeSessionRequest.builder(session, workspace.toString())
				.replayFrom(new UnknownReplayFrom(cursor)).build()).get(TIMEOUT, TimeUnit.SECONDS));

		assertThat(refused).hasCauseInstanceOf(ResponseErrorException.class);
		assertThat(((ResponseErrorException) refused.getCause()).getResponseError().getCode()).isEqualTo(-32602);
		assertThat(peer.updates).isEmpty();
	}

	/** Waits until an update of the session passes {@code test} (a guard against a hang, as {@link #TIMEOUT} is). */
	private void awaitUpdate(java.util.function.Predicate<JsonObject> test) throws InterruptedException {
		for (long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT); peer.updates.stream().noneMatch(test);) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("the update never came");
			}
			Thread.sleep(10);
		}
	}

	/** A turn cancelled while its command runs, and a prompt sent at once: the first turn's idle comes before the next turn's running. */
	@Test
	void aCancelledTurnsIdleComesBeforeTheNextTurnsRunning() throws Exception {
		String session = sessionCalling("run_shell_command", "{\"command\":\"sleep 30\"}");
		peer.updates.clear();
		peer.server.prompt(PromptRequest.of(session, List.of(TextContent.of("run it")))).get(TIMEOUT, TimeUnit.SECONDS);
		awaitUpdate(u -> "terminal_update".equals(kind(u)));

		peer.server.cancel(CancelSessionNotification.of(session));
		peer.server.prompt(PromptRequest.of(session, List.of(TextContent.of("and now?")))).get(TIMEOUT, TimeUnit.SECONDS);
		awaitUpdate(u -> "state_update".equals(kind(u)) && u.has("stopReason")
				&& "end_turn".equals(u.get("stopReason").getAsString()));

		assertThat(peer.framing()).containsExactly("running", "requires_action", "request_permission", "running", "idle", "running", "idle");
		List<JsonObject> idles = peer.updates.stream().filter(u -> "idle".equals(u.has("state") ? u.get("state").getAsString() : null)).toList();
		assertThat(idles.get(0).get("stopReason").getAsString()).isEqualTo("cancelled");
		List<String> users = messageIds("user_message");
		assertThat(users).hasSize(2);
		assertThat(peer.updates.indexOf(idles.get(0))).as("the second prompt's message after the first turn's end")
				.isLessThan(peer.updates.indexOf(peer.updates.stream().filter(u -> users.get(1).equals(u.has("messageId") ? u.get("messageId").getAsString() : null))
						.findFirst().orElseThrow()));
	}

	/** v2 calls are upserts keyed by id: a call of a resumed session must not take the id of a replayed one. */
	@Test
	void aResumedSessionsCallsAreNumberedAfterTheReplayedOnes() throws Exception {
		peer = new V2Peer(ClientCapabilities.of());
		String session = peer.newSession();
		model.enqueue(toolCall("c1", "list_directory", "{\"path\":\".\"}"));
		model.enqueue(text("listed"));
		peer.turn(session, "list");
		List<String> before = callIds();

		peer.idle = new CompletableFuture<>();
		peer.updates.clear();
		peer.server.resumeSession(ResumeSessionRequest.builder(session, workspace.toString()).replayFrom(ReplayFromStart.of()).build())
				.get(TIMEOUT, TimeUnit.SECONDS);
		List<String> replayed = callIds();
		model.enqueue(toolCall("c2", "list_directory", "{\"path\":\".\"}"));
		model.enqueue(text("listed again"));
		peer.turn(session, "list again");

		assertThat(before).containsExactly("call_1");
		assertThat(replayed).containsExactly("call_1");
		assertThat(callIds()).containsExactly("call_2");
	}

	/** A v2 peer's new session whose model calls {@code tool} with {@code arguments} first, then answers. */
	private String sessionCalling(String tool, String arguments) throws Exception {
		peer = new V2Peer(ClientCapabilities.of());
		String session = peer.newSession();
		model.enqueue(toolCall("c1", tool, arguments));
		model.enqueue(text("done"));
		return session;
	}

	/** The updates of display terminal {@code id} of the kind {@code kind}. */
	private List<JsonObject> terminal(String kind, String id) {
		return peer.updates.stream().filter(u -> u.has("sessionUpdate") && kind.equals(u.get("sessionUpdate").getAsString())
				&& id.equals(u.get("terminalId").getAsString())).toList();
	}

	/** What display terminal {@code id} was sent of its output, each chunk decoded on its own, as the schema says. */
	private String terminalOutput(String id) {
		StringBuilder output = new StringBuilder();
		terminal("terminal_output_chunk", id).forEach(chunk -> output.append(new String(Base64.getDecoder().decode(chunk.get("data").getAsString()),
				StandardCharsets.UTF_8)));
		return output.toString();
	}

	private static String seq(int to) {
		StringBuilder lines = new StringBuilder();
		for (int k = 1; k <= to; k++) {
			lines.append(k).append('\n');
		}
		return lines.toString();
	}

	/** A command runs locally; a v2 client sees it in a display terminal: the command, its output, its exit status. */
	@Test
	void aCommandIsShownInADisplayTerminalWithItsOutputAndExitStatus() throws Exception {
		String session = sessionCalling("run_shell_command", "{\"command\":\"seq 1 100; echo done\"}");

		assertThat(peer.turn(session, "run it").stopReason()).isEqualTo("end_turn");
		model.takeRequest();

		List<JsonObject> states = terminal("terminal_update", "call_1");
		assertThat(states).hasSize(2);
		assertThat(states.get(0).get("command").getAsString()).isEqualTo("seq 1 100; echo done");
		assertThat(states.get(0).get("cwd").getAsString()).isEqualTo(workspace.toString());
		assertThat(states.get(0).getAsJsonObject("capabilities").has("cancel")).isTrue();
		assertThat(states.get(1).getAsJsonObject("exitStatus").get("exitCode").getAsInt()).isZero();
		assertThat(states.get(1).getAsJsonObject("capabilities").has("cancel")).as("no longer cancellable").isFalse();
		assertThat(terminalOutput("call_1")).isEqualTo(seq(100) + "done\n");
		assertThat(peer.updates.indexOf(states.get(1))).as("the exit after the output")
				.isGreaterThan(peer.updates.indexOf(terminal("terminal_output_chunk", "call_1").get(0)));
		JsonObject last = peer.updates.stream().filter(u -> u.has("sessionUpdate") && "tool_call_update".equals(u.get("sessionUpdate").getAsString()))
				.reduce((first, second) -> second).orElseThrow();
		assertThat(last.get("status").getAsString()).isEqualTo("completed");
		assertThat(last.get("content").toString()).isEqualTo("[{\"type\":\"terminal\",\"terminalId\":\"call_1\"}]");
		assertThat(model.takeRequest().getBody().utf8()).as("the model gets the output as text").contains("Exit code 0").contains("done");
	}

	/** A secret a command prints in two pieces, read apart, is redacted in the terminal as in the result. */
	@Test
	void aSecretSplitAcrossTwoReadsIsRedactedInTheTerminal() throws Exception {
		String session = sessionCalling("run_shell_command", "{\"command\":\"printf 'key sk-v2-te'; sleep 1; echo 'st-0123456789 end'\"}");

		peer.turn(session, "run it");

		assertThat(terminalOutput("call_1")).isEqualTo("key [REDACTED] end\n");
	}

	/**
	 * {@code terminal/cancel} stops the command while its output streams (its terminal then exits
	 * killed), and the turn goes on; a terminal unknown or exited is -32602.
	 */
	@Test
	void terminalCancelStopsTheCommandAndTheTurnGoesOn() throws Exception {
		String session = sessionCalling("run_shell_command", "{\"command\":\"seq 1 100; sleep 30\"}");
		peer.idle = new CompletableFuture<>();
		peer.updates.clear();
		peer.server.prompt(PromptRequest.of(session, List.of(TextContent.of("run it")))).get(TIMEOUT, TimeUnit.SECONDS);
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT);
		while (terminal("terminal_output_chunk", "call_1").isEmpty() && System.nanoTime() < deadline) {
			Thread.sleep(20);
		}
		assertThat(terminalOutput("call_1")).as("output shown while the command runs").startsWith("1\n2\n");

		peer.server.cancelTerminal(CancelTerminalRequest.of(session, "call_1")).get(TIMEOUT, TimeUnit.SECONDS);

		assertThat(peer.idle.get(TIMEOUT, TimeUnit.SECONDS).stopReason()).isEqualTo("end_turn");
		List<JsonObject> states = terminal("terminal_update", "call_1");
		assertThat(states.get(states.size() - 1).getAsJsonObject("exitStatus").get("signal").getAsString()).isEqualTo("SIGKILL");
		model.takeRequest();
		assertThat(model.takeRequest().getBody().utf8()).contains("cancelled this tool call");
		for (String id : List.of("call_1", "call_9")) {
			Throwable refused = catchThrowable(() -> peer.server.cancelTerminal(CancelTerminalRequest.of(session, id)).get(TIMEOUT, TimeUnit.SECONDS));
			assertThat(((ResponseErrorException) refused.getCause()).getResponseError().getCode()).as(id).isEqualTo(-32602);
		}
	}

	/** The content of the last {@code tool_call_update} of the turn. */
	private JsonObject lastDiff() {
		JsonObject last = peer.updates.stream().filter(u -> u.has("sessionUpdate") && "tool_call_update".equals(u.get("sessionUpdate").getAsString()))
				.reduce((first, second) -> second).orElseThrow();
		assertThat(last.get("status").getAsString()).isEqualTo("completed");
		return last.getAsJsonArray("content").asList().stream().map(JsonElement::getAsJsonObject)
				.filter(item -> "diff".equals(item.get("type").getAsString())).findFirst().orElseThrow();
	}

	/** A created file's diff carries its text as a git patch, the only form v2 has for it. */
	@Test
	void aCreatedFilesDiffHasItsGitPatch() throws Exception {
		String session = sessionCalling("write_file", "{\"path\":\"notes.txt\",\"content\":\"one\\ntwo\"}");

		peer.turn(session, "write it");

		String path = workspace.resolve("notes.txt").toString();
		JsonObject diff = lastDiff();
		assertThat(diff.get("changes").toString()).isEqualTo("[{\"operation\":\"add\",\"path\":\"" + path + "\"}]");
		assertThat(diff.getAsJsonObject("patch").get("format").getAsString()).isEqualTo("git_patch");
		assertThat(diff.getAsJsonObject("patch").get("text").getAsString()).isEqualTo("diff --git " + path + " " + path + "\n"
				+ "new file mode 100644\n--- /dev/null\n+++ " + path + "\n@@ -0,0 +1,2 @@\n+one\n+two\n\\ No newline at end of file\n");
		assertThat(diff.has("_meta")).as("the patch is not repeated in _meta").isFalse();
	}

	/** An edit of a file over 64 KiB, shown as an excerpt, has a patch whose hunk is at the excerpt's lines in the file. */
	@Test
	void anEditOfALargeFileHasAPatchAtItsLineNumbers() throws Exception {
		StringBuilder text = new StringBuilder();
		for (int k = 1; k <= 10_000; k++) {
			text.append("line ").append(k).append('\n');
		}
		Files.writeString(workspace.resolve("big.txt"), text);
		String session = sessionCalling("edit_file", "{\"path\":\"big.txt\",\"old_string\":\"line 5000\\n\",\"new_string\":\"line 5000 changed\\n\"}");

		peer.turn(session, "edit it");

		String path = workspace.resolve("big.txt").toString();
		assertThat(lastDiff().getAsJsonObject("patch").get("text").getAsString()).isEqualTo("diff --git " + path + " " + path + "\n"
				+ "--- " + path + "\n+++ " + path + "\n@@ -4997,7 +4997,7 @@\n line 4997\n line 4998\n line 4999\n-line 5000\n"
				+ "+line 5000 changed\n line 5001\n line 5002\n line 5003\n");
	}
}
