package io.github.acp4j.api;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.api.types.AgentCapabilities;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.ForkSessionRequest;
import io.github.acp4j.api.types.ModelInfo;
import io.github.acp4j.api.types.SessionModelState;
import io.github.acp4j.api.types.SetSessionModelRequest;
import io.github.acp4j.api.types.SetSessionModelResponse;
import io.github.acp4j.api.types.PermissionOption;
import io.github.acp4j.api.types.PermissionOptionKind;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.RequestPermissionOutcome;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UnknownSessionUpdate;

/**
 * An agent and a client wired with {@link AcpLauncher} over in-memory pipes: requests both ways,
 * streamed updates, extension methods, cancellation, and what each side does with bad input.
 */
class AcpLauncherTest {

	/** A guard against a hang, not a speed assertion. */
	private static final long TIMEOUT = 10;

	private static final SessionModelState MODELS = SessionModelState.of("demo/echo", List.of(ModelInfo.of("demo/echo", "Echo"), ModelInfo.builder("openai/gpt-5", "GPT-5").description("OpenAI").build()));

	private final List<String> modelsSet = new CopyOnWriteArrayList<>();
	private final CountDownLatch agentTurnCancelled = new CountDownLatch(1);
	private final List<SessionNotification> updates = new CopyOnWriteArrayList<>();
	private final BlockingQueue<CompletableFuture<RequestPermissionResponse>> permissionRequests = new LinkedBlockingQueue<>();
	private AcpAgentServer agent;
	private AcpClientEndpoint clientProxy;
	private OutputStream clientToAgent;
	private OutputStream agentToClient;

	/** Asks for permission during a prompt whose text is "ask", and echoes otherwise. */
	class Agent implements AcpAgentServer, AcpAgentServerDrafts, AgentaoAgentExtensions {
		@Override
		public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
			return CompletableFuture.completedFuture(
					InitializeResponse.builder(request.protocolVersion())
							.agentCapabilities(AgentCapabilities.builder().build()).authMethods(List.of()).build());
		}

