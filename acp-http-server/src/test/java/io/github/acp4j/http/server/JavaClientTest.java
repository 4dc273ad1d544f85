package io.github.acp4j.http.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.api.v2.AcpClientEndpointV2;
import io.github.acp4j.api.v2.types.Implementation;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;
import io.github.acp4j.http.client.AcpHttpClient;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.jsonrpc.MessageSink;

/** The Java client against the Java server, over each transport: a turn, a permission asked on the session's stream, the end of the connection. */
class JavaClientTest {

	private AcpHttpServer server;
	private final List<String> said = new CopyOnWriteArrayList<>();
	private final List<String> asked = new CopyOnWriteArrayList<>();

	class Client implements AcpClientEndpoint {
		@Override
		public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
			asked.add(request.sessionId());
			return CompletableFuture.completedFuture(RequestPermissionResponse.of(SelectedPermissionOutcome.of("allow")));
		}

		@Override
		public void sessionUpdate(SessionNotification notification) {
			if (notification.update() instanceof AgentMessageChunk chunk && chunk.content() instanceof TextContent text) {
				said.add(text.text());
			}
		}
	}

	@BeforeEach
	void start() throws IOException {
		EchoService.ALL.clear();
		server = TestServers.start(options -> options);
	}

	@AfterEach
	void stop() {
		server.close();
	}

	private AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connect(boolean webSocket) throws IOException {
		URI uri = server.uri();
		AcpHttpClient.Builder client = webSocket ? AcpHttpClient.webSocket(uri) : AcpHttpClient.streamableHttp(uri);
		return client.bearerToken(TestServers.TOKEN).connect(sink -> new AcpLauncher.Builder<AcpAgentServer>()
				.setLocalService(new Client()).setRemoteInterface(AcpAgentServer.class).create(sink));
	}

	/**
	 * A v2 client answers a batch of the agent's requests with one array, which reaches the agent over
	 * either transport (over Streamable HTTP as one POST).
	 */
	@ParameterizedTest
	@ValueSource(booleans = { true, false })
	void aV2ClientAnswersTheAgentsBatchWithOneArrayThatReachesTheAgent(boolean webSocket) throws Exception {
		server.close();
		AtomicReference<MessageSink> toClient = new AtomicReference<>();
		List<String> answered = new CopyOnWriteArrayList<>();
		server = AcpHttpServer.builder(sink -> {
			toClient.set(sink);
			return new AcpLauncher.Builder<AcpClientEndpointV2>().setLocalService(new EchoServiceV2(new CopyOnWriteArrayList<>()))
					.setRemoteInterface(AcpClientEndpointV2.class).setBatches(() -> true).wrapMessages(messages -> message -> {
						// The agent's own answer to initialize passes here too, on its way out.
						if (message instanceof ResponseMessage answer && answer.getId().startsWith("p")) {
							answered.add(answer.getId());
						}
						messages.consume(message);
					}).create(sink);
		}).bearerToken(TestServers.TOKEN).start();
		URI uri = server.uri();
		AcpHttpClient.Builder client = webSocket ? AcpHttpClient.webSocket(uri) : AcpHttpClient.streamableHttp(uri);
		AcpHttpClient.Connection<FramedLauncher<AcpAgentServerV2>> connection = client.bearerToken(TestServers.TOKEN)
				.connect(sink -> AcpLauncher.clientV2(new AcpClientEndpointV2() {
					@Override
					public CompletableFuture<io.github.acp4j.api.v2.types.RequestPermissionResponse> requestPermission(
							io.github.acp4j.api.v2.types.RequestPermissionRequest request) {
						return CompletableFuture.completedFuture(io.github.acp4j.api.v2.types.RequestPermissionResponse
								.of(io.github.acp4j.api.v2.types.SelectedPermissionOutcome.of("allow")));
					}

					@Override
					public void sessionUpdate(UpdateSessionNotification notification) {
					}
				}, sink));
		connection.launcher().getRemoteProxy().initialize(io.github.acp4j.api.v2.types.InitializeRequest.of(2, Implementation.of("c", "1")))
				.get(10, TimeUnit.SECONDS);

		String ask = "{\"jsonrpc\":\"2.0\",\"id\":\"%s\",\"method\":\"session/request_permission\",\"params\":{\"sessionId\":\"s\","
				+ "\"title\":\"Run ls\",\"options\":[{\"optionId\":\"allow\",\"name\":\"Allow\",\"kind\":\"allow_once\"}]}}";
		toClient.get().send("[" + ask.formatted("p1") + "," + ask.formatted("p2") + "]");

		assertThat(TestServers.eventually(() -> answered.size() == 2)).isTrue();
		assertThat(answered).containsExactlyInAnyOrder("p1", "p2");
		connection.close();
	}

	@ParameterizedTest
	@ValueSource(booleans = { true, false })
	void aTurnWithAPermissionRequestThenTheEndOfTheConnection(boolean webSocket) throws Exception {
		AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connection = connect(webSocket);
		AcpAgentServer agent = connection.launcher().getRemoteProxy();

		assertThat(agent.initialize(InitializeRequest.of(1)).get(10, TimeUnit.SECONDS).protocolVersion()).isEqualTo(1);
		String session = agent.newSession(NewSessionRequest.of("/", List.of())).get(10, TimeUnit.SECONDS).sessionId();
		PromptResponse words = agent.prompt(PromptRequest.of(session, List.of(TextContent.of("one two three")))).get(10, TimeUnit.SECONDS);
		PromptResponse permitted = agent.prompt(PromptRequest.of(session, List.of(TextContent.of("ask")))).get(10, TimeUnit.SECONDS);

		assertThat(words.stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(permitted.stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(asked).containsExactly(session);
		assertThat(said).hasSize(4).startsWith("one ", "two ", "three ");
		assertThat(said.get(3)).contains("allow");
		assertThat(server.connections()).isEqualTo(1);

		connection.close();

		assertThat(connection.launcher().startListening().get(10, TimeUnit.SECONDS)).isNull();
		FramedLauncher<?> served = EchoService.ALL.get(0).launcher;
		assertThat(served.startListening().get(10, TimeUnit.SECONDS)).isNull();
		assertThat(server.connections()).isZero();
	}

	@ParameterizedTest
	@ValueSource(booleans = { true, false })
	void aRelayPassesEachMessagesTextAsItCameWithNoLauncher(boolean webSocket) throws Exception {
		URI uri = server.uri();
		AcpHttpClient.Builder client = webSocket ? AcpHttpClient.webSocket(uri) : AcpHttpClient.streamableHttp(uri);
		CompletableFuture<String> answer = new CompletableFuture<>();
		CompletableFuture<Void> ended = new CompletableFuture<>();
		AcpHttpClient.Relay relay = client.bearerToken(TestServers.TOKEN).relay(answer::complete, () -> ended.complete(null));

		// Spaces and an id no launcher keeps as it is (a large number): the relay sends the text as given.
		relay.send("{ \"jsonrpc\": \"2.0\", \"id\": 9007199254740993, \"method\": \"initialize\", \"params\": {\"protocolVersion\": 1} }");

		assertThat(answer.get(30, TimeUnit.SECONDS)).startsWith("{\"jsonrpc\":\"2.0\",\"id\":9007199254740993,\"result\":{");
		relay.close();
		ended.get(30, TimeUnit.SECONDS);
	}
}
