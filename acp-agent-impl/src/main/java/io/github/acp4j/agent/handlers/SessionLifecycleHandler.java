package io.github.acp4j.agent.handlers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.concurrent.ExecutorService;
import java.util.logging.Logger;

import com.google.gson.JsonObject;
import com.google.inject.Inject;
import com.google.inject.Singleton;
import com.google.inject.name.Named;

import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.ClientConnection;
import io.github.acp4j.agent.llm.ProviderResolver;
import io.github.acp4j.agent.mcp.McpConnector;
import io.github.acp4j.agent.project.SlashCommands;
import io.github.acp4j.agent.session.ClientSystemPrompt;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionLog;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.agent.store.SessionHeader;
import io.github.acp4j.agent.store.SessionStore;
import io.github.acp4j.agent.store.StoredMessage;
import io.github.acp4j.agent.store.StoredSession;
import io.github.acp4j.api.AcpErrors;
import io.github.acp4j.api.types.DeleteSessionRequest;
import io.github.acp4j.api.types.DeleteSessionResponse;
import io.github.acp4j.api.types.ForkSessionRequest;
import io.github.acp4j.api.types.ForkSessionResponse;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.ListSessionsResponse;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.LoadSessionResponse;
import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.ResumeSessionRequest;
import io.github.acp4j.api.types.ResumeSessionResponse;
import io.github.acp4j.api.types.SessionInfo;
import io.github.acp4j.api.types.SessionInfoUpdate;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * {@code session/load}, {@code session/resume}, {@code session/list}, {@code session/delete} and
 * {@code session/fork}: sessions that outlive the process.
 */
@Singleton
public final class SessionLifecycleHandler {

	static final int PAGE_SIZE = 50;
	/** The {@code _meta} key of a listed session that cannot be loaded, with the reason. */
	static final String UNLOADABLE = "acp4j/unloadable";
	private static final Logger LOG = Logger.getLogger(SessionLifecycleHandler.class.getName());

	private final SessionRegistry sessions;
	private final SessionStore store;
	private final ProviderResolver providers;
	private final ConfigOptions configOptions;
	private final ClientConnection connection;
	private final AgentConfig config;
	private final McpConnector mcp;
	private final SlashCommands commands;
	private final Executor setups;

	@Inject
	SessionLifecycleHandler(SessionRegistry sessions, SessionStore store, ProviderResolver providers, ConfigOptions configOptions,
			ClientConnection connection, AgentConfig config, McpConnector mcp, SlashCommands commands,
			@Named("setups") ExecutorService setups) {
		this.sessions = sessions;
		this.setups = setups;
		this.mcp = mcp;
		this.store = store;
		this.providers = providers;
		this.configOptions = configOptions;
		this.connection = connection;
		this.config = config;
		this.commands = commands;
	}

	/** Restores a stored session and replays it as {@code session/update}s before answering. */
	public CompletableFuture<LoadSessionResponse> load(LoadSessionRequest request) {
		Optional<ClientSystemPrompt> systemPrompt = ClientSystemPrompt.of(request.systemPrompt());
		return restore(request.sessionId(), request.cwd(), request.additionalDirectories(), request.mcpServers(), true, systemPrompt)
				.thenApply(session -> Sessions.commandsThen(connection, commands, session,
						LoadSessionResponse.builder()
								.modes(ConfigOptions.modes(session))
								.configOptions(configOptions.of(session))
								.meta(LegacyModels.meta(configOptions.models(session)))
								.build()));
	}

