package io.github.acp4j.api.v2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.VersionedClient;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.FileSystemCapabilities;
import io.github.acp4j.api.v2.types.CancelSessionNotification;
import io.github.acp4j.api.v2.types.Implementation;
import io.github.acp4j.api.v2.types.InitializeRequest;
import io.github.acp4j.api.v2.types.InitializeResponse;
import io.github.acp4j.api.v2.types.NewSessionRequest;
import io.github.acp4j.api.v2.types.NewSessionResponse;
import io.github.acp4j.api.v2.types.PromptRequest;
import io.github.acp4j.api.v2.types.PromptResponse;
import io.github.acp4j.api.v2.types.RequestPermissionRequest;
import io.github.acp4j.api.v2.types.RequestPermissionResponse;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;

/**
 * The client's side of version negotiation ({@link AcpLauncher#client(AcpClientEndpoint, AcpClientEndpointV2, java.io.InputStream, OutputStream)}):
 * it offers v2, an agent's answer picks the version, and the agent's messages go to that version's
 * client endpoint.
 */
class VersionedClientTest {

	/** A guard against a hang, not a speed assertion. */
	private static final long TIMEOUT = 10;

	private final List<String> heard = new CopyOnWriteArrayList<>();

	private final AcpClientEndpoint v1Client = new AcpClientEndpoint() {
		@Override
		public CompletableFuture<io.github.acp4j.api.types.RequestPermissionResponse> requestPermission(
				io.github.acp4j.api.types.RequestPermissionRequest request) {
			heard.add("v1 request_permission");
			return new CompletableFuture<>();
		}

		@Override
		public void sessionUpdate(io.github.acp4j.api.types.SessionNotification notification) {
			heard.add("v1 update " + notification.sessionId());
		}
	};

	private final AcpClientEndpointV2 v2Client = new AcpClientEndpointV2() {
		@Override
		public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
			heard.add("v2 request_permission " + request.title());
			return new CompletableFuture<>();
		}

