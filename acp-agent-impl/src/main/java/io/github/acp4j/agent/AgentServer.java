package io.github.acp4j.agent;

import java.time.Duration;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.RejectedExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Function;
import java.util.function.Predicate;
import java.util.function.Supplier;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.messages.Message;

import com.google.inject.Inject;
import com.google.inject.Provider;

import io.github.acp4j.agent.handlers.AuthMethods;
import io.github.acp4j.agent.handlers.InitializeHandler;
import io.github.acp4j.agent.handlers.NewSessionHandler;
import io.github.acp4j.agent.handlers.PromptHandler;
import io.github.acp4j.agent.handlers.SessionLifecycleHandler;
import io.github.acp4j.agent.handlers.SessionSettingsHandler;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionLog;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.session.Presenter;
import io.github.acp4j.agent.v2.TurnHost;
import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpAgentServerDrafts;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpErrors;
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
 * The agent's facade: every ACP method is checked for {@code initialize} and handed to its handler
 * on a pool of fixed size (session set-ups on their own, so that a burst of them does not hold up
 * other requests), so the connection's reader thread never waits and never starts a thread; the
 * requests for one session are handled in the order they arrived.
 */
@ConnectionScoped
public final class AgentServer implements TurnHost, AcpAgentServerDrafts, AgentaoAgentExtensions {

	private static final Logger LOG = Logger.getLogger(AgentServer.class.getName());

	private final ClientConnection connection;
	private final InitializeHandler initialize;
	// Provided on first use: what initialize does not need (providers, OkHttp, tools) loads later.
	private final Provider<NewSessionHandler> newSession;
	private final Provider<PromptHandler> prompt;
	private final Provider<SessionSettingsHandler> settings;
	private final Provider<SessionLifecycleHandler> lifecycle;
	private final ExecutorService requests;
	private final ExecutorService setups;
	private final SessionRegistry sessions;
	private final SessionRequestQueue inOrder;
	/** The requests handed to a pool and not answered yet; a connection that ended waits for them. */
	private final Set<CompletableFuture<?>> inFlight = ConcurrentHashMap.newKeySet();
	/** The providers whose {@link LlmProvider#prepare} ran or runs. */
	private final Set<LlmProvider> prepared = ConcurrentHashMap.newKeySet();
	/**
	 * Over many connections ({@link AgentConnections}): the sessions that connections which ended are
	 * still saving, by id, shared by every connection; a load or resume of one waits for it.
	 */
	private volatile Map<String, CompletableFuture<Void>> closing = new ConcurrentHashMap<>();
	/** One per {@code session/prompt} not answered yet, completed once its answer was handed to the transport. */
	private final Set<CompletableFuture<Void>> answersDue = ConcurrentHashMap.newKeySet();

	@Inject
	AgentServer(ClientConnection connection, InitializeHandler initialize, Provider<NewSessionHandler> newSession,
			Provider<PromptHandler> prompt, Provider<SessionSettingsHandler> settings, Provider<SessionLifecycleHandler> lifecycle,
			SessionRegistry sessions, @RequestThreads ExecutorService requests, @SetupThreads ExecutorService setups,
			ConnectionScope scope) {
		this.connection = connection;
		this.initialize = initialize;
		// Made on a request thread, in this connection.
		this.newSession = scope.transfer(newSession);
		this.prompt = scope.transfer(prompt);
		this.settings = scope.transfer(settings);
		this.lifecycle = scope.transfer(lifecycle);
		this.sessions = sessions;
		this.requests = requests;
		this.setups = setups;
		this.inOrder = new SessionRequestQueue(requests);
	}

	/** How many sessions this connection has open. */
	int openSessions() {
		return sessions.all().size();
	}

	/** One of many connections: {@code closing} is the sessions being saved after their connection ended. */
	void share(Map<String, CompletableFuture<Void>> closingSessions) {
		this.closing = closingSessions;
	}