	/**
	 * Restores a stored session without replaying it. A session already open on this connection is
	 * answered at once with its state as it is: its MCP servers and directories are kept (those of
	 * the request are not started), nothing is read again.
	 */
	public CompletableFuture<ResumeSessionResponse> resume(ResumeSessionRequest request) {
		Optional<ClientSystemPrompt> systemPrompt = ClientSystemPrompt.of(request.systemPrompt());
		Optional<Session> open = openHere(request.sessionId(), request.cwd());
		if (open.isPresent()) {
			Sessions.systemPrompt(open.get(), systemPrompt, open.get().systemPrompt().isPresent()
					? Map.of(ClientSystemPrompt.OPTION, open.get().systemPrompt().get().toJson()) : Map.of(), true);
		}
		CompletableFuture<Session> session = open.isPresent() ? CompletableFuture.completedFuture(open.get())
				: restore(request.sessionId(), request.cwd(), request.additionalDirectories(), request.mcpServers(), false,
						systemPrompt);
		return session.thenApply(resumed -> Sessions.commandsThen(connection, commands, resumed,
				ResumeSessionResponse.builder()
						.modes(ConfigOptions.modes(resumed))
						.configOptions(configOptions.of(resumed))
						.meta(LegacyModels.meta(configOptions.models(resumed)))
						.build()));
	}

