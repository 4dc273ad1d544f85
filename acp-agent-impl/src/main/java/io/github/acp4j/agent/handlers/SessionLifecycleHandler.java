package io.github.acp4j.agent.handlers;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;

import com.google.gson.JsonObject;
import com.google.inject.Inject;

import io.github.acp4j.agent.ConnectionScoped;
import io.github.acp4j.agent.session.ClientSystemPrompt;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionLog;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.api.types.DeleteSessionRequest;
import io.github.acp4j.api.types.DeleteSessionResponse;
import io.github.acp4j.api.types.ForkSessionRequest;
import io.github.acp4j.api.types.ForkSessionResponse;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.ListSessionsResponse;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.LoadSessionResponse;
import io.github.acp4j.api.types.ResumeSessionRequest;
import io.github.acp4j.api.types.ResumeSessionResponse;
import io.github.acp4j.api.types.SessionInfo;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * {@code session/load}, {@code session/resume}, {@code session/list}, {@code session/delete} and
 * {@code session/fork}: sessions that outlive the process.
 */
@ConnectionScoped
public final class SessionLifecycleHandler {

	static final int PAGE_SIZE = 50;
	/** The {@code _meta} key of a listed session that cannot be loaded, with the reason. */
	static final String UNLOADABLE = "acp4j/unloadable";

	private final SessionRegistry sessions;
	private final SessionStore store;
	private final SessionOpener opener;

	@Inject
	SessionLifecycleHandler(SessionRegistry sessions, SessionStore store, SessionOpener opener) {
		this.sessions = sessions;
		this.store = store;
		this.opener = opener;
	}

	/** Restores a stored session and replays it as {@code session/update}s before answering. */
	public CompletableFuture<LoadSessionResponse> load(LoadSessionRequest request) {
		Optional<ClientSystemPrompt> systemPrompt = ClientSystemPrompt.of(request.systemPrompt(), request.meta());
		return opener.restore(request.sessionId(), request.cwd(), request.additionalDirectories(), request.mcpServers(), true,
				systemPrompt).thenApply(session -> opener.answerNamed(session, parts -> LoadSessionResponse.builder()
						.modes(parts.modes()).configOptions(parts.configOptions()).meta(parts.meta()).build()));
	}

	/**
	 * Restores a stored session without replaying it. A session already open on this connection is
	 * answered at once with its state as it is: its MCP servers and directories are kept (those of
	 * the request are not started), nothing is read again.
	 */
	public CompletableFuture<ResumeSessionResponse> resume(ResumeSessionRequest request) {
		Optional<ClientSystemPrompt> systemPrompt = ClientSystemPrompt.of(request.systemPrompt(), request.meta());
		Optional<Session> open = opener.openHere(request.sessionId(), request.cwd());
		if (open.isPresent()) {
			Session session = open.get();
			SessionOpener.systemPrompt(session, systemPrompt);
		}
		CompletableFuture<Session> session = open.isPresent() ? CompletableFuture.completedFuture(open.get())
				: opener.restore(request.sessionId(), request.cwd(), request.additionalDirectories(), request.mcpServers(), false,
						systemPrompt);
		return session.thenApply(resumed -> opener.answerNamed(resumed, parts -> ResumeSessionResponse.builder()
				.modes(parts.modes()).configOptions(parts.configOptions()).meta(parts.meta()).build()));
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
		} catch (SessionStore.StoreUnavailableException e) {
			throw SessionLog.unavailable(e);
		} catch (IOException e) {
			throw JsonRpcErrors.internalError("Could not delete session " + request.sessionId() + ": " + e.getClass().getSimpleName());
		}
		return DeleteSessionResponse.of();
	}

	/** A new session with a copy of another's history (the other may be open or only stored). */
	public CompletableFuture<ForkSessionResponse> fork(ForkSessionRequest request) {
		Optional<ClientSystemPrompt> systemPrompt = ClientSystemPrompt.of(request.systemPrompt(), request.meta());
		return opener.fork(request.sessionId(), request.cwd(), request.additionalDirectories(), request.mcpServers(), systemPrompt)
				.thenApply(session -> opener.answer(session, parts -> ForkSessionResponse.builder(session.id())
						.modes(parts.modes()).configOptions(parts.configOptions()).meta(parts.meta()).build()));
	}
}
