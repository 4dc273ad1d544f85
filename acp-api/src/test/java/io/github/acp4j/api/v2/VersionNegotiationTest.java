package io.github.acp4j.api.v2;

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
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.jsonrpc.MessageSink;
import io.github.acp4j.api.v2.types.CancelSessionNotification;
import io.github.acp4j.api.v2.types.CancelToolCallRequest;
import io.github.acp4j.api.v2.types.CancelToolCallResponse;
import io.github.acp4j.api.v2.types.Implementation;
import io.github.acp4j.api.v2.types.InitializeRequest;
import io.github.acp4j.api.v2.types.InitializeResponse;
import io.github.acp4j.api.v2.types.NewSessionRequest;
import io.github.acp4j.api.v2.types.NewSessionResponse;
import io.github.acp4j.api.v2.types.PermissionOption;
import io.github.acp4j.api.v2.types.PermissionOptionKind;
import io.github.acp4j.api.v2.types.PromptRequest;
import io.github.acp4j.api.v2.types.PromptResponse;
import io.github.acp4j.api.v2.types.RequestPermissionRequest;
import io.github.acp4j.api.v2.types.RequestPermissionResponse;
import io.github.acp4j.api.v2.types.SelectedPermissionOutcome;
import io.github.acp4j.api.v2.types.TextContent;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;

/**
 * One endpoint serving ACP v1 and v2 ({@link AcpLauncher#agent(AcpAgentServer, AcpAgentServerV2, InputStream, OutputStream)}):
 * {@code initialize} picks the version, the connection then speaks that version alone, and a message
 * of the other version is an error, never a crash. JSON-RPC batches are accepted once v2 was picked
 * (by a v2-only side from the start), never on v1, and a lifecycle-sensitive request in a batch is
 * answered -32600, to be sent alone.
 */
class VersionNegotiationTest {

	/** A guard against a hang, not a speed assertion. */
	private static final long TIMEOUT = 10;

