package io.github.acp4j.eclipse;

import java.io.BufferedReader;
import java.io.File;
import java.io.IOException;
import java.io.InputStreamReader;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Consumer;
import java.util.function.Supplier;

import org.eclipse.lsp4j.jsonrpc.Launcher;

import com.google.gson.JsonPrimitive;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpAgentServerDrafts;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.VersionedClient;
import io.github.acp4j.api.types.AgentCapabilities;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.FileSystemCapabilities;
import io.github.acp4j.api.types.Implementation;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.ListSessionsResponse;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.LoadSessionResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.ResumeSessionRequest;
import io.github.acp4j.api.types.ResumeSessionResponse;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionConfigOptionResponse;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.SetSessionModeResponse;
import io.github.acp4j.api.types.SetSessionModelRequest;
import io.github.acp4j.api.types.SetSessionModelResponse;
import io.github.acp4j.api.v2.V1Bridge;
import io.github.acp4j.http.client.AcpHttpClient;
import io.github.acp4j.jsonrpc.FramedLauncher;

/**
 * An agent spoken to with acp-api's client endpoint: a process over stdio, or a remote agent over
 * acp-http's WebSocket or Streamable HTTP client. Every message to the agent is written on one sender thread of its
 * own, so neither the UI thread nor the connection's reader thread ever waits for the agent to read;
 * every answer is a future.
 */
public final class AgentConnection implements AutoCloseable {
	private static final int STDERR_TAIL_LINES = 20;

	/** The agent's process, or null for a remote agent. */
	private final Process process;
	/** The remote agent's connection, or null for a process. */
	private final AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> remote;
	/** The agent as v1: the v1 proxy, or, on a v2 connection, the bridge to the v2 one (set once {@code initialize} picked v2). */
	private volatile AcpAgentServer agent;
	/** The connection that offers v2, or null for one that speaks v1 alone. */
	private final VersionedClient<?> versioned;
	/** The v2 agent shown as v1, on a connection that offers v2; else null. */
	private final V1Bridge bridge;
	/** The ACP version {@code initialize} picked: 1 or 2, 0 before. */
	private volatile int version;
	private final ExecutorService sender = Executors.newSingleThreadExecutor(runnable -> daemon(runnable, "acp-eclipse sender"));
	private final Deque<String> stderrTail = new ArrayDeque<>();
	private final Thread stderrReader;
	/** The agent's {@code promptCapabilities.embeddedContext}, known once {@code initialize} is answered. */
	private volatile boolean embeddedContext;
	/** The agent's {@code sessionCapabilities.resume}, known once {@code initialize} is answered. */
	private volatile boolean resume;

	private AgentConnection(Process process, AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> remote, AcpAgentServer agent,
			VersionedClient<?> versioned, V1Bridge bridge) {
		this.process = process;
		this.remote = remote;
		this.agent = agent;
		this.versioned = versioned;
		this.bridge = bridge;
		this.stderrReader = daemon(this::keepStderrTail, "acp-eclipse agent stderr");
		if (process != null) {
			stderrReader.start();
		}
	}

	/**
	 * Starts the agent's command in {@code cwd}, or connects to the remote agent with the token
	 * {@link AgentTokens} keeps for it; {@code ended} hears that it exited or the connection ended.
	 *
	 * @throws IOException with one line that says why, for the view to show
	 */
	public static AgentConnection startOrConnect(AgentEntry agent, File cwd, AcpClientEndpoint client, Consumer<String> ended)
			throws IOException {
		if (agent.isRemote()) {
			String problem = AgentEntry.urlProblem(agent.url(), agent.transport());
			if (problem != null) {
				throw new IOException(agent.url().strip() + ": " + problem);
			}
			return connect(URI.create(agent.url().strip()), agent.transport(), AgentTokens.token(agent.name()), client,
					agent.offersV2(), ended);
		}
		List<String> command = AgentPreferences.words(agent.command());
		try {
			return start(command, cwd, client, agent.offersV2(), ended);
		} catch (IOException e) {
			throw new IOException("cannot start " + String.join(" ", command) + ": " + e.getMessage(), e);
		}
	}

	/**
	 * Starts {@code command} in {@code cwd} and connects {@code client} to it; {@code exited} hears,
	 * on a thread of its own, that the process ended, with its exit code and the tail of its stderr.
	 */
	public static AgentConnection start(List<String> command, File cwd, AcpClientEndpoint client, Consumer<String> exited)
			throws IOException {
		return start(command, cwd, client, false, exited);
	}