		@Override
		public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
			return CompletableFuture.completedFuture(NewSessionResponse.builder("s-1").models(MODELS).build());
		}

		@Override
		public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
			String text = ((TextContent) request.prompt().get(0)).text();
			if ("ask".equals(text)) {
				RequestPermissionRequest ask = RequestPermissionRequest.of(request.sessionId(),
						ToolCallUpdate.builder("call-1").title("Write a file").build(),
						List.of(PermissionOption.of("allow", "Allow", PermissionOptionKind.ALLOW_ONCE)));
				// Composed, never joined: the answer arrives on the thread this handler runs on.
				CompletableFuture<PromptResponse> turn = clientProxy.requestPermission(ask).thenApply(answer -> PromptResponse.of(answer.outcome() instanceof SelectedPermissionOutcome ? StopReason.END_TURN : StopReason.CANCELLED));
				turn.whenComplete((response, error) -> {
					if (turn.isCancelled()) {
						agentTurnCancelled.countDown();
					}
				});
				return turn;
			}
			clientProxy.sessionUpdate(SessionNotification.of(request.sessionId(),
					AgentMessageChunk.of(TextContent.of(text))));
			return CompletableFuture.completedFuture(PromptResponse.of(StopReason.END_TURN));
		}

		@Override
		public void cancel(CancelNotification notification) {
		}

		@Override
		public AgentaoAgentExtensions agentao() {
			return this;
		}

		@Override
		public CompletableFuture<SetSessionModelResponse> setSessionModel(SetSessionModelRequest request) {
			modelsSet.add(request.modelId());
			return CompletableFuture.completedFuture(SetSessionModelResponse.of());
		}

		@Override
		public CompletableFuture<SetModelResponse> setModel(SetModelRequest request) {
			return CompletableFuture.completedFuture(new SetModelResponse(request.model()));
		}
	}

	class Client implements AcpClientEndpoint {
		@Override
		public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
			CompletableFuture<RequestPermissionResponse> answer = new CompletableFuture<>();
			permissionRequests.add(answer);
			return answer;
		}

		@Override
		public void sessionUpdate(SessionNotification notification) {
			updates.add(notification);
		}
	}

	@BeforeEach
	void connect() throws IOException {
		Pipe toAgent = Pipe.open();
		Pipe toClient = Pipe.open();
		clientToAgent = Channels.newOutputStream(toAgent.sink());
		agentToClient = Channels.newOutputStream(toClient.sink());
		Launcher<AcpClientEndpoint> agentSide = AcpLauncher.agent(new Agent(), Channels.newInputStream(toAgent.source()), agentToClient);
		clientProxy = agentSide.getRemoteProxy();
		agentSide.startListening();
		Launcher<AcpAgentServer> clientSide = AcpLauncher.client(new Client(), Channels.newInputStream(toClient.source()), clientToAgent);
		agent = clientSide.getRemoteProxy();
		clientSide.startListening();
	}

	@AfterEach
	void close() throws IOException {
		clientToAgent.close();
		agentToClient.close();
	}

	@Test
	void aPromptStreamsUpdatesBeforeItsAnswer() throws Exception {
		InitializeResponse init = agent.initialize(InitializeRequest.builder(1)
				.clientCapabilities(ClientCapabilities.builder().build()).build())
				.get(TIMEOUT, TimeUnit.SECONDS);
		assertThat(init.protocolVersion()).isEqualTo(1);
		String session = agent.newSession(NewSessionRequest.of("/tmp", List.of())).get(TIMEOUT, TimeUnit.SECONDS).sessionId();
		PromptResponse response = agent.prompt(PromptRequest.of(session, List.of(TextContent.of("hello"))))
				.get(TIMEOUT, TimeUnit.SECONDS);
		assertThat(response.stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(updates).singleElement().satisfies(update -> {
			assertThat(update.sessionId()).isEqualTo("s-1");
			assertThat(update.update()).isEqualTo(AgentMessageChunk.of(TextContent.of("hello")));
		});
	}

	@Test
	void theAgentAwaitsThePermissionAnswerWithoutBlockingTheConnection() throws Exception {
		CompletableFuture<PromptResponse> turn = agent.prompt(PromptRequest.of("s-1", List.of(TextContent.of("ask"))));
		CompletableFuture<RequestPermissionResponse> ask = permissionRequests.poll(TIMEOUT, TimeUnit.SECONDS);
		assertThat(ask).isNotNull();
		// The connection still serves other requests while the permission is pending.
		assertThat(agent.agentao().setModel(new AgentaoAgentExtensions.SetModelRequest("s-1", "demo/echo"))
				.get(TIMEOUT, TimeUnit.SECONDS).model()).isEqualTo("demo/echo");
		ask.complete(RequestPermissionResponse.of(SelectedPermissionOutcome.of("allow")));
		assertThat(turn.get(TIMEOUT, TimeUnit.SECONDS).stopReason()).isEqualTo(StopReason.END_TURN);
	}

	@Test
	void cancellingAnOutgoingRequestCancelsItOnTheOtherSide() throws Exception {
		CompletableFuture<PromptResponse> turn = agent.prompt(PromptRequest.of("s-1", List.of(TextContent.of("ask"))));
		assertThat(permissionRequests.poll(TIMEOUT, TimeUnit.SECONDS)).isNotNull();
		turn.cancel(true);
		// $/cancel_request reached the agent, whose prompt future was cancelled (and answered -32800).
		assertThat(agentTurnCancelled.await(TIMEOUT, TimeUnit.SECONDS)).isTrue();
	}

	@Test
	void optionalMethodsAnswerMethodNotFound() throws Exception {
		assertMethodNotFound(agent.listSessions(ListSessionsRequest.of()));
		// An unstable method the agent did not implement.
		assertMethodNotFound(((AcpAgentServerDrafts) agent).forkSession(ForkSessionRequest.of("s-1", "/tmp")));
	}

	private static void assertMethodNotFound(CompletableFuture<?> answer) {
		assertThat(answer).failsWithin(TIMEOUT, TimeUnit.SECONDS).withThrowableOfType(ExecutionException.class)
				.havingCause().isInstanceOfSatisfying(ResponseErrorException.class,
						error -> assertThat(error.getResponseError().getCode()).isEqualTo(-32601));
	}

	@Test
	void anAgentThatImplementsTheDraftsServesThemAndTheClientsProxyCallsThem() throws Exception {
		NewSessionResponse session = agent.newSession(NewSessionRequest.of("/tmp", List.of())).get(TIMEOUT, TimeUnit.SECONDS);
		assertThat(session.models()).isEqualTo(MODELS);
		SetSessionModelResponse set = ((AcpAgentServerDrafts) agent).setSessionModel(
				SetSessionModelRequest.of(session.sessionId(), "openai/gpt-5")).get(TIMEOUT, TimeUnit.SECONDS);
		assertThat(set).isEqualTo(SetSessionModelResponse.of());
		assertThat(modelsSet).containsExactly("openai/gpt-5");
	}

	@Test
	void anUnknownSessionUpdateReachesTheClientAndTheClientGoesOn() throws Exception {
		RawLines raw = new RawLines();
		Launcher<AcpAgentServer> client = AcpLauncher.client(new Client(), raw.in, OutputStream.nullOutputStream());
		Future<Void> listening = client.startListening();
		raw.send("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"s\",\"update\":{\"sessionUpdate\":\"from_the_future\",\"x\":1}}}");
		raw.send("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"s\",\"unknownField\":true,\"update\":{\"sessionUpdate\":\"agent_message_chunk\",\"content\":{\"type\":\"text\",\"text\":\"still here\"}}}}");
		raw.close();
		listening.get(TIMEOUT, TimeUnit.SECONDS);
		assertThat(updates).extracting(SessionNotification::update).containsExactly(
				new UnknownSessionUpdate(JsonParser.parseString("{\"sessionUpdate\":\"from_the_future\",\"x\":1}").getAsJsonObject()),
				AgentMessageChunk.of(TextContent.of("still here")));
	}

	@Test
	void aNonIntegerProtocolVersionIsInvalidParams() throws Exception {
		RawLines raw = new RawLines();
		Launcher<AcpClientEndpoint> server = AcpLauncher.agent(new Agent(), raw.in, raw.out);
		server.startListening();
		raw.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":\"1\"}}");
		raw.send("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"initialize\",\"params\":{\"protocolVersion\":true}}");
		raw.send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}");
		assertThat(raw.next().getAsJsonObject("error").get("code").getAsInt()).isEqualTo(-32602);
		assertThat(raw.next().getAsJsonObject("error").get("code").getAsInt()).isEqualTo(-32602);
		JsonObject ok = raw.next();
		assertThat(ok.getAsJsonObject("result").get("protocolVersion").getAsInt()).isEqualTo(1);
		raw.close();
	}

	/** Raw NDJSON lines into a launcher, and the lines it writes back. */
	static final class RawLines {
		final InputStream in;
		final OutputStream out;
		private final OutputStream writer;
		private final BufferedReader reader;

		RawLines() throws IOException {
			Pipe input = Pipe.open();
			Pipe output = Pipe.open();
			in = Channels.newInputStream(input.source());
			writer = Channels.newOutputStream(input.sink());
			out = Channels.newOutputStream(output.sink());
			reader = new BufferedReader(new InputStreamReader(Channels.newInputStream(output.source()), StandardCharsets.UTF_8));
		}

		void send(String line) throws IOException {
			writer.write((line + "\n").getBytes(StandardCharsets.UTF_8));
			writer.flush();
		}

		JsonObject next() throws IOException {
			return JsonParser.parseString(reader.readLine()).getAsJsonObject();
		}

		void close() throws IOException {
			writer.close();
		}
	}
}