	/**
	 * This connection's client is gone (its input ended, its socket closed, the agent stops): its
	 * running turns are cancelled as {@code session/cancel} cancels them (a permission request waiting
	 * for it has already failed, so nothing it asked for runs), the requests it sent are handled,
	 * then its sessions are saved and closed, and any connection may load them again, all within
	 * {@code wait}. The shared pools go on. Blocks while the turns stop.
	 */
	void disconnected(Duration wait) {
		long deadline = System.nanoTime() + wait.toNanos();
		sessions.all().forEach(session -> cancel(CancelNotification.of(session.id())));
		// A request read before the end (a session/new, a load) is handled and its session closed below with the others.
		CompletableFuture<?>[] due = inFlight.toArray(CompletableFuture<?>[]::new);
		try {
			CompletableFuture.allOf(due).get(wait.toNanos(), TimeUnit.NANOSECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		} catch (ExecutionException e) {
			// a request that failed is answered too
		} catch (TimeoutException e) {
			LOG.warning("Requests of an ended connection were not answered within " + wait.toSeconds() + " s; its sessions close");
		}
		List<Session> open = List.copyOf(sessions.all());
		Map<Session, CompletableFuture<Void>> saved = new HashMap<>();
		for (Session session : open) {
			CompletableFuture<Void> done = new CompletableFuture<>();
			closing.put(session.id(), done);
			saved.put(session, done);
		}
		sessions.close(open, Duration.ofNanos(Math.max(0, deadline - System.nanoTime())), session -> {
			closing.remove(session.id(), saved.get(session));
			saved.get(session).complete(null);
		});
	}

	/**
	 * Cancels every running turn of this connection as {@code session/cancel} does (the agent stops:
	 * SIGTERM); the result completes once every {@code session/prompt} answer due now, {@code cancelled}
	 * for those turns, was handed to the transport. The connection and its sessions go on.
	 */
	CompletableFuture<Void> cancelTurns() {
		CompletableFuture<?>[] due = answersDue.toArray(CompletableFuture<?>[]::new);
		sessions.all().forEach(session -> cancel(CancelNotification.of(session.id())));
		return CompletableFuture.allOf(due);
	}

	/** {@code request} once the session it names, if a connection that ended is still saving it, is saved. */
	private <T> CompletableFuture<T> afterSaved(String sessionId, Supplier<CompletableFuture<T>> request) {
		CompletableFuture<Void> saving = sessionId == null ? null : closing.get(sessionId);
		return saving == null ? request.get() : saving.thenCompose(saved -> request.get());
	}

	/**
	 * Builds the handlers and what they hold of the agent's (providers, tools, session store) ahead of
	 * their first request, on the calling thread (see {@link AgentConnections#prepare}). What a
	 * session's provider needs for its first call, its HTTP client, is made once the session is
	 * answered: see {@link LlmProvider#prepare}.
	 */
	void prepare() {
		newSession.get();
		prompt.get();
		settings.get();
		lifecycle.get();
	}

	/** Gives the handlers the client's proxy; before any message reaches this agent. */
	void connect(AcpClientEndpoint client) {
		connection.connect(client);
	}

	/** Runs what was to follow {@code message}, now written to the client (see {@link ClientConnection#afterAnswer}). */
	void written(Message message) {
		connection.written(message);
	}

	/**
	 * Answered on the reader thread (it only builds the capabilities), so that a request the client
	 * sent right behind {@code initialize}, without waiting for its answer, finds the connection
	 * initialized.
	 */
	@Override
	public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
		try {
			InitializeResponse response = initialize.handle(request);
			connection.initialized(request);
			return CompletableFuture.completedFuture(response);
		} catch (RuntimeException e) {
			return CompletableFuture.failedFuture(e);
		}
	}

	/**
	 * Accepts the {@code demo} method (see {@link AuthMethods}); any other id is -32602. Accepting it
	 * unlocks nothing: the model credentials come from the agent's environment or the file written by
	 * {@code --setup}, never from the wire.
	 */
	@Override
	public CompletableFuture<AuthenticateResponse> authenticate(AuthenticateRequest request) {
		return async(() -> {
			AuthMethods.authenticate(request == null ? null : request.methodId(), connection.capabilities());
			return AuthenticateResponse.of();
		});
	}

	/** Nothing to log out of (see {@link #authenticate}); succeeds. */
	@Override
	public CompletableFuture<LogoutResponse> logout(LogoutRequest request) {
		return async(() -> LogoutResponse.of());
	}

