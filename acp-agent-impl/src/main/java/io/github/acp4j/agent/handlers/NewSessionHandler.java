package io.github.acp4j.agent.handlers;

import java.nio.file.Path;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.atomic.AtomicReference;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import com.google.inject.Inject;

import io.github.acp4j.agent.AgentConfig;
import io.github.acp4j.agent.ConnectionScoped;
import io.github.acp4j.agent.session.ClientSystemPrompt;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;

/** {@code session/new}: a new session, or the stored one {@code --resume} names for the first. */
@ConnectionScoped
public final class NewSessionHandler {

	private static final Logger LOG = Logger.getLogger(NewSessionHandler.class.getName());

	private final SessionRegistry sessions;
	private final SessionOpener opener;
	/** The --resume directive, until the first session/new takes it. */
	private final AtomicReference<String> resume;

	@Inject
	NewSessionHandler(SessionRegistry sessions, SessionOpener opener, AgentConfig config) {
		this.sessions = sessions;
		this.opener = opener;
		this.resume = new AtomicReference<>(config.resume());
	}

	/** Checks the request and opens the session; the answer completes once its MCP servers started or failed. */
	public CompletableFuture<NewSessionResponse> handle(NewSessionRequest request) {
		Path cwd = SessionOpener.directory("cwd", request.cwd());
		Optional<ClientSystemPrompt> systemPrompt = ClientSystemPrompt.of(request.systemPrompt(), request.meta());
		String directive = resume.getAndSet(null);
		if (directive != null) {
			Optional<CompletableFuture<Session>> resumed = resume(directive, request, systemPrompt);
			if (resumed.isPresent()) {
				return resumed.get().thenApply(this::answer);
			}
		}
		return opener.create(cwd, request.additionalDirectories(), request.mcpServers(), systemPrompt).thenApply(this::answer);
	}

	private NewSessionResponse answer(Session session) {
		return opener.answer(session, parts -> NewSessionResponse.builder(session.id())
				.modes(parts.modes()).configOptions(parts.configOptions()).meta(parts.meta()).build());
	}

	/** The --resume directive carried out, or empty (with a warning) when it misses. */
	private Optional<CompletableFuture<Session>> resume(String directive, NewSessionRequest request,
			Optional<ClientSystemPrompt> systemPrompt) {
		Optional<String> id = opener.resolve(directive, request.cwd());
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
			return Optional.of(opener.restore(id.get(), request.cwd(), request.additionalDirectories(), request.mcpServers(), true,
					systemPrompt));
		} catch (ResponseErrorException miss) {
			LOG.warning("--resume could not restore " + id.get() + " (" + miss.getMessage() + "); starting a new session");
			return Optional.empty();
		}
	}
}