	private static final String V1_INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}";
	private static final String V2_INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":2,"
			+ "\"info\":{\"name\":\"c\",\"version\":\"1\"}}}";
	/** A v2 request, a lifecycle-sensitive one (which a sender should not batch, and a receiver still processes), and a notification. */
	private static final String BATCH = "[{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tool_call/cancel\",\"params\":{\"sessionId\":\"s\",\"toolCallId\":\"t\"}},"
			+ "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"session/new\",\"params\":{\"cwd\":\"/tmp\"}},"
			+ "{\"jsonrpc\":\"2.0\",\"method\":\"session/cancel\",\"params\":{\"sessionId\":\"s\"}}]";
	private static final String REFUSED = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid request: batches are not supported\"}}";

	private final List<String> calls = new CopyOnWriteArrayList<>();
	private Launcher<AcpClientEndpoint> host;
	private OutputStream toHost;
	private BufferedReader fromHost;

	class V1 implements AcpAgentServer {
		@Override
		public CompletableFuture<io.github.acp4j.api.types.InitializeResponse> initialize(io.github.acp4j.api.types.InitializeRequest request) {
			calls.add("v1 initialize");
			return CompletableFuture.completedFuture(io.github.acp4j.api.types.InitializeResponse.of(1));
		}

		@Override
		public CompletableFuture<io.github.acp4j.api.types.NewSessionResponse> newSession(io.github.acp4j.api.types.NewSessionRequest request) {
			calls.add("v1 session/new");
			return CompletableFuture.completedFuture(io.github.acp4j.api.types.NewSessionResponse.of("v1-session"));
		}

		@Override
		public CompletableFuture<io.github.acp4j.api.types.PromptResponse> prompt(io.github.acp4j.api.types.PromptRequest request) {
			calls.add("v1 session/prompt");
			return CompletableFuture.completedFuture(io.github.acp4j.api.types.PromptResponse.of(io.github.acp4j.api.types.StopReason.END_TURN));
		}

		@Override
		public void cancel(CancelNotification notification) {
			calls.add("v1 session/cancel");
		}
	}

	class V2 implements AcpAgentServerV2 {
		@Override
		public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
			calls.add("v2 initialize");
			return CompletableFuture.completedFuture(InitializeResponse.of(2, Implementation.of("host", "1")));
		}

		@Override
		public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
			calls.add("v2 session/new");
			return CompletableFuture.completedFuture(NewSessionResponse.of("v2-session"));
		}

		/** Asks the client for permission first; the answer's option becomes the message id. */
		@Override
		public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
			calls.add("v2 session/prompt");
			AcpClientEndpointV2 client = AcpLauncher.remoteV2(host);
			client.sessionUpdate(UpdateSessionNotification.of(request.sessionId(),
					io.github.acp4j.api.v2.types.AgentMessageChunk.of("m-1", TextContent.of("hi"))));
			return client.requestPermission(RequestPermissionRequest.of(request.sessionId(), "Run ls",
					List.of(PermissionOption.of("allow", "Allow", PermissionOptionKind.ALLOW_ONCE))))
					.thenApply(answer -> PromptResponse.of(((SelectedPermissionOutcome) answer.outcome()).optionId()));
		}

		@Override
		public void cancel(CancelSessionNotification notification) {
			calls.add("v2 session/cancel");
		}

		@Override
		public CompletableFuture<CancelToolCallResponse> cancelToolCall(CancelToolCallRequest request) {
			calls.add("v2 tool_call/cancel");
			return CompletableFuture.completedFuture(CancelToolCallResponse.of());
		}

		@Override
		public CompletableFuture<io.github.acp4j.api.v2.types.ListSessionsResponse> listSessions(
				io.github.acp4j.api.v2.types.ListSessionsRequest request) {
			calls.add("v2 session/list " + (request.cursor() == null ? "from the start" : request.cursor()));
			return CompletableFuture.completedFuture(io.github.acp4j.api.v2.types.ListSessionsResponse.of(List.of()));
		}
	}

	private void startHost() throws IOException {
		startHost(new V2());
	}

	/** A host of v1 and {@code v2} (none: v1 alone). */
	private void startHost(AcpAgentServerV2 v2) throws IOException {
		Pipe in = Pipe.open();
		Pipe out = Pipe.open();
		host = AcpLauncher.agent(new V1(), v2, Channels.newInputStream(in.source()), Channels.newOutputStream(out.sink()));
		host.startListening();
		toHost = Channels.newOutputStream(in.sink());
		fromHost = new BufferedReader(new InputStreamReader(Channels.newInputStream(out.source()), StandardCharsets.UTF_8));
	}

	@AfterEach
	void close() throws IOException {
		if (toHost != null) {
			toHost.close();
		}
	}

	private JsonObject ask(String line) throws IOException {
		return answer(line).getAsJsonObject();
	}

	/** The line the host writes after {@code line}: an object, or a batch's array. */
	private JsonElement answer(String line) throws IOException {
		toHost.write((line + "\n").getBytes(StandardCharsets.UTF_8));
		toHost.flush();
		return JsonParser.parseString(fromHost.readLine());
	}

	private void tell(String line) throws IOException {
		toHost.write((line + "\n").getBytes(StandardCharsets.UTF_8));
		toHost.flush();
	}

	@Test
	void aClientAskingForOneGetsV1AndV2MethodsAreUnknownThere() throws IOException {
		startHost();

		JsonObject init = ask("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}");
		JsonObject newSession = ask("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":\"/tmp\",\"mcpServers\":[]}}");
		JsonObject toolCallCancel = ask("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tool_call/cancel\",\"params\":{\"sessionId\":\"v1-session\",\"toolCallId\":\"t\"}}");
		JsonObject wrongShape = ask("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"v1-session\",\"prompt\":\"not a list\"}}");
		JsonObject stillAlive = ask("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"session/new\",\"params\":{\"cwd\":\"/tmp\",\"mcpServers\":[]}}");

		assertThat(init.getAsJsonObject("result").get("protocolVersion").getAsInt()).isEqualTo(1);
		assertThat(newSession.getAsJsonObject("result").get("sessionId").getAsString()).isEqualTo("v1-session");
		assertThat(toolCallCancel.getAsJsonObject("error").get("code").getAsInt()).isEqualTo(-32601);
		assertThat(wrongShape.getAsJsonObject("error").get("code").getAsInt()).isEqualTo(-32602);
		assertThat(wrongShape.getAsJsonObject("error").get("message").getAsString()).doesNotContain("Exception");
		assertThat(stillAlive.getAsJsonObject("result").get("sessionId").getAsString()).isEqualTo("v1-session");
		assertThat(calls).containsExactly("v1 initialize", "v1 session/new", "v1 session/new");
	}

	@Test
	void aClientAskingForTwoGetsV2AndV1OnlyMethodsAreUnknownThere() throws IOException {
		startHost();

		JsonObject init = ask("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":2,\"info\":{\"name\":\"c\",\"version\":\"1\"}}}");
		JsonObject load = ask("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/load\",\"params\":{\"sessionId\":\"s\",\"cwd\":\"/tmp\",\"mcpServers\":[]}}");
		JsonObject setMode = ask("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/set_mode\",\"params\":{\"sessionId\":\"s\",\"modeId\":\"plan\"}}");
		JsonObject cancelCall = ask("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"tool_call/cancel\",\"params\":{\"sessionId\":\"s\",\"toolCallId\":\"t\"}}");
		tell("{\"jsonrpc\":\"2.0\",\"method\":\"session/cancel\",\"params\":{\"sessionId\":\"s\"}}");
		JsonObject newSession = ask("{\"jsonrpc\":\"2.0\",\"id\":5,\"method\":\"session/new\",\"params\":{\"cwd\":\"/tmp\"}}");

		assertThat(init.getAsJsonObject("result").get("protocolVersion").getAsInt()).isEqualTo(2);
		assertThat(load.getAsJsonObject("error").get("code").getAsInt()).isEqualTo(-32601);
		assertThat(setMode.getAsJsonObject("error").get("code").getAsInt()).isEqualTo(-32601);
		assertThat(cancelCall.has("result")).isTrue();
		assertThat(newSession.getAsJsonObject("result").get("sessionId").getAsString()).isEqualTo("v2-session");
		assertThat(calls).containsExactly("v2 initialize", "v2 tool_call/cancel", "v2 session/cancel", "v2 session/new");
	}

	@Test
	void aClientAskingForThreeGetsTheHighestSupported() throws IOException {
		startHost();

		JsonObject init = ask("{\"jsonrpc\":\"2.0\",\"id\":\"x\",\"method\":\"initialize\",\"params\":{\"protocolVersion\":3,\"info\":{\"name\":\"c\",\"version\":\"1\"}}}");

		assertThat(init.get("id").getAsString()).isEqualTo("x");
		assertThat(init.getAsJsonObject("result").get("protocolVersion").getAsInt()).isEqualTo(2);
	}

	@Test
	void aProtocolVersionThatIsNoIntegerIsInvalidParamsAndPicksNothing() throws IOException {
		startHost();

		JsonObject bool = ask("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":true}}");
		JsonObject then = ask("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"initialize\",\"params\":{\"protocolVersion\":2,\"info\":{\"name\":\"c\",\"version\":\"1\"}}}");

		assertThat(bool.getAsJsonObject("error").get("code").getAsInt()).isEqualTo(-32602);
		assertThat(then.getAsJsonObject("result").get("protocolVersion").getAsInt()).isEqualTo(2);
	}

	@Test
	void aV2ClientTalksToTheV2ServiceBothWays() throws Exception {
		Pipe in = Pipe.open();
		Pipe out = Pipe.open();
		host = AcpLauncher.agent(new V1(), new V2(), Channels.newInputStream(in.source()), Channels.newOutputStream(out.sink()));
		host.startListening();
		List<UpdateSessionNotification> updates = new CopyOnWriteArrayList<>();
		AcpClientEndpointV2 client = new AcpClientEndpointV2() {
			@Override
			public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
				return CompletableFuture.completedFuture(RequestPermissionResponse.of(SelectedPermissionOutcome.of(request.title())));
			}

			@Override
			public void sessionUpdate(UpdateSessionNotification notification) {
				updates.add(notification);
			}
		};
		toHost = Channels.newOutputStream(in.sink());
		Launcher<AcpAgentServerV2> launcher = AcpLauncher.clientV2(client, Channels.newInputStream(out.source()), toHost);
		launcher.startListening();
		AcpAgentServerV2 agent = launcher.getRemoteProxy();

		InitializeResponse init = agent.initialize(InitializeRequest.of(2, Implementation.of("c", "1"))).get(TIMEOUT, TimeUnit.SECONDS);
		String session = agent.newSession(NewSessionRequest.of("/tmp")).get(TIMEOUT, TimeUnit.SECONDS).sessionId();
		PromptResponse ack = agent.prompt(PromptRequest.of(session, List.of(TextContent.of("go")))).get(TIMEOUT, TimeUnit.SECONDS);

		assertThat(init.protocolVersion()).isEqualTo(2);
		assertThat(session).isEqualTo("v2-session");
		assertThat(ack.messageId()).as("the v2 permission answer reached the host typed").isEqualTo("Run ls");
		assertThat(updates).singleElement().extracting(UpdateSessionNotification::update)
				.isEqualTo(io.github.acp4j.api.v2.types.AgentMessageChunk.of("m-1", TextContent.of("hi")));
	}

	@Test
	void overAFramedTransportAV2ClientGetsV2AndAV1ClientV1() throws Exception {
		ExecutorService wire = Executors.newSingleThreadExecutor();
		try {
			AtomicReference<FramedLauncher<AcpAgentServerV2>> v2Client = new AtomicReference<>();
			FramedLauncher<AcpClientEndpoint> v2Host = AcpLauncher.agent(new V1(), new V2(), json -> wire.execute(() -> v2Client.get().receive(json)));
			host = v2Host;
			v2Client.set(AcpLauncher.clientV2(new AcpClientEndpointV2() {
				@Override
				public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
					return CompletableFuture.completedFuture(RequestPermissionResponse.of(SelectedPermissionOutcome.of("framed")));
				}

				@Override
				public void sessionUpdate(UpdateSessionNotification notification) {
				}
			}, json -> wire.execute(() -> v2Host.receive(json))));
			AtomicReference<FramedLauncher<io.github.acp4j.api.AcpAgentServer>> v1Client = new AtomicReference<>();
			FramedLauncher<AcpClientEndpoint> v1Host = AcpLauncher.agent(new V1(), new V2(), json -> wire.execute(() -> v1Client.get().receive(json)));
			v1Client.set(AcpLauncher.client(new AcpClientEndpoint() {
				@Override
				public CompletableFuture<io.github.acp4j.api.types.RequestPermissionResponse> requestPermission(
						io.github.acp4j.api.types.RequestPermissionRequest request) {
					throw new AssertionError();
				}

				@Override
				public void sessionUpdate(io.github.acp4j.api.types.SessionNotification notification) {
				}
			}, json -> wire.execute(() -> v1Host.receive(json))));
			AcpAgentServerV2 v2 = v2Client.get().getRemoteProxy();
			AcpAgentServer v1 = v1Client.get().getRemoteProxy();

			int v2Version = v2.initialize(InitializeRequest.of(2, Implementation.of("c", "1"))).get(TIMEOUT, TimeUnit.SECONDS).protocolVersion();
			String ack = v2.prompt(PromptRequest.of("v2-session", List.of(TextContent.of("go")))).get(TIMEOUT, TimeUnit.SECONDS).messageId();
			int v1Version = v1.initialize(io.github.acp4j.api.types.InitializeRequest.of(1)).get(TIMEOUT, TimeUnit.SECONDS).protocolVersion();

			assertThat(v2Version).isEqualTo(2);
			assertThat(ack).isEqualTo("framed");
			assertThat(v1Version).isEqualTo(1);
			assertThat(calls).containsExactly("v2 initialize", "v2 session/prompt", "v1 initialize");
		} finally {
			wire.shutdownNow();
		}
	}

	/** The batch's answers: tool_call/cancel's result and session/new's. */
	private static void assertBatchAnswered(JsonElement answer) {
		assertThat(answer.isJsonArray()).as("one array: %s", answer).isTrue();
		JsonArray answers = answer.getAsJsonArray();
		assertThat(answers).containsExactlyInAnyOrder(JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{}}"),
				JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":4,\"result\":{\"sessionId\":\"v2-session\"}}"));
	}

	/** JSON-RPC lets a request leave its params out: a method whose params are all optional takes them as {@code {}}. */
	@Test
	void aRequestWithoutParamsIsReadAsEmptyParams() throws IOException {
		startHost();
		ask(V2_INITIALIZE);

		JsonObject listed = ask("{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/list\"}");

		assertThat(listed.getAsJsonObject("result").getAsJsonArray("sessions")).isEmpty();
		assertThat(calls).containsExactly("v2 initialize", "v2 session/list from the start");
	}

	@Test
	void aBatchBeforeInitializeIsRefusedAndAfterAV2InitializeIsAnswered() throws IOException {
		startHost();

		JsonElement early = answer(BATCH);
		JsonObject init = ask(V2_INITIALIZE);
		JsonElement batch = answer(BATCH);

		assertThat(early).isEqualTo(JsonParser.parseString(REFUSED));
		assertThat(init.getAsJsonObject("result").get("protocolVersion").getAsInt()).isEqualTo(2);
		assertBatchAnswered(batch);
		assertThat(calls).containsExactlyInAnyOrder("v2 initialize", "v2 tool_call/cancel", "v2 session/new", "v2 session/cancel");
	}

	@Test
	void aV1ConnectionRefusesBatches() throws IOException {
		startHost();

		ask(V1_INITIALIZE);

		assertThat(answer(BATCH)).isEqualTo(JsonParser.parseString(REFUSED));
		assertThat(calls).containsExactly("v1 initialize");
	}

	@Test
	void aConnectionServedByV1AloneNeverAcceptsBatches() throws IOException {
		startHost(null);

		JsonObject init = ask(V2_INITIALIZE);

		assertThat(init.getAsJsonObject("result").get("protocolVersion").getAsInt()).isEqualTo(1);
		assertThat(answer(BATCH)).isEqualTo(JsonParser.parseString(REFUSED));
	}

	@Test
	void aV2OnlyAgentAcceptsBatchesFromTheStartItsLifecycleToo() {
		List<String> sent = new CopyOnWriteArrayList<>();
		FramedLauncher<AcpClientEndpointV2> agent = AcpLauncher.agentV2(new V2(), (MessageSink) sent::add);

		agent.receive("[" + V2_INITIALIZE + "]");
		agent.receive(BATCH);

		assertThat(sent).hasSize(2);
		assertThat(JsonParser.parseString(sent.get(0)).getAsJsonArray().get(0).getAsJsonObject().has("result")).as("a batched initialize is answered")
				.isTrue();
		assertBatchAnswered(JsonParser.parseString(sent.get(1)));
		assertThat(calls).containsExactlyInAnyOrder("v2 initialize", "v2 tool_call/cancel", "v2 session/new", "v2 session/cancel");
	}

	@Test
	void aV2ClientAnswersTheAgentsBatchWithOneArray() {
		List<String> sent = new CopyOnWriteArrayList<>();
		List<UpdateSessionNotification> updates = new CopyOnWriteArrayList<>();
		FramedLauncher<AcpAgentServerV2> client = AcpLauncher.clientV2(new AcpClientEndpointV2() {
			@Override
			public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
				return CompletableFuture.completedFuture(RequestPermissionResponse.of(SelectedPermissionOutcome.of("allow")));
			}

			@Override
			public void sessionUpdate(UpdateSessionNotification notification) {
				updates.add(notification);
			}
		}, (MessageSink) sent::add);

		client.receive("[{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"s\",\"update\":"
				+ "{\"sessionUpdate\":\"agent_message_chunk\",\"messageId\":\"m\",\"content\":{\"type\":\"text\",\"text\":\"hi\"}}}},"
				+ "{\"jsonrpc\":\"2.0\",\"id\":\"p\",\"method\":\"session/request_permission\",\"params\":{\"sessionId\":\"s\",\"title\":\"Run ls\","
				+ "\"options\":[{\"optionId\":\"allow\",\"name\":\"Allow\",\"kind\":\"allow_once\"}]}}]");

		assertThat(updates).hasSize(1);
		assertThat(sent).singleElement().satisfies(array -> assertThat(JsonParser.parseString(array)).isEqualTo(JsonParser.parseString(
				"[{\"jsonrpc\":\"2.0\",\"id\":\"p\",\"result\":{\"outcome\":{\"outcome\":\"selected\",\"optionId\":\"allow\"}}}]")));
	}
}
