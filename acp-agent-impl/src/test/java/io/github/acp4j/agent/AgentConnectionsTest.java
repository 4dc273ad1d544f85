package io.github.acp4j.agent;

import static io.github.acp4j.agent.OpenAiStreams.delta;
import static io.github.acp4j.agent.OpenAiStreams.finish;
import static io.github.acp4j.agent.OpenAiStreams.sse;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Guice;
import com.google.inject.util.Modules;

import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.FileSystemCapabilities;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.jsonrpc.FramedLauncher;

import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.api.v2.AcpClientEndpointV2;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.Implementation;
import io.github.acp4j.api.v2.types.ReplayFromStart;
import io.github.acp4j.api.v2.types.ResumeSessionRequest;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;

/**
 * Many connections on one agent, as {@code --listen} serves them (here in memory, without the HTTP
 * transport): each its own peer with its own capabilities and sessions, sessions outliving their
 * connection.
 */
class AgentConnectionsTest {

	@TempDir
	Path root;
	private AgentConnections agent;
	private final List<Peer> peers = new CopyOnWriteArrayList<>();

	@BeforeEach
	void start() {
		agent = Guice.createInjector(new AgentModule(AgentConfig.of(root.resolve("sessions")),
				Map.of("LLM_PROVIDER", "demo", "ACP4J_HOME", root.resolve("home").toString()))).getInstance(AgentConnections.class);
	}

	@AfterEach
	void stop() throws InterruptedException {
		agent.shutdown(Duration.ofSeconds(5));
		peers.forEach(peer -> peer.delivery.shutdownNow());
	}

	/** A client on its own connection, messages carried in order by a thread each way. */
	final class Peer implements AcpClientEndpoint {
		final ExecutorService delivery = Executors.newFixedThreadPool(2);
		final FramedLauncher<AcpAgentServer> client;
		final FramedLauncher<AcpClientEndpoint> served;
		final List<String> reads = new CopyOnWriteArrayList<>();
		final StringBuilder said = new StringBuilder();
		final StringBuilder thought = new StringBuilder();
		/** Every message the agent handed this connection's transport, in order. */
		final List<String> sent = new CopyOnWriteArrayList<>();
		final AcpAgentServer server;

		Peer(boolean fileSystem) throws Exception {
			ExecutorService toAgent = Executors.newSingleThreadExecutor();
			ExecutorService toClient = Executors.newSingleThreadExecutor();
			AtomicReference<FramedLauncher<AcpClientEndpoint>> agentSide = new AtomicReference<>();
			client = AcpLauncher.client(this, json -> toAgent.execute(() -> agentSide.get().receive(json)));
			served = agent.connect(json -> {
				sent.add(json);
				toClient.execute(() -> client.receive(json));
			});
			agentSide.set(served);
			server = client.getRemoteProxy();
			peers.add(this);
			ClientCapabilities capabilities = fileSystem
					? ClientCapabilities.builder().fs(FileSystemCapabilities.builder().readTextFile(true).build()).build()
					: ClientCapabilities.of();
			server.initialize(InitializeRequest.builder(1).clientCapabilities(capabilities).build()).get(30, TimeUnit.SECONDS);
		}

		String newSession() throws Exception {
			return server.newSession(NewSessionRequest.of(root.toString(), List.of())).get(30, TimeUnit.SECONDS).sessionId();
		}

		String prompt(String session, String text) throws Exception {
			synchronized (said) {
				said.setLength(0);
			}
			server.prompt(PromptRequest.of(session, List.of(TextContent.of(text)))).get(30, TimeUnit.SECONDS);
			synchronized (said) {
				return said.toString();
			}
		}

		@Override
		public CompletableFuture<ReadTextFileResponse> readTextFile(ReadTextFileRequest request) {
			reads.add(request.path());
			return CompletableFuture.completedFuture(ReadTextFileResponse.of("from the editor"));
		}