	/**
	 * As {@link #start(List, File, AcpClientEndpoint, Consumer)}; with {@code offerV2}, {@code initialize}
	 * offers ACP v2 and the agent's answer picks v1 or v2 ({@link #protocolVersion}). A v2 agent is shown
	 * to {@code client} as a v1 one (acp-api's {@link V1Bridge}); it has no {@code fs/*} or
	 * {@code terminal/*} to call, so it reads and writes files and runs commands itself.
	 */
	public static AgentConnection start(List<String> command, File cwd, AcpClientEndpoint client, boolean offerV2, Consumer<String> exited)
			throws IOException {
		Process process = new ProcessBuilder(command).directory(cwd).start();
		AgentConnection connection;
		Future<Void> listening;
		if (offerV2) {
			V1Bridge bridge = new V1Bridge(client, new V1Bridge.Hooks() {
			});
			VersionedClient<Launcher<AcpAgentServer>> versioned = AcpLauncher.client(client, bridge.clientEndpoint(), process.getInputStream(),
					process.getOutputStream());
			bridge.connect(versioned.agentV2());
			connection = new AgentConnection(process, null, versioned.agent(), versioned, bridge);
			listening = versioned.launcher().startListening();
			if (listening instanceof CompletableFuture<Void> ending) {
				ending.whenComplete((done, failed) -> bridge.closed()); // a v2 turn ends at idle, which never comes then
			}
		} else {
			Launcher<AcpAgentServer> launcher = AcpLauncher.client(client, process.getInputStream(), process.getOutputStream());
			connection = new AgentConnection(process, null, launcher.getRemoteProxy(), null, null);
			listening = launcher.startListening();
		}
		process.onExit().thenAccept(ended -> {
			// After the requests still waiting failed (the end of its output ends them), so that a host
			// hears of the exit after what it asked was answered, unless a process it left holds the pipe.
			awaitEnd(listening);
			connection.awaitStderr();
			exited.accept("the agent exited with code " + ended.exitValue() + connection.stderrTail());
		});
		return connection;
	}

	/** {@link #connect(URI, RemoteTransport, String, AcpClientEndpoint, boolean, Consumer) connect} over WebSocket, in ACP v1. */
	public static AgentConnection connect(URI uri, String token, AcpClientEndpoint client, Consumer<String> ended) throws IOException {
		return connect(uri, RemoteTransport.WEBSOCKET, token, client, false, ended);
	}

	/**
	 * Connects {@code client} to the remote agent at {@code uri} over {@code transport}, with
	 * {@code token} (if any) as its bearer token; {@code ended} hears that the connection ended. Over
	 * WebSocket it blocks until the upgrade is answered: call it off the UI thread. Over Streamable HTTP
	 * nothing is sent before {@code initialize}, so a refused token, an untrusted certificate or an
	 * unreachable server fail {@code initialize} instead, in the same one line; a connection that ends
	 * before {@code initialize} was answered is not reported to {@code ended} as well. With
	 * {@code offerV2}, {@code initialize} offers ACP v2 as {@link #start(List, File, AcpClientEndpoint, boolean, Consumer) start} does.
	 *
	 * @throws IOException in one line without the token: the server refused it (HTTP 401), its
	 *                     certificate is not trusted, it cannot be reached...
	 */
	public static AgentConnection connect(URI uri, RemoteTransport transport, String token, AcpClientEndpoint client,
			boolean offerV2, Consumer<String> ended) throws IOException {
		AcpHttpClient.Builder builder = transport.client(uri);
		if (token != null && !token.isEmpty()) {
			builder.bearerToken(token);
		}
		V1Bridge bridge = offerV2 ? new V1Bridge(client, new V1Bridge.Hooks() {
		}) : null;
		List<VersionedClient<FramedLauncher<AcpAgentServer>>> versioned = new java.util.ArrayList<>(1);
		AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> remote = builder.connect(sink -> {
			if (bridge == null) {
				return AcpLauncher.client(client, sink);
			}
			versioned.add(AcpLauncher.client(client, bridge.clientEndpoint(), sink));
			bridge.connect(versioned.get(0).agentV2());
			return versioned.get(0).launcher();
		});
		AgentConnection connection = new AgentConnection(null, remote, remote.launcher().getRemoteProxy(),
				versioned.isEmpty() ? null : versioned.get(0), bridge);
		if (remote.launcher().startListening() instanceof CompletableFuture<Void> listening) {
			if (bridge != null) {
				listening.whenComplete((done, failed) -> bridge.closed());
			}
			listening.thenRun(() -> {
				if (transport == RemoteTransport.WEBSOCKET || remote.connectionId() != null) {
					ended.accept("the connection to " + uri + " ended");
				}
			});
		}
		return connection;
	}