	@Override
	public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
		return settingUp(tracked(async(setups, () -> newSession.get().handle(request)).thenCompose(answer -> answer)),
				NewSessionResponse::sessionId);
	}

	@Override
	public CompletableFuture<LoadSessionResponse> loadSession(LoadSessionRequest request) {
		return afterSaved(request == null ? null : request.sessionId(),
				() -> setUp(request, LoadSessionRequest::sessionId, () -> lifecycle.get().load(request)));
	}

	@Override
	public CompletableFuture<ResumeSessionResponse> resumeSession(ResumeSessionRequest request) {
		return afterSaved(request == null ? null : request.sessionId(),
				() -> setUp(request, ResumeSessionRequest::sessionId, () -> lifecycle.get().resume(request)));
	}

	@Override
	public CompletableFuture<ListSessionsResponse> listSessions(ListSessionsRequest request) {
		return async(() -> lifecycle.get().list(request));
	}

	@Override
	public CompletableFuture<DeleteSessionResponse> deleteSession(DeleteSessionRequest request) {
		return inSession(request, DeleteSessionRequest::sessionId, () -> lifecycle.get().delete(request));
	}

	/**
	 * In order with the source session's requests only while its file is read: the fork is a new
	 * session, so the source's next request (a cancel, a prompt) does not wait for the fork's MCP servers.
	 */
	@Override
	public CompletableFuture<ForkSessionResponse> forkSession(ForkSessionRequest request) {
		return tracked(inSession(request, ForkSessionRequest::sessionId, () -> lifecycle.get().fork(request)).thenCompose(answer -> answer));
	}

	@Override
	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		CompletableFuture<Void> written = new CompletableFuture<>();
		answersDue.add(written);
		written.thenRun(() -> answersDue.remove(written));
		CompletableFuture<PromptResponse> answer = startPrompt(request).thenCompose(TurnHost.Started::answer).thenApply(response -> {
			// Before the transport is handed the answer, so that its write is seen.
			connection.afterAnswer(response, () -> written.complete(null));
			return response;
		});
		answer.whenComplete((response, error) -> {
			// $/cancel_request on the prompt itself cancels this future: the turn stops too.
			if (answer.isCancelled()) {
				cancel(CancelNotification.of(request.sessionId()));
			}
			// An error (a cancelled turn answers none) has no result to know its write by: it counts as given.
			if (error != null) {
				written.complete(null);
			}
		});
		return answer;
	}

	@Override
	public CompletableFuture<Boolean> cancelToolCall(String sessionId, String toolCallId) {
		return inRunningTurn(sessionId, turn -> turn.cancelToolCall(toolCallId));
	}

	@Override
	public CompletableFuture<Boolean> cancelTerminal(String sessionId, String terminalId) {
		return inRunningTurn(sessionId, turn -> turn.cancelTerminal(terminalId));
	}

	/** {@code action} on the session's running turn, false without one; -32002 for an unknown session. */
	private CompletableFuture<Boolean> inRunningTurn(String sessionId, Predicate<Session.Turn> action) {
		Session session = sessions.get(sessionId).orElse(null);
		if (session == null || !connection.isInitialized()) {
			return CompletableFuture.failedFuture(AcpErrors.sessionNotFound(sessionId));
		}
		// Cancelling kills the call's process tree and closes its streams: not on the reader thread.
		return CompletableFuture.supplyAsync(() -> session.turn().filter(turn -> !turn.over()).map(action::test).orElse(false), requests);
	}

	@Override
	public void presentWith(Presenter presenter) {
		connection.presentWith(presenter);
	}

	@Override
	public <T> CompletableFuture<T> answeredAs(Object v1Answer, T answer) {
		connection.rekey(v1Answer, answer);
		return CompletableFuture.completedFuture(answer);
	}

	@Override
	public CompletableFuture<TurnHost.Started> startPrompt(PromptRequest request) {
		return inSession(request, PromptRequest::sessionId, () -> prompt.get().start(request))
				.thenApply(turn -> new TurnHost.Started(turn.userMessageId(), turn.answer()));
	}

	/**
	 * Cancels the running turn at once, whatever the session's queue holds (a set-up waiting for MCP
	 * servers), and again in order with the session's requests, so that it also stops a prompt sent
	 * right before it that is still queued. Cancelling twice is harmless.
	 */
	@Override
	public void cancel(CancelNotification notification) {
		if (connection.isInitialized() && notification != null && notification.sessionId() != null) {
			// Only the turn running now: one a prompt sent after this cancel starts is left alone.
			sessions.get(notification.sessionId()).flatMap(Session::turn).ifPresent(turn -> {
				try {
					requests.execute(turn::cancel);
				} catch (RejectedExecutionException exiting) {
					// the agent is shutting down, which cancels every turn
				}
			});
			inOrder.submit(notification.sessionId(), () -> {
				sessions.get(notification.sessionId()).ifPresent(Session::cancel);
				return null;
			});
		}
	}

	@Override
	public CompletableFuture<SetSessionModeResponse> setSessionMode(SetSessionModeRequest request) {
		return inSession(request, SetSessionModeRequest::sessionId, () -> settings.get().setMode(request));
	}

	@Override
	public CompletableFuture<SetSessionConfigOptionResponse> setSessionConfigOption(SetSessionConfigOptionRequest request) {
		return inSession(request, SetSessionConfigOptionRequest::sessionId, () -> settings.get().setConfigOption(request));
	}

	@Override
	public CompletableFuture<SetSessionModelResponse> setSessionModel(SetSessionModelRequest request) {
		return inSession(request, SetSessionModelRequest::sessionId, () -> settings.get().setSessionModel(request));
	}

	@Override
	public CompletableFuture<CloseSessionResponse> closeSession(CloseSessionRequest request) {
		return inSession(request, CloseSessionRequest::sessionId, () -> settings.get().close(request));
	}

	@Override
	public AgentaoAgentExtensions agentao() {
		return this;
	}

	@Override
	public CompletableFuture<SetModelResponse> setModel(SetModelRequest request) {
		return inSession(request, SetModelRequest::sessionId, () -> settings.get().setModel(request));
	}

	/** Runs a handler on the request executor once the connection is initialized. */
	private <T> CompletableFuture<T> async(Supplier<T> handler) {
		return async(requests, handler);
	}

	private <T> CompletableFuture<T> async(ExecutorService pool, Supplier<T> handler) {
		if (!connection.isInitialized()) {
			return CompletableFuture.failedFuture(JsonRpcErrors.error(AcpErrors.RESOURCE_NOT_FOUND, "server not initialized"));
		}
		return tracked(CompletableFuture.supplyAsync(answered(handler), pool));
	}

	/** {@code handler}, a failure of the store to be reached answered as such ({@link SessionLog#answerFor}). */
	private static <T> Supplier<T> answered(Supplier<T> handler) {
		return () -> {
			try {
				return handler.get();
			} catch (RuntimeException e) {
				throw SessionLog.answerFor(e);
			}
		};
	}

	/** {@code request}, counted among those in flight until it is answered (a composed answer too: its set-up may open a session). */
	private <T> CompletableFuture<T> tracked(CompletableFuture<T> request) {
		inFlight.add(request);
		request.whenComplete((result, error) -> inFlight.remove(request));
		return request;
	}

	/**
	 * Like {@link #inSession}, for a handler that answers once the session's MCP servers started: the
	 * session's next request waits for that answer.
	 */
	private <R, T> CompletableFuture<T> setUp(R request, Function<R, String> sessionId, Supplier<CompletableFuture<T>> handler) {
		String id = request == null ? null : sessionId.apply(request);
		if (id == null || !connection.isInitialized()) {
			return tracked(async(handler).thenCompose(answer -> answer));
		}
		return settingUp(tracked(inOrder.submitAsync(id, answered(handler))), answer -> id);
	}

	/**
	 * {@code answer}; once it is given, the session's provider, the first time it has a session,
	 * makes what its first call needs on a request thread ({@link LlmProvider#prepare}): not before,
	 * where it would take the CPU the answer needs (the first one comes while the JVM is still
	 * warming up), and not in the first prompt, which comes later.
	 */
	private <T> CompletableFuture<T> settingUp(CompletableFuture<T> answer, Function<T, String> sessionId) {
		answer.thenAccept(result -> sessions.get(sessionId.apply(result)).map(Session::provider).filter(prepared::add)
				.ifPresent(provider -> requests.execute(provider::prepare)));
		return answer;
	}

	/**
	 * Like {@link #async}, after the requests for the same session that arrived before this one (a
	 * request without a session id is refused by its handler).
	 */
	private <R, T> CompletableFuture<T> inSession(R request, Function<R, String> sessionId, Supplier<T> handler) {
		String id = request == null ? null : sessionId.apply(request);
		if (id == null || !connection.isInitialized()) {
			return async(handler);
		}
		return tracked(inOrder.submit(id, answered(handler)));
	}
}