		@Override
		public void sessionUpdate(UpdateSessionNotification notification) {
			heard.add("v2 update " + notification.sessionId());
		}
	};

	private static final io.github.acp4j.api.types.InitializeRequest V1_REQUEST = io.github.acp4j.api.types.InitializeRequest.builder(1)
			.clientCapabilities(ClientCapabilities.builder().fs(FileSystemCapabilities.builder().readTextFile(true).build()).terminal(true).build())
			.build();
	private static final InitializeRequest V2_REQUEST = InitializeRequest.of(2, Implementation.of("test-client", "1"));

	/** A v1 agent, which sends a v1 update once its session is made. */
	static class V1Agent implements AcpAgentServer {
		AcpClientEndpoint client;
		volatile io.github.acp4j.api.types.InitializeRequest initialized;

		@Override
		public CompletableFuture<io.github.acp4j.api.types.InitializeResponse> initialize(io.github.acp4j.api.types.InitializeRequest request) {
			initialized = request;
			return CompletableFuture.completedFuture(io.github.acp4j.api.types.InitializeResponse.of(1));
		}

		@Override
		public CompletableFuture<io.github.acp4j.api.types.NewSessionResponse> newSession(io.github.acp4j.api.types.NewSessionRequest request) {
			client.sessionUpdate(io.github.acp4j.api.types.SessionNotification.of("v1-session",
					io.github.acp4j.api.types.AgentMessageChunk.of(io.github.acp4j.api.types.TextContent.of("hi"))));
			return CompletableFuture.completedFuture(io.github.acp4j.api.types.NewSessionResponse.of("v1-session"));
		}

		@Override
		public CompletableFuture<io.github.acp4j.api.types.PromptResponse> prompt(io.github.acp4j.api.types.PromptRequest request) {
			throw new UnsupportedOperationException();
		}

		@Override
		public void cancel(CancelNotification notification) {
		}
	}

	/** A v2 agent, which sends a v2 update once its session is made. */
	static class V2Agent implements AcpAgentServerV2 {
		AcpClientEndpointV2 client;

		@Override
		public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
			return CompletableFuture.completedFuture(InitializeResponse.of(2, Implementation.of("agent", "1")));
		}

		@Override
		public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
			client.sessionUpdate(UpdateSessionNotification.of("v2-session",
					io.github.acp4j.api.v2.types.AgentMessageChunk.of("m-1", io.github.acp4j.api.v2.types.TextContent.of("hi"))));
			return CompletableFuture.completedFuture(NewSessionResponse.of("v2-session"));
		}

		@Override
		public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
			throw new UnsupportedOperationException();
		}

		@Override
		public void cancel(CancelSessionNotification notification) {
		}
	}

	/** Pipes between a client and an agent. */
	private static final class Wire {
		final Pipe toAgent;
		final Pipe toClient;

		Wire() throws IOException {
			toAgent = Pipe.open();
			toClient = Pipe.open();
		}

		VersionedClient<Launcher<AcpAgentServer>> client(AcpClientEndpoint v1, AcpClientEndpointV2 v2) {
			VersionedClient<Launcher<AcpAgentServer>> client = AcpLauncher.client(v1, v2, Channels.newInputStream(toClient.source()),
					Channels.newOutputStream(toAgent.sink()));
			client.launcher().startListening();
			return client;
		}
	}

	/** An agent that exits at once (a broken command): initialize fails as soon as its output ends, as on a v1 connection. */
	@Test
	void initializeFailsWhenTheAgentsOutputEndsBeforeTheAnswer() throws Exception {
		Wire wire = new Wire();
		VersionedClient<Launcher<AcpAgentServer>> client = wire.client(v1Client, v2Client);
		CompletableFuture<VersionedClient.Initialized> answer = client.initialize(V1_REQUEST, V2_REQUEST);
		wire.toClient.sink().close();

		Throwable failure = catchThrowable(() -> answer.get(TIMEOUT, TimeUnit.SECONDS));

		assertThat(failure).hasCauseInstanceOf(io.github.acp4j.jsonrpc.ConnectionClosedException.class);
		assertThat(failure.getCause()).hasMessage("The connection closed before initialize was answered");
		assertThat(client.version()).isZero();
	}

	/** Its output ended before initialize was sent: it fails at once. */
	@Test
	void initializeFailsWhenTheAgentsOutputEndedBeforeItWasSent() throws Exception {
		Wire wire = new Wire();
		VersionedClient<Launcher<AcpAgentServer>> client = wire.client(v1Client, v2Client);
		wire.toClient.sink().close();
		Thread.sleep(200); // lets the reader see the end first; either order must fail

		Throwable failure = catchThrowable(() -> client.initialize(V1_REQUEST, V2_REQUEST).get(TIMEOUT, TimeUnit.SECONDS));

		assertThat(failure).hasCauseInstanceOf(io.github.acp4j.jsonrpc.ConnectionClosedException.class);
	}

	@Test
	void aV2AgentMakesTheConnectionV2AndItsUpdatesReachTheV2Endpoint() throws Exception {
		Wire wire = new Wire();
		V1Agent v1 = new V1Agent();
		V2Agent v2 = new V2Agent();
		Launcher<AcpClientEndpoint> agent = AcpLauncher.agent(v1, v2, Channels.newInputStream(wire.toAgent.source()),
				Channels.newOutputStream(wire.toClient.sink()));
		v2.client = AcpLauncher.remoteV2(agent);
		agent.startListening();
		VersionedClient<Launcher<AcpAgentServer>> client = wire.client(v1Client, v2Client);

		VersionedClient.Initialized answer = client.initialize(V1_REQUEST, V2_REQUEST).get(TIMEOUT, TimeUnit.SECONDS);
		NewSessionResponse session = client.agentV2().newSession(NewSessionRequest.of("/tmp")).get(TIMEOUT, TimeUnit.SECONDS);

		assertThat(answer.version()).isEqualTo(2);
		assertThat(answer.v2().info().name()).isEqualTo("agent");
		assertThat(answer.v1()).isNull();
		assertThat(client.version()).isEqualTo(2);
		assertThat(session.sessionId()).isEqualTo("v2-session");
		assertThat(heard).containsExactly("v2 update v2-session");
	}

	@Test
	void aV1AgentAnswersOneAndGetsTheV1FieldsAndTheConnectionSpeaksV1() throws Exception {
		Wire wire = new Wire();
		V1Agent v1 = new V1Agent();
		Launcher<AcpClientEndpoint> agent = AcpLauncher.agent(v1, Channels.newInputStream(wire.toAgent.source()),
				Channels.newOutputStream(wire.toClient.sink()));
		v1.client = agent.getRemoteProxy();
		agent.startListening();
		VersionedClient<Launcher<AcpAgentServer>> client = wire.client(v1Client, v2Client);

		VersionedClient.Initialized answer = client.initialize(V1_REQUEST, V2_REQUEST).get(TIMEOUT, TimeUnit.SECONDS);
		io.github.acp4j.api.types.NewSessionResponse session = client.agent()
				.newSession(io.github.acp4j.api.types.NewSessionRequest.of("/tmp", List.of())).get(TIMEOUT, TimeUnit.SECONDS);

		assertThat(answer.version()).isEqualTo(1);
		assertThat(answer.v1().protocolVersion()).isEqualTo(1);
		assertThat(client.version()).isEqualTo(1);
		assertThat(v1.initialized.clientCapabilities().terminal()).isTrue();
		assertThat(v1.initialized.clientCapabilities().fs().readTextFile()).isTrue();
		assertThat(session.sessionId()).isEqualTo("v1-session");
		assertThat(heard).containsExactly("v1 update v1-session");
	}

	/** An agent scripted line by line: it reads what the client sends and writes what the test says. */
	private static final class Scripted {
		final BufferedReader fromClient;
		final OutputStream toClient;

		Scripted(Wire wire) {
			fromClient = new BufferedReader(new InputStreamReader(Channels.newInputStream(wire.toAgent.source()), StandardCharsets.UTF_8));
			toClient = Channels.newOutputStream(wire.toClient.sink());
		}

		JsonObject read() throws IOException {
			return JsonParser.parseString(fromClient.readLine()).getAsJsonObject();
		}

		void write(String line) throws IOException {
			toClient.write((line + "\n").getBytes(StandardCharsets.UTF_8));
			toClient.flush();
		}
	}

	private static final String V2_UPDATE = "{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"%s\","
			+ "\"update\":{\"sessionUpdate\":\"agent_message_chunk\",\"messageId\":\"m\",\"content\":{\"type\":\"text\",\"text\":\"x\"}}}}";

	@Test
	void aMessageBeforeTheAnswerGoesToV1AndTheMessagesRightAfterTheAnswerToThePickedVersion() throws Exception {
		Wire wire = new Wire();
		Scripted agent = new Scripted(wire);
		VersionedClient<Launcher<AcpAgentServer>> client = wire.client(v1Client, v2Client);

		CompletableFuture<VersionedClient.Initialized> answer = client.initialize(V1_REQUEST, V2_REQUEST);
		JsonObject sent = agent.read();
		agent.write(String.format(V2_UPDATE, "before"));
		agent.write("{\"jsonrpc\":\"2.0\",\"id\":" + sent.get("id") + ",\"result\":{\"protocolVersion\":2,\"info\":{\"name\":\"a\",\"version\":\"1\"}}}");
		agent.write(String.format(V2_UPDATE, "after"));
		agent.write("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"session/request_permission\",\"params\":{\"sessionId\":\"after\","
				+ "\"title\":\"Run ls\",\"options\":[{\"optionId\":\"a\",\"name\":\"Allow\",\"kind\":\"allow_once\"}]}}");

		assertThat(answer.get(TIMEOUT, TimeUnit.SECONDS).version()).isEqualTo(2);
		assertThat(sent.getAsJsonObject("params").get("protocolVersion").getAsInt()).isEqualTo(2);
		assertThat(sent.getAsJsonObject("params").getAsJsonObject("info").get("name").getAsString()).isEqualTo("test-client");
		assertThat(sent.getAsJsonObject("params").getAsJsonObject("clientCapabilities").get("terminal").getAsBoolean()).isTrue();
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT);
		while (heard.size() < 3 && System.nanoTime() < deadline) {
			Thread.sleep(10);
		}
		// Until the answer the connection is v1's, as an agent's router is until it answered.
		assertThat(heard).containsExactly("v1 update before", "v2 update after", "v2 request_permission Run ls");
	}

	/** Sends {@code initialize} and lets the scripted agent answer it with {@code answer} (a result or an error). */
	private static CompletableFuture<VersionedClient.Initialized> initialize(VersionedClient<?> client, Scripted agent, String answer)
			throws IOException {
		CompletableFuture<VersionedClient.Initialized> answered = client.initialize(V1_REQUEST, V2_REQUEST);
		JsonObject sent = agent.read();
		agent.write("{\"jsonrpc\":\"2.0\",\"id\":" + sent.get("id") + "," + answer + "}");
		return answered;
	}

	@Test
	void aV1ShapedAnswerToVersionTwoMakesTheConnectionV1() throws Exception {
		Wire wire = new Wire();
		Scripted agent = new Scripted(wire);
		VersionedClient<Launcher<AcpAgentServer>> client = wire.client(v1Client, v2Client);

		CompletableFuture<VersionedClient.Initialized> answer = initialize(client, agent, "\"result\":{\"protocolVersion\":2,\"agentCapabilities\":{}}");

		assertThat(answer.get(TIMEOUT, TimeUnit.SECONDS).version()).isEqualTo(1);
		assertThat(client.version()).isEqualTo(1);
	}

	@Test
	void anErrorOrAnAnswerOfNoKnownVersionFailsInitializeAndPicksNothing() throws Exception {
		Wire wire = new Wire();
		Scripted agent = new Scripted(wire);
		VersionedClient<Launcher<AcpAgentServer>> client = wire.client(v1Client, v2Client);

		CompletableFuture<VersionedClient.Initialized> refused = initialize(client, agent, "\"error\":{\"code\":-32603,\"message\":\"no\"}");
		Throwable refusal = catchThrowable(() -> refused.get(TIMEOUT, TimeUnit.SECONDS));
		CompletableFuture<VersionedClient.Initialized> unknown = initialize(client, agent, "\"result\":{\"protocolVersion\":3}");
		Throwable unknownVersion = catchThrowable(() -> unknown.get(TIMEOUT, TimeUnit.SECONDS));

		assertThat(refusal).hasCauseInstanceOf(ResponseErrorException.class);
		assertThat(((ResponseErrorException) refusal.getCause()).getResponseError().getMessage()).isEqualTo("no");
		assertThat(unknownVersion).hasCauseInstanceOf(ResponseErrorException.class);
		assertThat(((ResponseErrorException) unknownVersion.getCause()).getResponseError().getCode()).isEqualTo(-32600);
		assertThat(((ResponseErrorException) unknownVersion.getCause()).getResponseError().getMessage()).contains("no ACP version");
		assertThat(client.version()).isZero();
	}
}
