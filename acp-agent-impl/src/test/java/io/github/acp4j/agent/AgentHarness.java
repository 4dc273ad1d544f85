package io.github.acp4j.agent;

import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.inject.Guice;
import com.google.inject.Module;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpAgentServerDrafts;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.AgentaoClientExtensions;
import io.github.acp4j.api.AgentaoClientExtensions.AskUserResponse;
import io.github.acp4j.api.types.AvailableCommandsUpdate;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.CreateElicitationRequest;
import io.github.acp4j.api.types.CreateElicitationResponse;
import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.CreateTerminalResponse;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.KillTerminalRequest;
import io.github.acp4j.api.types.KillTerminalResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.ReleaseTerminalRequest;
import io.github.acp4j.api.types.ReleaseTerminalResponse;
import io.github.acp4j.api.types.RequestPermissionOutcome;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

import mockwebserver3.MockWebServer;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
/**
 * The real agent, wired by Guice, talking to a recording client over in-memory pipes. Permission
 * requests are answered by {@link #permissionPolicy}, or held in {@link #pendingPermissions} when it
 * returns null.
 */
final class AgentHarness implements AutoCloseable {

	/** A guard against hangs, not a speed assertion. */
	static final long TIMEOUT = 20;

	final List<SessionNotification> updates = new CopyOnWriteArrayList<>();
	/** Every message the agent sent, in the order the client read them off the wire. */
	final List<JsonObject> received = new CopyOnWriteArrayList<>();
	final List<RequestPermissionRequest> permissionRequests = new CopyOnWriteArrayList<>();
	final BlockingQueue<CompletableFuture<RequestPermissionResponse>> pendingPermissions = new LinkedBlockingQueue<>();
	volatile Function<RequestPermissionRequest, RequestPermissionResponse> permissionPolicy = request -> allow("allow_once");
	/** The answer to elicitation/create, or null for a client without elicitation. */
	volatile CreateElicitationResponse elicitationAnswer;
	/** The answer to _agentao.cn/ask_user, or null for a client without the extension. */
	volatile String agentaoAnswer;
	/** Serves fs/* and terminal/* (advertise them with {@link #initialize(ClientCapabilities)}). */
	final TestEditor editor = new TestEditor();
	final AcpAgentServer agent;
	/** The same proxy, for the unstable methods. */
	final AcpAgentServerDrafts drafts;
	final Launcher<AcpAgentServer> client;
	/** Sees the threads the agent's reader thread creates. */
	final ReaderThreadProbe reader;
	private final OutputStream toAgent;
	private final OutputStream toClient;
	private final AgentConnections connections;

	AgentHarness(Module module) throws IOException {
		connections = Guice.createInjector(module).getInstance(AgentConnections.class);
		Pipe clientToAgent = Pipe.open();
		Pipe agentToClient = Pipe.open();
		toAgent = Channels.newOutputStream(clientToAgent.sink());
		toClient = Channels.newOutputStream(agentToClient.sink());
		InputStream fromClient = Channels.newInputStream(clientToAgent.source());
		reader = ReaderThreadProbe.listening(() -> connections.connect(fromClient, toClient));
		client = AcpLauncher.client(new RecordingClient(), new Wiretap(Channels.newInputStream(agentToClient.source()), received),
				toAgent);
		agent = client.getRemoteProxy();
		drafts = (AcpAgentServerDrafts) agent;
		client.startListening();
	}

