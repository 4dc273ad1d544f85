package io.github.acp4j.agent;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
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

import com.google.inject.Guice;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.FileSystemCapabilities;
import io.github.acp4j.api.types.InitializeRequest;
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
		agent.shutdown(java.time.Duration.ofSeconds(5));
		peers.forEach(peer -> peer.delivery.shutdownNow());
	}

	/** A client on its own connection, messages carried in order by a thread each way. */
	final class Peer implements AcpClientEndpoint {
		final ExecutorService delivery = Executors.newFixedThreadPool(2);
		final FramedLauncher<AcpAgentServer> client;
		final FramedLauncher<AcpClientEndpoint> served;
		final List<String> reads = new CopyOnWriteArrayList<>();
		final StringBuilder said = new StringBuilder();
		final AcpAgentServer server;

		Peer(boolean fileSystem) throws Exception {
			ExecutorService toAgent = Executors.newSingleThreadExecutor();
			ExecutorService toClient = Executors.newSingleThreadExecutor();
			AtomicReference<FramedLauncher<AcpClientEndpoint>> agentSide = new AtomicReference<>();
			client = AcpLauncher.client(this, json -> toAgent.execute(() -> agentSide.get().receive(json)));
			served = agent.connect(json -> toClient.execute(() -> client.receive(json)));
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
}