	/**
	 * {@code initialize}, advertising {@code fs/*} and {@code terminal/*}, answered within
	 * {@code timeoutSeconds}; then {@link #acceptsEmbeddedContext} and {@link #canResume} say what the
	 * agent takes.
	 */
	public CompletableFuture<Void> initialize(long timeoutSeconds) {
		InitializeRequest initialize = InitializeRequest.builder(1)
				.clientCapabilities(ClientCapabilities.builder()
						.fs(FileSystemCapabilities.builder().readTextFile(true).writeTextFile(true).build())
						.terminal(true)
						.build())
				.clientInfo(Implementation.builder("acp-eclipse", "0.1").title("ACP Agent view for Eclipse").build())
				.build();
		return send(() -> versioned == null ? agent.initialize(initialize).thenApply(answer -> picked(1, answer))
				: versioned.initialize(initialize, io.github.acp4j.api.v2.types.InitializeRequest.of(2,
						io.github.acp4j.api.v2.types.Implementation.of("acp-eclipse", "0.1")))
						.thenApply(answer -> answer.version() == 2 ? picked(2, V1Bridge.toV1(answer.v2())) : picked(1, answer.v1())))
				.orTimeout(timeoutSeconds, TimeUnit.SECONDS)
				.exceptionally(failure -> {
					if (failure instanceof TimeoutException) {
						throw new CompletionException(new TimeoutException("the agent did not answer initialize within "
								+ timeoutSeconds + " s" + stderrTail()));
					}
					throw failure instanceof CompletionException completion ? completion : new CompletionException(failure);
				})
				.thenAccept(initialized -> {
					AgentCapabilities capabilities = initialized.agentCapabilities();
					embeddedContext = capabilities != null && capabilities.promptCapabilities() != null
							&& Boolean.TRUE.equals(capabilities.promptCapabilities().embeddedContext());
					resume = capabilities != null && capabilities.sessionCapabilities() != null
							&& capabilities.sessionCapabilities().resume() != null;
				});
	}

	/** The version picked: on v2, every later call goes through the bridge. */
	private InitializeResponse picked(int picked, InitializeResponse answer) {
		if (picked == 2) {
			agent = bridge;
		}
		version = picked;
		return answer;
	}

	/**
	 * The ACP version {@code initialize} picked: 1, or 2 when the connection offered v2 and the agent
	 * answered with it; 0 before the answer. On v2 there is no {@code fs/*} or {@code terminal/*}: the
	 * agent reads and writes files and runs commands itself, not through the editors and the Console.
	 */
	public int protocolVersion() {
		return version;
	}

	/** Whether the agent takes {@code resource} blocks (embedded context) in a prompt; else only text and {@code resource_link}. */
	public boolean acceptsEmbeddedContext() {
		return embeddedContext;
	}

	/** Whether the agent offers {@code session/resume} ({@code sessionCapabilities.resume}), known once {@code initialize} is answered. */
	public boolean canResume() {
		return resume;
	}

	/** A new session in {@code cwd}. */
	public CompletableFuture<NewSessionResponse> newSession(String cwd) {
		return send(() -> agent.newSession(NewSessionRequest.of(cwd, List.of())));
	}

	/** The agent's sessions in {@code cwd} ({@code session/list}, first page), newest first. */
	public CompletableFuture<ListSessionsResponse> listSessions(String cwd) {
		return send(() -> agent.listSessions(ListSessionsRequest.builder().cwd(cwd).build()));
	}

	/** Loads a stored session: its history comes back as {@code session/update}s before the answer. */
	public CompletableFuture<LoadSessionResponse> loadSession(String sessionId, String cwd) {
		return send(() -> agent.loadSession(LoadSessionRequest.of(List.of(), cwd, sessionId)));
	}