	/** The agent with a preset and a turn limit, on an OpenAI-compatible mock at {@code model}, storing under {@code sessions}. */
	static AgentModule openAi(PermissionPreset preset, int maxTurnRequests, Path sessions, MockWebServer model, String key) {
		return new AgentModule(AgentConfig.builder(sessions)
				.defaultPreset(preset).maxTurnRequests(maxTurnRequests).contextWindow(128_000).build(),
				Map.of("OPENAI_API_KEY", key, "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST));
	}

	static RequestPermissionResponse allow(String optionId) {
		return RequestPermissionResponse.of(SelectedPermissionOutcome.of(optionId));
	}

	/** Keeps each line read through it, as JSON, in {@code lines}. */
	private static final class Wiretap extends FilterInputStream {
		private final List<JsonObject> lines;
		private final ByteArrayOutputStream line = new ByteArrayOutputStream();

		Wiretap(InputStream in, List<JsonObject> lines) {
			super(in);
			this.lines = lines;
		}

		@Override
		public int read() throws IOException {
			int b = super.read();
			if (b >= 0) {
				keep(b);
			}
			return b;
		}

		@Override
		public int read(byte[] buffer, int offset, int length) throws IOException {
			int read = super.read(buffer, offset, length);
			for (int i = 0; i < read; i++) {
				keep(buffer[offset + i]);
			}
			return read;
		}

		private void keep(int b) {
			if (b != '\n') {
				line.write(b);
				return;
			}
			lines.add(JsonParser.parseString(line.toString(StandardCharsets.UTF_8)).getAsJsonObject());
			line.reset();
		}
	}

	final class RecordingClient implements AcpClientEndpoint {
		@Override
		public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
			permissionRequests.add(request);
			RequestPermissionResponse answer = permissionPolicy.apply(request);
			if (answer != null) {
				return CompletableFuture.completedFuture(answer);
			}
			CompletableFuture<RequestPermissionResponse> pending = new CompletableFuture<>();
			pendingPermissions.add(pending);
			return pending;
		}

		@Override
		public void sessionUpdate(SessionNotification notification) {
			updates.add(notification);
		}

		@Override
		public AgentaoClientExtensions agentao() {
			return request -> agentaoAnswer != null ? CompletableFuture.completedFuture(new AskUserResponse(agentaoAnswer))
					: CompletableFuture.failedFuture(JsonRpcErrors.methodNotFound(AgentaoClientExtensions.ASK_USER));
		}

		@Override
		public CompletableFuture<ReadTextFileResponse> readTextFile(ReadTextFileRequest request) {
			return editor.readTextFile(request);
		}

		@Override
		public CompletableFuture<WriteTextFileResponse> writeTextFile(WriteTextFileRequest request) {
			return editor.writeTextFile(request);
		}

		@Override
		public CompletableFuture<CreateTerminalResponse> createTerminal(CreateTerminalRequest request) {
			return editor.createTerminal(request);
		}

		@Override
		public CompletableFuture<WaitForTerminalExitResponse> waitForTerminalExit(WaitForTerminalExitRequest request) {
			return editor.waitForTerminalExit(request);
		}

		@Override
		public CompletableFuture<TerminalOutputResponse> terminalOutput(TerminalOutputRequest request) {
			return editor.terminalOutput(request);
		}

		@Override
		public CompletableFuture<KillTerminalResponse> killTerminal(KillTerminalRequest request) {
			return editor.killTerminal(request);
		}

		@Override
		public CompletableFuture<ReleaseTerminalResponse> releaseTerminal(ReleaseTerminalRequest request) {
			return editor.releaseTerminal(request);
		}

		@Override
		public CompletableFuture<CreateElicitationResponse> createElicitation(CreateElicitationRequest request) {
			CreateElicitationResponse answer = elicitationAnswer;
			return answer != null ? CompletableFuture.completedFuture(answer) : AcpClientEndpoint.super.createElicitation(request);
		}
	}

	/** What the launcher does once the agent is wired: {@link AgentConnections#prepare()}. */
	void prepare() {
		connections.prepare();
	}

	void initialize() throws Exception {
		initialize(ClientCapabilities.builder().build());
	}

	void initialize(ClientCapabilities capabilities) throws Exception {
		await(agent.initialize(InitializeRequest.builder(1).clientCapabilities(capabilities).build()));
	}

	String newSession(Path cwd) throws Exception {
		return await(agent.newSession(NewSessionRequest.of(cwd.toString(), List.of()))).sessionId();
	}

	CompletableFuture<PromptResponse> prompt(String sessionId, String text) {
		return agent.prompt(PromptRequest.of(sessionId, List.of(TextContent.of(text))));
	}

	/**
	 * The updates of one session, in arrival order, without {@code available_commands_update}: it
	 * follows the answer that opens a session, at a moment a test does not wait for (see
	 * {@link #commands}).
	 */
	List<SessionUpdate> updates(String sessionId) {
		return updates.stream().filter(n -> n.sessionId().equals(sessionId)).map(SessionNotification::update)
				.filter(update -> !(update instanceof AvailableCommandsUpdate)).toList();
	}

	/** The {@code available_commands_update}s of one session, waiting (at most {@link #TIMEOUT}) for the {@code count}th. */
	List<AvailableCommandsUpdate> commands(String sessionId, int count) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT);
		while (true) {
			List<AvailableCommandsUpdate> sent = updates.stream().filter(n -> n.sessionId().equals(sessionId))
					.map(SessionNotification::update).filter(AvailableCommandsUpdate.class::isInstance)
					.map(AvailableCommandsUpdate.class::cast).toList();
			if (sent.size() >= count || System.nanoTime() > deadline) {
				return sent;
			}
			Thread.sleep(10);
		}
	}

	static <T> T await(CompletableFuture<T> future) throws InterruptedException, ExecutionException, TimeoutException {
		return future.get(TIMEOUT, TimeUnit.SECONDS);
	}

	/** The JSON-RPC error a request failed with. */
	static ResponseErrorException error(CompletableFuture<?> future) throws InterruptedException, TimeoutException {
		try {
			future.get(TIMEOUT, TimeUnit.SECONDS);
		} catch (ExecutionException e) {
			if (e.getCause() instanceof ResponseErrorException) {
				return (ResponseErrorException) e.getCause();
			}
			throw new AssertionError("failed with " + e.getCause(), e.getCause());
		}
		throw new AssertionError("the request succeeded");
	}

	@Override
	public void close() throws IOException {
		toAgent.close();
		toClient.close();
		// As the launcher does when its client is gone: the sessions are saved and their files unlocked.
		shutdown();
	}

	/** {@link AgentConnections#shutdown}, as the launcher calls it when its input ends or on SIGTERM. */
	void shutdown() {
		try {
			connections.shutdown(Duration.ofSeconds(5));
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}
}
