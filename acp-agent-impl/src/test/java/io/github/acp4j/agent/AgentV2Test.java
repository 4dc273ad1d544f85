package io.github.acp4j.agent;

import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.file.Files;
import java.nio.file.Path;
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
import io.github.acp4j.api.v2.types.ClientCapabilities;
import io.github.acp4j.api.v2.types.CreateElicitationRequest;
import io.github.acp4j.api.v2.types.CreateElicitationResponse;
import io.github.acp4j.api.v2.types.ElicitationCapabilities;
import io.github.acp4j.api.v2.types.ElicitationFormCapabilities;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.Implementation;
import io.github.acp4j.api.v2.types.InitializeRequest;
import io.github.acp4j.api.v2.types.LoginAuthRequest;
import io.github.acp4j.api.v2.types.LogoutAuthRequest;
import io.github.acp4j.api.v2.types.NewSessionRequest;
import io.github.acp4j.api.v2.types.PromptRequest;
import io.github.acp4j.api.v2.types.ReplayFromStart;
import io.github.acp4j.api.v2.types.RequestPermissionRequest;
import io.github.acp4j.api.v2.types.RequestPermissionResponse;
import io.github.acp4j.api.v2.types.ResumeSessionRequest;
import io.github.acp4j.api.v2.types.SelectedPermissionOutcome;
import io.github.acp4j.api.v2.types.SessionUpdate;
import io.github.acp4j.api.v2.types.TextContent;
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
		agent = Guice.createInjector(AgentHarness.openAi(PermissionPreset.WORKSPACE_WRITE, 4, root.resolve("sessions"), model,
				"sk-v2-test-0123456789")).getInstance(AgentConnections.class);
		agent.serveV2();
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

		V2Peer(ClientCapabilities capabilities) throws Exception {
			ExecutorService toAgent = Executors.newSingleThreadExecutor();
			ExecutorService toClient = Executors.newSingleThreadExecutor();
			AtomicReference<FramedLauncher<AcpClientEndpoint>> agentSide = new AtomicReference<>();
			FramedLauncher<AcpAgentServerV2> client = AcpLauncher.clientV2(this, json -> toAgent.execute(() -> agentSide.get().receive(json)));
			agentSide.set(agent.connect(json -> toClient.execute(() -> client.receive(json))));
			server = client.getRemoteProxy();
			server.initialize(InitializeRequest.builder(2, Implementation.of("v2", "1")).capabilities(capabilities).build())
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

	/** acp4j advertises no authentication methods: v2 has a client call neither method then, and both are -32601. */
	@Test
	void loginAndLogoutAreNotAvailable() throws Exception {
		peer = new V2Peer(ClientCapabilities.of());

		Throwable login = catchThrowable(() -> peer.server.login(LoginAuthRequest.of("agent")).get(TIMEOUT, TimeUnit.SECONDS));
		Throwable logout = catchThrowable(() -> peer.server.logout(LogoutAuthRequest.of()).get(TIMEOUT, TimeUnit.SECONDS));

		for (Throwable refused : List.of(login, logout)) {
			assertThat(refused).hasCauseInstanceOf(ResponseErrorException.class);
			ResponseErrorException error = (ResponseErrorException) refused.getCause();
			assertThat(error.getResponseError().getCode()).isEqualTo(-32601);
			assertThat(error.getMessage()).contains("advertises no authentication methods").doesNotContain("Exception");
		}
		assertThat(peer.newSession()).as("the connection goes on").isNotBlank();
	}

	/** The calls a turn makes, by id. */
	private List<String> callIds() {
		return peer.updates.stream().filter(u -> "tool_call_update".equals(u.has("sessionUpdate") ? u.get("sessionUpdate").getAsString() : null))
				.map(u -> u.get("toolCallId").getAsString()).distinct().toList();
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
}
