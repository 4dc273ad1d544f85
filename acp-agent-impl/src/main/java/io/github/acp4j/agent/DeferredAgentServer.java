package io.github.acp4j.agent;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PushbackInputStream;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.Launcher;

import com.google.gson.GsonBuilder;

import io.github.acp4j.agent.handlers.InitializeHandler;
import io.github.acp4j.agent.v2.TurnHost;
import io.github.acp4j.agent.v2.V2Agent;
import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpAgentServerDrafts;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.AgentaoAgentExtensions;
import io.github.acp4j.api.types.AuthenticateRequest;
import io.github.acp4j.api.types.AuthenticateResponse;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.CloseSessionResponse;
import io.github.acp4j.api.types.DeleteSessionRequest;
import io.github.acp4j.api.types.DeleteSessionResponse;
import io.github.acp4j.api.types.ForkSessionRequest;
import io.github.acp4j.api.types.ForkSessionResponse;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.ListSessionsResponse;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.LoadSessionResponse;
import io.github.acp4j.api.types.LogoutRequest;
import io.github.acp4j.api.types.LogoutResponse;
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
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * The agent on the connection, also while it is still being wired (injector, logging):
 * {@code initialize} is answered at once, its answer being static, and every other message is handed
 * to the {@link AgentServer} once it exists, in the order the messages arrived, chained on the wiring
 * so that the connection's reader thread never waits for it. Once the agent is wired and has every
 * earlier message, messages go straight to it. If the wiring fails, every request but
 * {@code initialize} is answered with an internal error that says so.
 */
public final class DeferredAgentServer implements TurnHost, AcpAgentServerDrafts, AgentaoAgentExtensions {

	private static final Logger LOG = Logger.getLogger(DeferredAgentServer.class.getName());

	private final InitializeHandler initialize = new InitializeHandler();
	/** The agent once it has the client's proxy: what is written from then on may have actions to follow. */
	private volatile AgentServer connected;
	/** The agent once it has every message handed over so far; moved on by the reader thread. */
	private CompletableFuture<AgentServer> ready;

	private final CompletableFuture<AgentServer> wiring;

	/** The agent on the connection for the agent {@code wiring} completes with; see {@link #launch(InputStream, OutputStream)}. */
	public DeferredAgentServer(CompletableFuture<AgentServer> wiring) {
		this.wiring = wiring;
	}

	/**
	 * Speaks ACP on the given streams for the agent {@code wiring} completes with; call
	 * {@code startListening()} on the result. The client's proxy is handed to the agent once it is
	 * wired, before any message.
	 */
	public static Launcher<AcpClientEndpoint> launch(CompletableFuture<AgentServer> wiring, InputStream in, OutputStream out) {
		return new DeferredAgentServer(wiring).launch(in, out);
	}

	/**
	 * Speaks ACP on the given streams; call {@code startListening()} on the result, and once the input
	 * has ended, wait for {@link #handedOver()} before shutting the agent down.
	 */
	public Launcher<AcpClientEndpoint> launch(InputStream in, OutputStream out) {
		return launch(in, out, false);
	}

	/**
	 * As {@link #launch(InputStream, OutputStream)}; with {@code experimentalV2}, a client that asks for
	 * ACP v2 at {@code initialize} is served v2 (see {@link V2Agent}) on the same agent.
	 */
	public Launcher<AcpClientEndpoint> launch(InputStream in, OutputStream out, boolean experimentalV2) {
		DeferredAgentServer server = this;
		V2Agent v2 = experimentalV2 ? new V2Agent(server) : null;
		AcpLauncher.Builder<AcpClientEndpoint> builder = v2 != null ? v2.builder() : new AcpLauncher.Builder<>();
		if (v2 == null) {
			builder.setLocalService(server).setRemoteInterface(AcpClientEndpoint.class);
		}
		Launcher<AcpClientEndpoint> launcher = builder.setInput(in).setOutput(out)
				.wrapMessages(messages -> message -> {
					messages.consume(message);
					AgentServer agent = server.connected;
					if (agent != null) {
						agent.written(message);
					}
				})
				.configureGson(DeferredAgentServer::configureGson).create();
		// The v2 client exists before any message: initialize may pick v2 before the agent is wired.
		AcpClientEndpoint client = v2 != null ? v2.client(launcher) : launcher.getRemoteProxy();
		synchronized (server) {
			server.ready = wiring.thenApply(agent -> {
				agent.connect(client);
				server.connected = agent;
				return agent;
			});
		}
		return launcher;
	}