		@Override
		public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
			return CompletableFuture.completedFuture(RequestPermissionResponse.of(SelectedPermissionOutcome.of(request.options().get(0).optionId())));
		}

		@Override
		public void sessionUpdate(SessionNotification notification) {
			if (notification.update() instanceof AgentMessageChunk chunk && chunk.content() instanceof TextContent text) {
				synchronized (said) {
					said.append(text.text());
				}
			}
			if (notification.update() instanceof AgentThoughtChunk chunk && chunk.content() instanceof TextContent text) {
				synchronized (said) {
					thought.append(text.text());
				}
			}
		}

		/** What the client was shown of the agent's messages and thoughts so far. */
		String shown() {
			synchronized (said) {
				return thought + "|" + said;
			}
		}
	}

	/** The agent, now on a model served by {@code model} (OpenAI's API) instead of the demo provider. */
	private void on(StallingServer model) throws InterruptedException {
		on(model, message -> {
		});
	}

	/** The same, the session files written through {@code beforeAppend}. */
	private void on(StallingServer model, HookedStore.BeforeAppend beforeAppend) throws InterruptedException {
		agent.shutdown(Duration.ofSeconds(5));
		Path sessions = root.resolve("sessions");
		HookedStore store = new HookedStore(new JsonlSessionStore(sessions), beforeAppend);
		agent = Guice.createInjector(Modules.override(new AgentModule(AgentConfig.of(sessions), Map.of("OPENAI_API_KEY",
				"sk-connections-0000", "OPENAI_BASE_URL", model.baseUrl(), "OPENAI_MODELS", StrictModel.NO_LIST, "ACP4J_HOME",
				root.resolve("home").toString()))).with(binder -> binder.bind(SessionStore.class).toInstance(store)))
				.getInstance(AgentConnections.class);
	}

	private static void waitFor(Supplier<Boolean> condition, Supplier<String> state) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(AgentHarness.TIMEOUT);
		while (!condition.get()) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("not within " + AgentHarness.TIMEOUT + " s: " + state.get());
			}
			Thread.sleep(10);
		}
	}

	/**
	 * A connection that ends while the model streams (a dropped socket): the turn is cancelled and the
	 * answer's part the client was shown, thoughts and text, is saved with it: a load on another
	 * connection replays it, and the next request carries it and is one the strict model takes.
	 */
	/**
	 * A client on streams (stdio's way) that sends {@code session/new} and ends its input at once: the
	 * request is handled and answered, and the session it opened is saved and closed with the
	 * connection, so that another agent on the same store loads it (an open one would be refused).
	 */
	@Test
	void aSessionOpenedByTheLastRequestBeforeTheInputEndsIsAnsweredAndClosed() throws Exception {
		Path workspace = Files.createDirectories(root.resolve("workspace"));
		java.nio.channels.Pipe in = java.nio.channels.Pipe.open();
		java.nio.channels.Pipe out = java.nio.channels.Pipe.open();
		CompletableFuture<Void> listening = agent.connect(java.nio.channels.Channels.newInputStream(in.source()),
				java.nio.channels.Channels.newOutputStream(out.sink()));
		try (java.io.OutputStream client = java.nio.channels.Channels.newOutputStream(in.sink())) {
			client.write(("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n"
					+ "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":\"" + workspace
					+ "\",\"mcpServers\":[]}}\n").getBytes(java.nio.charset.StandardCharsets.UTF_8));
		}
		java.io.BufferedReader answers = new java.io.BufferedReader(new java.io.InputStreamReader(
				java.nio.channels.Channels.newInputStream(out.source()), java.nio.charset.StandardCharsets.UTF_8));
		listening.get(30, TimeUnit.SECONDS);
		agent.shutdown(Duration.ofSeconds(10));
		String session = null;
		for (String line = answers.readLine(); session == null && line != null; line = answers.readLine()) {
			com.google.gson.JsonObject message = com.google.gson.JsonParser.parseString(line).getAsJsonObject();
			if (message.has("id") && message.get("id").getAsInt() == 2) {
				session = message.getAsJsonObject("result").get("sessionId").getAsString();
			}
		}
		assertThat(session).as("session/new answered").isNotNull();

		// Another agent on the same store (the one the test stops at its end).
		agent = Guice.createInjector(new AgentModule(AgentConfig.of(root.resolve("sessions")),
				Map.of("LLM_PROVIDER", "demo", "ACP4J_HOME", root.resolve("home").toString()))).getInstance(AgentConnections.class);
		Peer peer = new Peer(false);
		assertThat(peer.server.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), session)).get(30, TimeUnit.SECONDS))
				.isNotNull();
	}

	@Test
	void aConnectionThatEndsMidAnswerSavesWhatItsClientWasShown() throws Exception {
		try (StallingServer model = new StallingServer()) {
			on(model);
			Peer first = new Peer(false);
			String session = first.newSession();
			model.stallAfter(sse(delta("{\"reasoning_content\":\"pondering \"}"), delta("{\"content\":\"partial \"}")));
			first.server.prompt(PromptRequest.of(session, List.of(TextContent.of("stream"))));
			waitFor(() -> first.shown().equals("pondering |partial "), first::shown);

			first.served.close();
			Peer second = new Peer(false);
			second.server.loadSession(LoadSessionRequest.of(List.of(), root.toString(), session)).get(30, TimeUnit.SECONDS);
			String replayed = second.shown();
			model.complete(sse(delta("{\"content\":\"again\"}"), finish("stop"), "[DONE]"));
			String again = second.prompt(session, "go on");

			assertThat(replayed).isEqualTo("pondering |partial ");
			assertThat(again).isEqualTo("again");
			assertThat(model.requests()).hasSize(2);
			assertThat(model.requests().get(1)).contains("\"content\":\"partial \"");
		}
	}

	@Test
	void eachConnectionHasTheCapabilitiesItsClientAdvertised() throws Exception {
		Files.writeString(root.resolve("notes.txt"), "from disk");
		Peer editor = new Peer(true);
		Peer plain = new Peer(false);

		String fromEditor = editor.prompt(editor.newSession(), "read notes.txt");
		String fromDisk = plain.prompt(plain.newSession(), "read notes.txt");

		assertThat(fromEditor).contains("from the editor");
		assertThat(editor.reads).containsExactly(root.resolve("notes.txt").toString());
		assertThat(fromDisk).contains("from disk");
		assertThat(plain.reads).isEmpty();
	}

	@Test
	void aConnectionCannotReachOrTakeASessionAnotherHasOpen() throws Exception {
		Peer first = new Peer(false);
		Peer second = new Peer(false);
		String session = first.newSession();

		Throwable prompted = catchThrowable(() -> second.prompt(session, "list files"));
		Throwable loaded = catchThrowable(() -> second.server.loadSession(LoadSessionRequest.of(List.of(), root.toString(), session))
				.get(30, TimeUnit.SECONDS));

		assertThat(prompted).hasCauseInstanceOf(ResponseErrorException.class);
		assertThat(((ResponseErrorException) prompted.getCause()).getResponseError().getCode()).isEqualTo(-32002);
		assertThat(loaded).hasCauseInstanceOf(ResponseErrorException.class).hasMessageContaining("another connection");
		assertThat(first.prompt(session, "list files")).contains("sessions/");
	}

	@Test
	void aSessionOutlivesItsConnectionAndAnotherLoadsIt() throws Exception {
		Peer first = new Peer(false);
		String session = first.newSession();
		first.prompt(session, "create kept.txt with kept");

		first.served.close();
		Peer second = new Peer(false);
		second.server.loadSession(LoadSessionRequest.of(List.of(), root.toString(), session)).get(30, TimeUnit.SECONDS);

		assertThat(second.said.toString()).contains("Created kept.txt");
		assertThat(second.prompt(session, "read kept.txt")).contains("kept");
		assertThat(agent.size()).isEqualTo(1);
	}

	/**
	 * SIGTERM over {@code --listen}: cancelling the turns returns only once the running prompt of every
	 * connection was answered {@code cancelled} to its transport, so the server may close the sockets then.
	 * One turn is held where a cancelled turn saves what its client was shown, before it answers: the
	 * cancelling waits for it.
	 */
	@Test
	void cancellingTheTurnsReturnsOnceEveryRunningPromptsCancelledAnswerReachedItsTransport() throws Exception {
		CountDownLatch held = new CountDownLatch(1);
		CountDownLatch release = new CountDownLatch(1);
		try (StallingServer model = new StallingServer()) {
			on(model, message -> {
				if ("working ".equals(message.message().text()) && held.getCount() > 0) {
					held.countDown();
					try {
						release.await();
					} catch (InterruptedException e) {
						Thread.currentThread().interrupt();
					}
				}
			});
			List<Peer> working = new ArrayList<>();
			for (int i = 0; i < 3; i++) {
				Peer peer = new Peer(false);
				String session = peer.newSession();
				model.stallAfter(sse(delta("{\"content\":\"working \"}")));
				peer.server.prompt(PromptRequest.of(session, List.of(TextContent.of("work"))));
				waitFor(() -> peer.shown().endsWith("working "), peer::shown);
				working.add(peer);
			}

			CompletableFuture<Void> cancelling = CompletableFuture.runAsync(() -> {
				try {
					agent.cancelTurns(Duration.ofSeconds(AgentHarness.TIMEOUT));
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
			});
			assertThat(held.await(AgentHarness.TIMEOUT, TimeUnit.SECONDS)).isTrue();
			assertThat(cancelling).as("a turn is still to answer").isNotDone();
			release.countDown();
			cancelling.get(AgentHarness.TIMEOUT * 2, TimeUnit.SECONDS);

			for (Peer peer : working) {
				assertThat(peer.sent).as("what the agent sent this connection").anySatisfy(json -> assertThat(json)
						.contains("\"result\":{\"stopReason\":\"cancelled\"}"));
			}
		}
	}

	/** An ACP v2 client on its own connection, which collects the updates and waits for the idle state. */
	final class V2Peer implements AcpClientEndpointV2 {
		final FramedLauncher<AcpAgentServerV2> client;
		final AcpAgentServerV2 server;
		final List<io.github.acp4j.api.v2.types.SessionUpdate> updates = new CopyOnWriteArrayList<>();
		volatile CompletableFuture<IdleStateUpdate> idle = new CompletableFuture<>();

		V2Peer() throws Exception {
			ExecutorService toAgent = Executors.newSingleThreadExecutor();
			ExecutorService toClient = Executors.newSingleThreadExecutor();
			AtomicReference<FramedLauncher<AcpClientEndpoint>> agentSide = new AtomicReference<>();
			client = AcpLauncher.clientV2(this, json -> toAgent.execute(() -> agentSide.get().receive(json)));
			agentSide.set(agent.connect(json -> toClient.execute(() -> client.receive(json))));
			server = client.getRemoteProxy();
			int version = server.initialize(io.github.acp4j.api.v2.types.InitializeRequest.of(2, Implementation.of("v2", "1")))
					.get(30, TimeUnit.SECONDS).protocolVersion();
			assertThat(version).isEqualTo(2);
		}

		@Override
		public CompletableFuture<io.github.acp4j.api.v2.types.RequestPermissionResponse> requestPermission(
				io.github.acp4j.api.v2.types.RequestPermissionRequest request) {
			return CompletableFuture.completedFuture(io.github.acp4j.api.v2.types.RequestPermissionResponse
					.of(io.github.acp4j.api.v2.types.SelectedPermissionOutcome.of(request.options().get(0).optionId())));
		}

		@Override
		public void sessionUpdate(UpdateSessionNotification notification) {
			updates.add(notification.update());
			if (notification.update() instanceof IdleStateUpdate end) {
				idle.complete(end);
			}
		}

		/** The agent's words: its chunks live, its whole messages in a replay. */
		String text() {
			return updates.stream().flatMap(u -> u instanceof io.github.acp4j.api.v2.types.AgentMessageChunk chunk ? java.util.stream.Stream.of(chunk.content())
					: u instanceof io.github.acp4j.api.v2.types.AgentMessage message ? message.content().stream() : java.util.stream.Stream.empty())
					.map(block -> ((io.github.acp4j.api.v2.types.TextContent) block).text()).collect(java.util.stream.Collectors.joining());
		}
	}

	@Test
	void aV1AndAV2ClientShareOneAgentAndASessionMovesBetweenThem() throws Exception {
		agent.serveV2();
		Files.writeString(root.resolve("notes.txt"), "from disk");
		Peer v1 = new Peer(true);
		V2Peer v2 = new V2Peer();

		String v1Session = v1.newSession();
		String fromEditor = v1.prompt(v1Session, "read notes.txt");
		v1.server.closeSession(CloseSessionRequest.of(v1Session)).get(30, TimeUnit.SECONDS);
		v2.server.resumeSession(ResumeSessionRequest.builder(v1Session, root.toString()).replayFrom(ReplayFromStart.of()).build())
				.get(30, TimeUnit.SECONDS);
		IdleStateUpdate afterReplay = v2.idle.get(30, TimeUnit.SECONDS);
		String replayed = v2.text();
		v2.idle = new CompletableFuture<>();
		String ack = v2.server.prompt(io.github.acp4j.api.v2.types.PromptRequest.of(v1Session,
				List.of(io.github.acp4j.api.v2.types.TextContent.of("read notes.txt")))).get(30, TimeUnit.SECONDS).messageId();
		IdleStateUpdate end = v2.idle.get(30, TimeUnit.SECONDS);
		v2.server.closeSession(io.github.acp4j.api.v2.types.CloseSessionRequest.of(v1Session)).get(30, TimeUnit.SECONDS);
		String backOnV1 = v1.prompt(v1.server.loadSession(LoadSessionRequest.of(List.of(), root.toString(), v1Session))
				.thenApply(loaded -> v1Session).get(30, TimeUnit.SECONDS), "list files");

		assertThat(fromEditor).contains("from the editor");
		assertThat(replayed).as("the v1 turn replayed to the v2 client").contains("from the editor");
		assertThat(afterReplay.stopReason()).isNull();
		assertThat(ack).isNotBlank();
		assertThat(end.stopReason()).isEqualTo(IdleStateUpdate.END_TURN);
		assertThat(v2.text()).as("a v2 client has no editor file system: the agent reads the disk").contains("from disk");
		assertThat(v2.updates).filteredOn(io.github.acp4j.api.v2.types.UserMessage.class::isInstance)
				.extracting(u -> ((io.github.acp4j.api.v2.types.UserMessage) u).messageId()).as("the v1 prompt replayed, then the v2 one")
				.hasSize(2).endsWith(ack);
		assertThat(backOnV1).contains("notes.txt");
	}

	@Test
	void aV2NewSessionIsFollowedByItsCommands() throws Exception {
		agent.serveV2();
		V2Peer v2 = new V2Peer();

		String session = v2.server.newSession(io.github.acp4j.api.v2.types.NewSessionRequest.of(root.toString()))
				.get(30, TimeUnit.SECONDS).sessionId();
		v2.server.prompt(io.github.acp4j.api.v2.types.PromptRequest.of(session,
				List.of(io.github.acp4j.api.v2.types.TextContent.of("list files")))).get(30, TimeUnit.SECONDS);
		v2.idle.get(30, TimeUnit.SECONDS);

		assertThat(v2.updates).as("the commands follow the answer that gives the session, before the turn's end")
				.filteredOn(io.github.acp4j.api.v2.types.AvailableCommandsUpdate.class::isInstance).hasSize(1);
	}
}
