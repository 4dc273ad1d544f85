package io.github.acp4j.agent.handlers;

import java.nio.file.Files;
import java.nio.file.InvalidPathException;
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
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

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
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.agent.store.SessionHeader;
import io.github.acp4j.agent.store.SessionStore;
import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.McpServerHttp;
import io.github.acp4j.api.types.McpServerSse;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.UnknownMcpServer;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/** {@code session/new}: checks {@code cwd} and {@code mcpServers} and opens a session. */
@Singleton
public final class NewSessionHandler {

	private static final Logger LOG = Logger.getLogger(NewSessionHandler.class.getName());

	private final SessionRegistry sessions;
	private final ProviderResolver providers;
	private final ConfigOptions configOptions;
	private final AgentConfig config;
	private final SessionStore store;
	private final SessionLifecycleHandler lifecycle;
	private final McpConnector mcp;
	private final ClientConnection connection;
	private final SlashCommands commands;
	private final Executor setups;
	/** The --resume directive, until the first session/new takes it. */
	private final AtomicReference<String> resume;

	@Inject
	NewSessionHandler(SessionRegistry sessions, ProviderResolver providers, ConfigOptions configOptions, AgentConfig config,
			SessionStore store, SessionLifecycleHandler lifecycle, McpConnector mcp, ClientConnection connection, SlashCommands commands,
			@Named("setups") ExecutorService setups) {
		this.sessions = sessions;
		this.setups = setups;
		this.mcp = mcp;
		this.connection = connection;
		this.commands = commands;
		this.providers = providers;
		this.configOptions = configOptions;
		this.config = config;
		this.store = store;
		this.lifecycle = lifecycle;
		this.resume = new AtomicReference<>(config.resume());
	}

	/** Checks the request and opens the session; the answer completes once its MCP servers started or failed. */
	public CompletableFuture<NewSessionResponse> handle(NewSessionRequest request) {
		Path cwd = directory("cwd", request.cwd());
		Optional<ClientSystemPrompt> systemPrompt = ClientSystemPrompt.of(request.systemPrompt());
		String directive = resume.getAndSet(null);
		if (directive != null) {
			Optional<CompletableFuture<NewSessionResponse>> resumed = resume(directive, request, systemPrompt);
			if (resumed.isPresent()) {
				return resumed.get();
			}
		}
		List<Path> additional = new ArrayList<>();
		List<String> directories = request.additionalDirectories() == null ? List.of() : request.additionalDirectories();
		for (int i = 0; i < directories.size(); i++) {
			additional.add(directory("additionalDirectories[" + i + "]", directories.get(i)));
		}
		List<McpServer> servers = mcpServers(request.mcpServers());
		LlmProvider provider = providers.defaultProvider();
		Session session = new Session(UUID.randomUUID().toString(), new Workspace(cwd, additional), servers,
				config.defaultPreset(), provider, provider.defaultModel());
		session.setSandbox(config.sandbox());
		if (config.defaultModel() != null) {
			try {
				configOptions.setModel(session, config.defaultModel());
			} catch (ResponseErrorException unavailable) {
				// A --model whose provider is not configured must not make every session fail.
				LOG.warning("--model " + config.defaultModel() + " is not available (" + unavailable.getMessage()
						+ "); sessions start on " + session.modelId());
			}
		}
		return Sessions.startMcpServers(mcp, connection, session, setups).thenApply(started -> {
			// A file that cannot be created now is created with a later record; the first turn says so.
			session.createLog(store, new SessionHeader(session.id(), cwd.toString(), Instant.now(), null, session.modeId(),
					session.modelId()));
			Sessions.systemPrompt(session, systemPrompt, Map.of(), false);
			sessions.add(session);
			return answer(session);
		});
	}

	private NewSessionResponse answer(Session session) {
		return Sessions.withCommands(connection, commands, session,
				NewSessionResponse.builder(session.id())
						.modes(ConfigOptions.modes(session))
						.configOptions(configOptions.of(session))
						.meta(LegacyModels.meta(configOptions.models(session)))
						.build());
	}

	/** The --resume directive carried out, or empty (with a warning) when it misses. */
	private Optional<CompletableFuture<NewSessionResponse>> resume(String directive, NewSessionRequest request,
			Optional<ClientSystemPrompt> systemPrompt) {
		Optional<String> id = lifecycle.resolve(directive, request.cwd());
		if (id.isEmpty()) {
			LOG.warning("--resume " + (directive.isEmpty() ? "(latest)" : directive) + " found no single stored session for "
					+ request.cwd() + "; starting a new session");
			return Optional.empty();
		}
		if (sessions.get(id.get()).isPresent()) {
			LOG.warning("--resume could not restore " + id.get() + " (it is already open on this connection); starting a new session");
			return Optional.empty();
		}
		try {
			return Optional.of(lifecycle.restore(id.get(), request.cwd(), request.additionalDirectories(), request.mcpServers(), true,
					systemPrompt)
					.thenApply(this::answer));
		} catch (ResponseErrorException miss) {
			LOG.warning("--resume could not restore " + id.get() + " (" + miss.getMessage() + "); starting a new session");
			return Optional.empty();
		}
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

	/** The servers a request names, each checked (-32602 naming the field); none when absent. */
	static List<McpServer> mcpServers(List<McpServer> servers) {
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
		if (server instanceof UnknownMcpServer) {
			throw JsonRpcErrors.invalidParams(field + ".type \"" + ((UnknownMcpServer) server).type() + "\" is not supported");
		}
		String name;
		if (server instanceof McpServerStdio) {
			McpServerStdio stdio = (McpServerStdio) server;
			name = stdio.name();
			if (stdio.command() == null || stdio.command().isEmpty()) {
				throw JsonRpcErrors.invalidParams(field + ".command is required");
			}
		} else if (server instanceof McpServerHttp) {
			name = ((McpServerHttp) server).name();
			requireUrl(field, ((McpServerHttp) server).url());
		} else {
			name = ((McpServerSse) server).name();
			requireUrl(field, ((McpServerSse) server).url());
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