	/** The bytes {@link #answerFirstInitialize} reads at most, and so gives back at most. */
	private static final int FIRST_LINE_BYTES = 64 * 1024;

	/**
	 * The input to build the connection on when {@link #answerFirstInitialize} is to read its first
	 * line: {@code in}, able to give back what was read beyond that line.
	 *
	 * @param in the agent's input
	 * @return the connection's input
	 */
	public static PushbackInputStream firstLineInput(InputStream in) {
		return new EarlyInitialize.FirstLineInput(in, FIRST_LINE_BYTES);
	}

	/**
	 * Answers the client's first line on {@code out} before the connection is even built, when it is
	 * an {@code initialize} request (whose answer is static), exactly as the connection would: an
	 * editor then waits neither for LSP4J's set-up nor for the agent's. Anything else, and whatever
	 * follows the line, is pushed back for the connection to read; nothing is written for it. Call it
	 * before the connection listens, and hand the request returned to {@link #initialize} once the
	 * connection is launched and before it listens, so that the agent learns the client's
	 * capabilities first.
	 *
	 * @param in  the connection's input, from {@link #firstLineInput}
	 * @param out the connection's output
	 * @return the request answered, or null when the connection is to read the line
	 * @throws IOException when reading the input or writing the answer fails (what was read and not
	 *                     answered is given back first)
	 */
	public static InitializeRequest answerFirstInitialize(PushbackInputStream in, OutputStream out) throws IOException {
		return EarlyInitialize.answer(in, out, FIRST_LINE_BYTES);
	}

	/** The agent's part of the connection's Gson, after ACP's mapping. */
	static GsonBuilder configureGson(GsonBuilder gson) {
		return gson.registerTypeAdapterFactory(new StrictConfigOptionFields());
	}

