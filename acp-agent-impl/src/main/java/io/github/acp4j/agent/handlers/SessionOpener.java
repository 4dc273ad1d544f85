package io.github.acp4j.agent.handlers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.InvalidPathException;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.function.Function;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import com.google.gson.JsonObject;
import com.google.inject.Inject;

import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.ClientConnection;
import io.github.acp4j.agent.ConnectionScoped;
import io.github.acp4j.agent.SetupThreads;
import io.github.acp4j.agent.llm.ProviderResolver;
import io.github.acp4j.agent.mcp.McpConnector;
import io.github.acp4j.agent.mcp.McpServers;
import io.github.acp4j.agent.project.SlashCommands;
import io.github.acp4j.agent.sandbox.Sandbox;
import io.github.acp4j.agent.session.ChildSessions;
import io.github.acp4j.agent.session.ClientSystemPrompt;
import io.github.acp4j.agent.session.Conversation;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionEvent;
import io.github.acp4j.agent.session.SessionLog;
import io.github.acp4j.agent.session.SessionSettings;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.StoredMessage;
import io.github.acp4j.agent.spi.StoredSession;
import io.github.acp4j.agent.turn.Subagents;
import io.github.acp4j.api.AcpErrors;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.AvailableCommandsUpdate;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.McpServerHttp;
import io.github.acp4j.api.types.McpServerSse;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.NoticeSeverity;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionInfoUpdate;
import io.github.acp4j.api.types.SessionModeState;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UnknownMcpServer;
import io.github.acp4j.api.types.UserMessageChunk;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * Where every session of the connection is made: new ({@code session/new}), restored from its file
 * ({@code session/load}, {@code session/resume}, {@code --resume}) or forked. Each is checked the same
 * way (its directories, its MCP servers), gets the configured sandbox, its mode and model, its MCP
 * servers started and its conversation stored (a store that fails is told to the user with the first
 * prompt, whichever way the session was made), and is registered; {@link #answer} gives the parts of
 * the answer that hands the client the session.
 */
@ConnectionScoped
final class SessionOpener implements ChildSessions {

	private static final Logger LOG = Logger.getLogger(SessionOpener.class.getName());
	/** How many stored sessions {@code --resume} reads at a time. */
	private static final int RESOLVE_PAGE = 50;

	/**
	 * The parts every answer that gives the client a session carries, as the session is now; {@code meta}
	 * holds the legacy model state (see {@link LegacyModels}).
	 */
	record Answer(SessionModeState modes, List<SessionConfigOption> configOptions, JsonObject meta) {
	}

	private final SessionRegistry sessions;
	private final SessionStore store;
	private final ProviderResolver providers;
	private final ConfigOptions configOptions;
	private final AgentConfig config;
	private final McpConnector mcp;
	private final ClientConnection connection;
	private final SlashCommands commands;
	private final Executor setups;
	/** Tells the agent's own directories, which no workspace may be. */
	private final Sandbox sandbox;

	@Inject
	SessionOpener(SessionRegistry sessions, SessionStore store, ProviderResolver providers, ConfigOptions configOptions,
			AgentConfig config, McpConnector mcp, ClientConnection connection, SlashCommands commands, @SetupThreads ExecutorService setups,
			Sandbox sandbox) {
		this.sessions = sessions;
		this.store = store;
		this.providers = providers;
		this.configOptions = configOptions;
		this.config = config;
		this.mcp = mcp;
		this.connection = connection;
		this.commands = commands;
		this.setups = setups;
		this.sandbox = sandbox;
	}

	/**
	 * A new session in {@code cwd} (checked by the caller, {@link #directory}); the result completes
	 * once its MCP servers started or failed.
	 */
	CompletableFuture<Session> create(Path cwd, List<String> additional, List<McpServer> mcpServers,
			Optional<ClientSystemPrompt> systemPrompt) {
		Session session = build(UUID.randomUUID().toString(), cwd, additional, mcpServers);
		if (config.defaultModel() != null) {
			try {
				configOptions.restoreModel(session, config.defaultModel());
			} catch (ResponseErrorException unavailable) {
				// A --model whose provider is not configured must not make every session fail.
				LOG.warning("--model " + config.defaultModel() + " is not available (" + unavailable.getMessage()
						+ "); sessions start on " + session.modelId());
			}
		}
		return startMcpServers(session).thenApply(started -> {
			storeOrStop(session, () -> session.conversation().start(store, SessionHeader.of(session.id(), cwd.toString(),
					Instant.now(), session.modeId(), session.modelId())));
			systemPrompt(session, systemPrompt);
			register(session);
			return session;
		});
	}

	/**
	 * Checks and reads the stored session now (throwing what is wrong); the result completes with the
	 * restored session, replayed to the client first when {@code replay}, once its MCP servers started
	 * or failed. A session open on this connection is closed and opened again from its file. The
	 * client's {@code systemPrompt} replaces the one saved with the session; without one, the saved one
	 * applies.
	 */
	CompletableFuture<Session> restore(String sessionId, String cwd, List<String> additional, List<McpServer> mcpServers,
			boolean replay, Optional<ClientSystemPrompt> systemPrompt) {
		Optional<Session> open = openHere(sessionId, cwd);
		Path directory = directory("cwd", cwd);
		if (open.isPresent()) {
			// Opened again from its file, which holds everything the open session recorded.
			Sessions.close(sessions, open.get());
		}
		// The file is locked before it is read: what another process appended until it let go is loaded.
		SessionStore.Log log = own(sessionId);
		try {
			StoredSession stored = store.read(sessionId).orElseThrow(() -> AcpErrors.sessionNotFound(sessionId));
			if (!stored.header().cwd().equals(directory.toString())) {
				throw JsonRpcErrors.invalidParams("cwd " + cwd + " is not the session's (" + stored.header().cwd() + ")");
			}
			return open(sessionId, directory, additional, mcpServers, stored).thenApply(session -> {
				session.conversation().restore(store, log, stored);
				stored.messages().forEach(message -> session.numberToolCallsAfter(message.replay()));
				systemPrompt(session, systemPrompt);
				if (replay) {
					session.feed().replay(connection.presenter(), replayed(stored));
				}
				register(session);
				return session;
			}).whenComplete((session, failed) -> {
				if (failed != null) {
					close(log);
				}
			});
		} catch (RuntimeException e) {
			close(log);
			throw e;
		}
	}

	/** A new session in {@code cwd} with a copy of the stored session {@code sourceId}'s conversation (the source may be open or only stored). */
	CompletableFuture<Session> fork(String sourceId, String cwd, List<String> additional, List<McpServer> mcpServers,
			Optional<ClientSystemPrompt> systemPrompt) {
		Path directory = directory("cwd", cwd);
		StoredSession source = store.read(sourceId).orElseThrow(() -> AcpErrors.sessionNotFound(sourceId));
		return open(UUID.randomUUID().toString(), directory, additional, mcpServers, source).thenApply(session -> {
			storeOrStop(session, () -> session.conversation().fork(store, SessionHeader.builder(session.id(), directory.toString(),
					Instant.now()).title(source.title()).mode(session.modeId()).model(session.modelId()).build(), source));
			source.messages().forEach(message -> session.numberToolCallsAfter(message.replay()));
			// The settings it took from its source are the new file's too.
			session.recordSettings();
			systemPrompt(session, systemPrompt);
			register(session);
			return session;
		});
	}

	@Override
	public Session openChild(Session parent, String title) {
		// The parent's workspace was checked when the parent was opened; its MCP servers are the parent's and keep running.
		Session child = new Session(UUID.randomUUID().toString(), parent.workspace(), List.of(), parent.preset(), parent.provider(),
				parent.model());
		child.restore(settings -> parent.settings());
		child.connect(parent.mcp());
		child.conversation().start(store, SessionHeader.builder(child.id(), parent.workspace().cwd().toString(), Instant.now()).title(title)
				.mode(child.modeId()).model(child.modelId()).parent(parent.id()).build());
		child.recordSettings();
		child.conversation().title(title);
		return child;
	}

	/**
	 * Starts storing a new {@code session}; when its file cannot be created the session is not made:
	 * its MCP servers stop, and the request fails with what the store said.
	 */
	private static void storeOrStop(Session session, Runnable startStoring) {
		try {
			startStoring.run();
		} catch (RuntimeException e) {
			session.mcp().close();
			throw e;
		}
	}

	/**
	 * Returns the answer that gives the client {@code session}, built from its parts, as they are now;
	 * the session's commands, read now, follow it as {@code available_commands_update}, and from then
	 * on the user may be told of the session at once.
	 */
	<T> T answer(Session session, Function<Answer, T> build) {
		T answer = build.apply(parts(session));
		connection.afterAnswer(answer, announcement(session));
		return answer;
	}

	/**
	 * Like {@link #answer}, for a session the client named ({@code session/load}, {@code session/resume}):
	 * its commands (and the notices its set-up queued) are sent now, before the answer, so that every
	 * update of the request comes before its answer and none after it (acp-tck's ACP-LOAD-002).
	 */
	<T> T answerNamed(Session session, Function<Answer, T> build) {
		T answer = build.apply(parts(session));
		announcement(session).run();
		return answer;
	}

	private Answer parts(Session session) {
		return new Answer(configOptions.modes(session), configOptions.of(session), LegacyModels.meta(configOptions.models(session)));
	}

	/** Sends the session's commands, read now, and from then on lets the user be told of the session at once. */
	private Runnable announcement(Session session) {
		AvailableCommandsUpdate update = AvailableCommandsUpdate.of(commands.available(session.workspace().cwd()));
		session.offerCommands(update.availableCommands());
		return () -> {
			session.announced(showsNotices() ? notice -> session.feed().publish(new SessionEvent.Reported(notice)) : null);
			session.feed().publish(new SessionEvent.Reported(update));
		};
	}

	/** The session is open on this connection, whose client follows it from now on. */
	private void register(Session session) {
		session.feed().subscribe(connection.presenter());
		sessions.add(session);
	}

	/**
	 * Gives {@code session}, whose conversation is stored, the system prompt the client {@code given}
	 * (recorded when it is not the one it has); without one it keeps the one saved with it.
	 */
	static void systemPrompt(Session session, Optional<ClientSystemPrompt> given) {
		given.ifPresent(prompt -> session.change(settings -> settings.withSystemPrompt(prompt)));
	}

	/**
	 * The session if it is open on this connection and may be loaded or resumed: -32602 without an id
	 * or for another cwd, -32600 while one of its turns runs.
	 */
	Optional<Session> openHere(String sessionId, String cwd) {
		if (sessionId == null || sessionId.isEmpty()) {
			throw JsonRpcErrors.invalidParams("sessionId is required");
		}
		Optional<Session> open = sessions.get(sessionId);
		if (open.isPresent()) {
			Path directory = directory("cwd", cwd);
			if (open.get().busy()) {
				throw JsonRpcErrors.invalidRequest("A prompt turn is running in session " + sessionId
						+ "; cancel it or wait for its answer before loading or resuming the session");
			}
			if (!open.get().workspace().cwd().equals(directory)) {
				throw JsonRpcErrors.invalidParams("cwd " + cwd + " is not the session's (" + open.get().workspace().cwd() + ")");
			}
		}
		return open;
	}

	/**
	 * The stored session {@code --resume} names: the latest of {@code cwd} for an empty directive,
	 * else the one whose id is or starts with it, if exactly one does.
	 */
	Optional<String> resolve(String directive, String cwd) {
		List<String> matches = new ArrayList<>();
		String cursor = null;
		do {
			SessionStore.Page page = store.list(directive.isEmpty() ? cwd : null, cursor, RESOLVE_PAGE);
			for (SessionStore.Summary summary : page.sessions()) {
				if (directive.isEmpty()) {
					return Optional.of(summary.sessionId());
				}
				if (summary.sessionId().equals(directive)) {
					return Optional.of(directive);
				}
				if (summary.sessionId().startsWith(directive)) {
					matches.add(summary.sessionId());
				}
			}
			cursor = page.nextCursor();
		} while (cursor != null);
		return matches.size() == 1 ? Optional.of(matches.get(0)) : Optional.empty();
	}

	/** An absolute path to an existing directory, or -32602 naming the field. */
	static Path directory(String field, String value) {
		if (value == null || value.isEmpty()) {
			throw JsonRpcErrors.invalidParams(field + " is required: an absolute path to an existing directory");
		}
		Path path;
		try {
			path = Path.of(value);
		} catch (InvalidPathException e) {
			throw JsonRpcErrors.invalidParams(field + " is not a valid path: " + value);
		}
		if (!path.isAbsolute()) {
			throw JsonRpcErrors.invalidParams(field + " must be an absolute path: " + value);
		}
		if (!Files.isDirectory(path)) {
			throw JsonRpcErrors.invalidParams(field + " is not an existing directory: " + value);
		}
		return path;
	}

	/**
	 * The directory, or -32602 when the sandbox hides it as the agent's (its home, its sessions): a
	 * command allowed to write the workspace would write what the agent loads later, unsandboxed.
	 */
	private Path notTheAgentsOwn(String field, Path directory) {
		if (sandbox.hides(directory)) {
			throw JsonRpcErrors.invalidParams(field + ": the agent's own state directory cannot be a workspace");
		}
		return directory;
	}

	/** A stored session's settings, set on the session made from it, which starts its MCP servers. */
	private CompletableFuture<Session> open(String sessionId, Path cwd, List<String> additional, List<McpServer> mcpServers,
			StoredSession stored) {
		Session session = build(sessionId, cwd, additional, mcpServers);
		if (stored.mode() != null) {
			configOptions.restoreMode(session, stored.mode());
		}
		if (stored.model() != null) {
			try {
				configOptions.restoreModel(session, stored.model());
			} catch (RuntimeException unavailable) {
				LOG.info("The stored model " + stored.model() + " is not available; using " + session.modelId());
			}
		}
		ThoughtLevels.restore(session, stored.options());
		configOptions.restoreSandbox(session, stored.options().get(SessionSettings.SANDBOX_OPTION));
		Optional.ofNullable(stored.options().get(ClientSystemPrompt.OPTION)).flatMap(ClientSystemPrompt::fromJson)
				.ifPresent(kept -> session.restore(settings -> settings.withSystemPrompt(kept)));
		return startMcpServers(session);
	}

	/** A session with the checked directories and MCP servers, the default mode and model and the configured sandbox. */
	private Session build(String sessionId, Path cwd, List<String> additional, List<McpServer> mcpServers) {
		notTheAgentsOwn("cwd", cwd);
		List<Path> directories = new ArrayList<>();
		List<String> extra = additional == null ? List.of() : additional;
		for (int i = 0; i < extra.size(); i++) {
			String field = "additionalDirectories[" + i + "]";
			directories.add(notTheAgentsOwn(field, directory(field, extra.get(i))));
		}
		LlmProvider provider = providers.defaultProvider();
		Session session = new Session(sessionId, new Workspace(cwd, directories), checked(mcpServers),
				configOptions.allowed(config.defaultPreset()), provider, provider.defaultModel());
		session.restore(settings -> settings.withSandbox(config.sandbox()));
		return session;
	}

	/**
	 * A stored session as a replay shows it, as it was recorded: each message whole, under the id it
	 * had live, each tool call with its last update, then the title.
	 */
	private List<SessionEvent> replayed(StoredSession stored) {
		boolean subagents = connection.capabilities().subagents() != null;
		List<SessionEvent> events = new ArrayList<>();
		for (StoredMessage message : stored.messages()) {
			List<ContentBlock> content = new ArrayList<>();
			SessionEvent.Author author = null;
			for (SessionUpdate update : message.replay()) {
				SessionEvent.Author of = update instanceof UserMessageChunk ? SessionEvent.Author.USER
						: update instanceof AgentMessageChunk ? SessionEvent.Author.AGENT
						: update instanceof AgentThoughtChunk ? SessionEvent.Author.THOUGHT : null;
				if (author != null && of != author) {
					events.add(whole(message, author, content));
					content = new ArrayList<>();
				}
				author = of;
				if (of != null) {
					content.add(update instanceof UserMessageChunk user ? user.content()
							: update instanceof AgentMessageChunk agent ? agent.content() : ((AgentThoughtChunk) update).content());
					continue;
				}
				if (subagents) {
					// A subagent call's child is announced again, before the call's last update.
					Subagents.announcement(update).ifPresent(child -> events.add(new SessionEvent.Reported(child)));
				}
				events.add(update instanceof ToolCall call ? new SessionEvent.ToolCallShown(call)
						: update instanceof ToolCallUpdate last ? new SessionEvent.ToolCallEnded(last, false, null) : new SessionEvent.Reported(update));
			}
			if (author != null) {
				events.add(whole(message, author, content));
			}
		}
		if (stored.title() != null) {
			events.add(new SessionEvent.Reported(SessionInfoUpdate.builder().title(stored.title()).updatedAt(stored.updatedAt().toString()).build()));
		}
		return events;
	}

	/** A recorded message's {@code content} by {@code author}, under the id the session gave it. */
	private static SessionEvent.Message whole(StoredMessage message, SessionEvent.Author author, List<ContentBlock> content) {
		String id = author == SessionEvent.Author.THOUGHT ? message.thoughtId() : message.messageId();
		return new SessionEvent.Message(id != null ? id : Conversation.newMessageId(), author, content);
	}

	/**
	 * Opens a stored session's log for this process: -32600 when another acp4j process (or connection) has it open,
	 * -32002 when there is none; null when it cannot be opened now (the session is restored, and its log
	 * opened again with its next record).
	 */
	private SessionStore.Log own(String sessionId) {
		try {
			return store.open(sessionId);
		} catch (SessionStore.SessionLockedException e) {
			throw JsonRpcErrors.invalidRequest(e.getMessage());
		} catch (NoSuchFileException e) {
			throw AcpErrors.sessionNotFound(sessionId);
		} catch (SessionStore.StoreUnavailableException e) {
			// Whether another replica holds it cannot be told: it is not taken.
			throw SessionLog.unavailable(e);
		} catch (IOException e) {
			LOG.warning("Session " + sessionId + " is restored but cannot be appended to yet: " + e);
			return null;
		}
	}

	private static void close(SessionStore.Log log) {
		if (log != null) {
			try {
				log.close();
			} catch (IOException e) {
				LOG.fine("Closing the log of a session that was not restored: " + e);
			}
		}
	}

	/**
	 * Starts the session's MCP servers before the session is answered, without holding a thread
	 * while they start: the result completes with the session, on {@code setups}, once they started
	 * or failed. A server that fails to start is reported with the first prompt (the client does not
	 * know the session before the answer); one that dies later is reported at once as a notice, to
	 * clients that advertised notices.
	 */
	private CompletableFuture<Session> startMcpServers(Session session) {
		CompletableFuture<McpServers> starting = mcp.start(session.mcpServers(), session.workspace(), session.sandboxPolicy(),
				(server, problem, started) -> {
					Notice notice = Notice.builder(NoticeSeverity.WARNING,
							started ? "MCP server " + server + " stopped" : "MCP server " + server + " did not start")
							.description(problem + "; the session goes on without its tools.").build();
					if (!session.isAnnounced()) {
						session.queueNotice(notice);
					} else if (showsNotices()) {
						session.feed().publish(new SessionEvent.Reported(notice));
					}
				});
		Function<McpServers, Session> connect = servers -> {
			session.connect(servers);
			return session;
		};
		// Servers that had to start finish on the connector's threads; the rest of the set-up goes back to the set-up pool.
		return starting.isDone() ? starting.thenApply(connect) : starting.thenApplyAsync(connect, setups);
	}

	private boolean showsNotices() {
		return connection.capabilities().session() != null && connection.capabilities().session().notices() != null;
	}

	/** The servers a request names, each checked (-32602 naming the field); none when absent. */
	private static List<McpServer> checked(List<McpServer> servers) {
		if (servers == null) {
			return List.of();
		}
		for (int i = 0; i < servers.size(); i++) {
			check(servers.get(i), "mcpServers[" + i + "]");
		}
		return servers;
	}

	private static void check(McpServer server, String field) {
		if (server == null) {
			throw JsonRpcErrors.invalidParams(field + " must be an object");
		}
		if (server instanceof UnknownMcpServer unknown) {
			throw JsonRpcErrors.invalidParams(field + ".type \"" + unknown.type() + "\" is not supported");
		}
		String name;
		if (server instanceof McpServerStdio stdio) {
			name = stdio.name();
			if (stdio.command() == null || stdio.command().isEmpty()) {
				throw JsonRpcErrors.invalidParams(field + ".command is required");
			}
		} else if (server instanceof McpServerHttp http) {
			name = http.name();
			requireUrl(field, http.url());
		} else {
			McpServerSse sse = (McpServerSse) server;
			name = sse.name();
			requireUrl(field, sse.url());
		}
		if (name == null || name.isEmpty()) {
			throw JsonRpcErrors.invalidParams(field + ".name is required");
		}
	}

	private static void requireUrl(String field, String url) {
		if (url == null || !(url.startsWith("http://") || url.startsWith("https://"))) {
			throw JsonRpcErrors.invalidParams(field + ".url must be an http or https URL");
		}
	}
}