	/** Reattaches to a session the agent keeps, without replaying its history ({@code session/resume}). */
	public CompletableFuture<ResumeSessionResponse> resumeSession(String sessionId, String cwd) {
		return send(() -> agent.resumeSession(ResumeSessionRequest.of(sessionId, cwd)));
	}

	/** Sends {@code blocks} as a prompt; the answer comes when the turn ends. */
	public CompletableFuture<PromptResponse> prompt(String sessionId, List<ContentBlock> blocks) {
		return send(() -> agent.prompt(PromptRequest.of(sessionId, blocks)));
	}

	/** Sets one of the session's configuration options ({@code "true"}/{@code "false"} for a boolean one); the answer carries all of them. */
	public CompletableFuture<SetSessionConfigOptionResponse> setConfigOption(String sessionId, String configId, String value,
			boolean isBoolean) {
		SetSessionConfigOptionRequest request = isBoolean
				? SetSessionConfigOptionRequest.builder(sessionId, configId, new JsonPrimitive(Boolean.parseBoolean(value)))
						.type(SetSessionConfigOptionRequest.BOOLEAN).build()
				: SetSessionConfigOptionRequest.of(sessionId, configId, new JsonPrimitive(value));
		return send(() -> agent.setSessionConfigOption(request));
	}

	/** Switches the session's mode ({@code session/set_mode}). */
	public CompletableFuture<SetSessionModeResponse> setMode(String sessionId, String modeId) {
		return send(() -> agent.setSessionMode(SetSessionModeRequest.of(sessionId, modeId)));
	}

	/** Switches the session's model ({@code session/set_model}, unstable ACP, for agents that offer {@code models} but no options). */
	public CompletableFuture<SetSessionModelResponse> setModel(String sessionId, String modelId) {
		return send(() -> agent instanceof AcpAgentServerDrafts drafts ? drafts.setSessionModel(SetSessionModelRequest.of(sessionId, modelId))
				: io.github.acp4j.api.AcpErrors.notImplemented("session/set_model"));
	}

	/** Asks the agent to stop the session's running turn. */
	public void cancel(String sessionId) {
		sender.execute(() -> agent.cancel(CancelNotification.of(sessionId)));
	}

	/** Runs {@code task} on the sender thread (a completion from the UI thread must not write to the agent there). */
	public void execute(Runnable task) {
		sender.execute(task);
	}

	/**
	 * Ends the agent: a process gets SIGTERM now and SIGKILL if it is still there after a few seconds;
	 * a remote connection is closed on a thread of its own. Never waits.
	 */
	@Override
	public void close() {
		sender.shutdown();
		if (remote != null) {
			CompletableFuture.runAsync(remote::close);
			return;
		}
		process.destroy();
		process.onExit().orTimeout(5, TimeUnit.SECONDS).exceptionally(timeout -> {
			process.destroyForcibly();
			return process;
		});
	}

	private <T> CompletableFuture<T> send(Supplier<CompletableFuture<T>> request) {
		return CompletableFuture.supplyAsync(request, sender).thenCompose(answer -> answer);
	}

	private void keepStderrTail() {
		try (BufferedReader reader = new BufferedReader(new InputStreamReader(process.getErrorStream(), StandardCharsets.UTF_8))) {
			for (String line = reader.readLine(); line != null; line = reader.readLine()) {
				synchronized (stderrTail) {
					stderrTail.addLast(line);
					if (stderrTail.size() > STDERR_TAIL_LINES) {
						stderrTail.removeFirst();
					}
				}
			}
		} catch (IOException e) {
			// the process ended
		}
	}

	/** Lets the stderr reader take the last lines of a process that ended. */
	/** Waits a little for the connection to end its listening: its output ends with the process, as a rule. */
	private static void awaitEnd(Future<Void> listening) {
		try {
			listening.get(2, TimeUnit.SECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (ExecutionException | TimeoutException notYet) {
			// a reader that failed, or a pipe a child still holds: the exit is told anyway
		}
	}

	private void awaitStderr() {
		try {
			stderrReader.join(TimeUnit.SECONDS.toMillis(2));
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	private String stderrTail() {
		synchronized (stderrTail) {
			return stderrTail.isEmpty() ? "" : ":\n" + String.join("\n", stderrTail);
		}
	}

	private static Thread daemon(Runnable runnable, String name) {
		Thread thread = new Thread(runnable, name);
		thread.setDaemon(true);
		return thread;
	}
}