	/**
	 * Answered at once: by the agent once it is wired, before that here (the agent is told about it
	 * before any later message, so that it knows the client's capabilities).
	 */
	@Override
	public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
		if (isReady()) {
			return ready.join().initialize(request);
		}
		handOver(agent -> agent.initialize(request));
		try {
			return CompletableFuture.completedFuture(initialize.handle(request));
		} catch (RuntimeException e) {
			return CompletableFuture.failedFuture(e);
		}
	}

	@Override
	public CompletableFuture<AuthenticateResponse> authenticate(AuthenticateRequest request) {
		return call(agent -> agent.authenticate(request));
	}

	@Override
	public CompletableFuture<LogoutResponse> logout(LogoutRequest request) {
		return call(agent -> agent.logout(request));
	}

	@Override
	public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
		return call(agent -> agent.newSession(request));
	}

	@Override
	public CompletableFuture<LoadSessionResponse> loadSession(LoadSessionRequest request) {
		return call(agent -> agent.loadSession(request));
	}

	@Override
	public CompletableFuture<ResumeSessionResponse> resumeSession(ResumeSessionRequest request) {
		return call(agent -> agent.resumeSession(request));
	}

	@Override
	public CompletableFuture<CompletableFuture<PromptResponse>> startPrompt(PromptRequest request) {
		return call(agent -> agent.startPrompt(request));
	}

	@Override
	public CompletableFuture<ListSessionsResponse> listSessions(ListSessionsRequest request) {
		return call(agent -> agent.listSessions(request));
	}

	@Override
	public CompletableFuture<DeleteSessionResponse> deleteSession(DeleteSessionRequest request) {
		return call(agent -> agent.deleteSession(request));
	}

	@Override
	public CompletableFuture<ForkSessionResponse> forkSession(ForkSessionRequest request) {
		return call(agent -> agent.forkSession(request));
	}

	@Override
	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		return call(agent -> agent.prompt(request));
	}

	@Override
	public void cancel(CancelNotification notification) {
		handOver(agent -> agent.cancel(notification));
	}

	@Override
	public CompletableFuture<SetSessionModeResponse> setSessionMode(SetSessionModeRequest request) {
		return call(agent -> agent.setSessionMode(request));
	}

	@Override
	public CompletableFuture<SetSessionConfigOptionResponse> setSessionConfigOption(SetSessionConfigOptionRequest request) {
		return call(agent -> agent.setSessionConfigOption(request));
	}

	@Override
	public CompletableFuture<SetSessionModelResponse> setSessionModel(SetSessionModelRequest request) {
		return call(agent -> agent.setSessionModel(request));
	}

	@Override
	public CompletableFuture<CloseSessionResponse> closeSession(CloseSessionRequest request) {
		return call(agent -> agent.closeSession(request));
	}

	@Override
	public AgentaoAgentExtensions agentao() {
		return this;
	}

	@Override
	public CompletableFuture<SetModelResponse> setModel(SetModelRequest request) {
		return call(agent -> agent.setModel(request));
	}

	/**
	 * The agent once it is wired and has every message read so far (when the input has ended: every
	 * message), so that shutting it down then does not refuse a message read while it was wired.
	 */
	public synchronized CompletableFuture<AgentServer> handedOver() {
		return ready;
	}

	/** Whether the agent is wired and has every message handed over so far. */
	private synchronized boolean isReady() {
		return ready.isDone() && !ready.isCompletedExceptionally();
	}

	/**
	 * Hands a request to the agent and gives its answer: the agent's own future when the agent is
	 * ready (so that {@code $/cancel_request} reaches it as before), else one completed with it that
	 * passes a cancellation on (or keeps the request from the agent when it comes first).
	 */
	private synchronized <T> CompletableFuture<T> call(Function<AgentServer, CompletableFuture<T>> request) {
		if (isReady()) {
			return request.apply(ready.join());
		}
		CompletableFuture<T> answer = new CompletableFuture<>();
		handOver(agent -> {
			if (answer.isCancelled()) {
				return; // $/cancel_request came first: the client has its answer, the agent never sees it
			}
			CompletableFuture<T> handled;
			try {
				handled = request.apply(agent);
			} catch (Throwable e) { // also an Error: this request fails, the ones after it still reach the agent
				LOG.log(Level.WARNING, "Handing a request to the agent failed", e);
				answer.completeExceptionally(JsonRpcErrors.internalError("the agent failed: " + e));
				return;
			}
			answer.whenComplete((result, error) -> {
				if (answer.isCancelled()) {
					handled.cancel(true);
				}
			});
			handled.whenComplete((result, error) -> {
				if (error == null) {
					answer.complete(result);
				} else {
					answer.completeExceptionally(error);
				}
			});
		});
		ready.whenComplete((agent, error) -> {
			if (error != null) {
				answer.completeExceptionally(notWired(error));
			}
		});
		return answer;
	}

	/** Hands a message to the agent: now when it is ready, else once it is, after the messages before it. */
	private synchronized void handOver(Consumer<AgentServer> message) {
		if (isReady()) {
			message.accept(ready.join());
			return;
		}
		ready = ready.thenApply(agent -> {
			try {
				message.accept(agent);
			} catch (Throwable e) {
				// A notification has no answer to carry it; the messages after it still go to the agent.
				LOG.log(Level.WARNING, "Handing a message to the agent failed", e);
			}
			return agent;
		});
	}

	private static RuntimeException notWired(Throwable error) {
		Throwable cause = JsonRpcErrors.unwrap(error);
		return JsonRpcErrors.internalError("acp4j could not start: "
				+ (cause.getMessage() == null ? cause.getClass().getSimpleName() : cause.getMessage()));
	}
}