	/**
	 * Checks and reads the stored session now (throwing what is wrong); the result completes with the
	 * restored session once its MCP servers started or failed.
	 */
	CompletableFuture<Session> restore(String sessionId, String cwd, List<String> additional, List<McpServer> mcpServers,
			boolean replay, Optional<ClientSystemPrompt> systemPrompt) {
		Optional<Session> open = openHere(sessionId, cwd);
		Path directory = NewSessionHandler.directory("cwd", cwd);
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
				session.history().addAll(stored.history());
				session.setTitle(stored.title());
				session.reopenLog(store, log);
				Sessions.systemPrompt(session, systemPrompt, stored.options(), true);
				if (replay) {
					for (StoredMessage message : stored.messages()) {
						for (SessionUpdate update : message.replay()) {
							connection.client().sessionUpdate(SessionNotification.of(sessionId, update));
						}
					}
					if (stored.title() != null) {
						connection.client().sessionUpdate(SessionNotification.of(sessionId, SessionInfoUpdate.builder()
								.title(stored.title()).updatedAt(stored.updatedAt().toString()).build()));
					}
				}
				sessions.add(session);
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

	/**
	 * The session if it is open on this connection and may be loaded or resumed: -32602 without an id
	 * or for another cwd, -32600 while one of its turns runs.
	 */
	private Optional<Session> openHere(String sessionId, String cwd) {
		if (sessionId == null || sessionId.isEmpty()) {
			throw JsonRpcErrors.invalidParams("sessionId is required");
		}
		Optional<Session> open = sessions.get(sessionId);
		if (open.isPresent()) {
			Path directory = NewSessionHandler.directory("cwd", cwd);
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

	private CompletableFuture<Session> open(String sessionId, Path cwd, List<String> additional, List<McpServer> mcpServers,
			StoredSession stored) {
		List<Path> directories = new ArrayList<>();
		List<String> extra = additional == null ? List.of() : additional;
		for (int i = 0; i < extra.size(); i++) {
			directories.add(NewSessionHandler.directory("additionalDirectories[" + i + "]", extra.get(i)));
		}
		Session session = new Session(sessionId, new Workspace(cwd, directories), NewSessionHandler.mcpServers(mcpServers),
				config.defaultPreset(), providers.defaultProvider(), providers.defaultProvider().defaultModel());
		session.setSandbox(config.sandbox());
		if (stored.mode() != null) {
			session.setMode(stored.mode());
		}
		if (stored.model() != null) {
			try {
				configOptions.setModel(session, stored.model());
			} catch (RuntimeException unavailable) {
				LOG.info("The stored model " + stored.model() + " is not available; using " + session.modelId());
			}
		}
		ThoughtLevels.restore(session, stored.options());
		return Sessions.startMcpServers(mcp, connection, session, setups);
	}

	/**
	 * The stored session {@code --resume} names: the latest of {@code cwd} for an empty directive,
	 * else the one whose id is or starts with it, if exactly one does.
	 */
	Optional<String> resolve(String directive, String cwd) {
		List<String> matches = new ArrayList<>();
		String cursor = null;
		do {
			SessionStore.Page page = store.list(directive.isEmpty() ? cwd : null, cursor, PAGE_SIZE);
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

	/** Stored sessions, newest first, in pages of {@value #PAGE_SIZE}. */
	public ListSessionsResponse list(ListSessionsRequest request) {
		SessionStore.Page page;
		try {
			page = store.list(request.cwd(), request.cursor(), PAGE_SIZE);
		} catch (IllegalArgumentException e) {
			throw JsonRpcErrors.invalidParams("cursor is not one this agent gave out");
		}
		List<SessionInfo> infos = new ArrayList<>();
		for (SessionStore.Summary summary : page.sessions()) {
			infos.add(SessionInfo.builder(summary.sessionId(), summary.cwd())
					.title(summary.title())
					.updatedAt(summary.updatedAt()
					.toString())
					.meta(loadability(summary.cwd()))
					.build());
		}
		return ListSessionsResponse.builder(infos).nextCursor(page.nextCursor()).build();
	}

	/** The {@code _meta} of a listed session that cannot be loaded as it is, saying why; null for one that can. */
	static JsonObject loadability(String cwd) {
		if (Files.isDirectory(Path.of(cwd))) {
			return null;
		}
		JsonObject meta = new JsonObject();
		meta.addProperty(UNLOADABLE, "its directory " + cwd + " no longer exists; recreate it to load the session");
		return meta;
	}

	/**
	 * Removes a stored session (closing it first when open here); an unknown id succeeds, one another
	 * acp4j process has open is -32600.
	 */
	public DeleteSessionResponse delete(DeleteSessionRequest request) {
		if (request.sessionId() == null || request.sessionId().isEmpty()) {
			throw JsonRpcErrors.invalidParams("sessionId is required");
		}
		sessions.get(request.sessionId()).ifPresent(session -> Sessions.close(sessions, session));
		try {
			store.delete(request.sessionId());
		} catch (SessionStore.SessionLockedException e) {
			throw JsonRpcErrors.invalidRequest(e.getMessage());
		} catch (IOException e) {
			throw JsonRpcErrors.internalError("Could not delete session " + request.sessionId() + ": " + e.getClass().getSimpleName());
		}
		return DeleteSessionResponse.of();
	}

	/** A new session with a copy of another's history (the other may be open or only stored). */
	public CompletableFuture<ForkSessionResponse> fork(ForkSessionRequest request) {
		Path cwd = NewSessionHandler.directory("cwd", request.cwd());
		Optional<ClientSystemPrompt> systemPrompt = ClientSystemPrompt.of(request.systemPrompt());
		StoredSession source = store.read(request.sessionId())
				.orElseThrow(() -> AcpErrors.sessionNotFound(request.sessionId()));
		String id = UUID.randomUUID().toString();
		return open(id, cwd, request.additionalDirectories(), request.mcpServers(), source)
				.thenApply(session -> forked(session, cwd, source, systemPrompt));
	}

	private ForkSessionResponse forked(Session session, Path cwd, StoredSession source, Optional<ClientSystemPrompt> systemPrompt) {
		String id = session.id();
		session.createLog(store, new SessionHeader(id, cwd.toString(), Instant.now(), source.title(), session.modeId(),
				session.modelId()));
		SessionLog log = session.log();
		source.messages().forEach(log::append);
		if (source.compacted()) {
			log.compacted(source.history());
		}
		Sessions.systemPrompt(session, systemPrompt, source.options(), false);
		ThoughtLevels.copied(session);
		log.sync();
		session.history().addAll(source.history());
		session.setTitle(source.title());
		sessions.add(session);
		return Sessions.withCommands(connection, commands, session,
				ForkSessionResponse.builder(id)
						.modes(ConfigOptions.modes(session))
						.configOptions(configOptions.of(session))
						.meta(LegacyModels.meta(configOptions.models(session)))
						.build());
	}
}
