package io.github.acp4j.agent.handlers;

import java.time.Duration;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Function;

import com.google.gson.JsonElement;

import io.github.acp4j.agent.ClientConnection;
import io.github.acp4j.agent.mcp.McpConnector;
import io.github.acp4j.agent.mcp.McpServers;
import io.github.acp4j.agent.project.SlashCommands;
import io.github.acp4j.agent.session.ClientSystemPrompt;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.agent.turn.PromptTurn;
import io.github.acp4j.api.AcpErrors;
import io.github.acp4j.api.types.AvailableCommandsUpdate;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.NoticeSeverity;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/** Lookups every session method starts with. */
final class Sessions {

	/**
	 * How long closing waits for a cancelled turn to answer and finish recording: a little longer than
	 * the turn may take to answer, so that the close is answered after the prompt.
	 */
	static final Duration CLOSE_TIMEOUT = PromptTurn.CANCEL_GRACE.plusSeconds(2);

	private Sessions() {
	}

	/** The open session with this id; -32602 without an id, -32002 for an unknown or closed one. */
	static Session require(SessionRegistry registry, String sessionId) {
		if (sessionId == null || sessionId.isEmpty()) {
			throw JsonRpcErrors.invalidParams("sessionId is required");
		}
		return registry.get(sessionId).orElseThrow(() -> AcpErrors.sessionNotFound(sessionId));
	}

	/** Cancels the session's turn, saves what it stored, stops its MCP servers and forgets the session. */
	static void close(SessionRegistry registry, Session session) {
		session.cancel();
		registry.remove(session.id());
		// The cancelled turn answers once it stopped; what it records must reach the file.
		session.awaitIdle(CLOSE_TIMEOUT);
		session.close();
	}

	/**
	 * Returns {@code answer} (the answer that gives the client a new {@code session}) with the session's
	 * commands, read now, to be sent as {@code available_commands_update} right after it: the client
	 * knows the session by then.
	 */
	static <T> T withCommands(ClientConnection connection, SlashCommands commands, Session session, T answer) {
		Runnable announce = announcement(connection, commands, session);
		connection.afterAnswer(answer, announce);
		return answer;
	}

	/**
	 * Sends the session's commands (and the notices its set-up queued) now, then returns {@code answer}:
	 * for {@code session/load} and {@code session/resume}, whose client already knows the session, every
	 * update of the request comes before its answer (as a load's replay does), nothing of it after.
	 */
	static <T> T commandsThen(ClientConnection connection, SlashCommands commands, Session session, T answer) {
		announcement(connection, commands, session).run();
		return answer;
	}

	private static Runnable announcement(ClientConnection connection, SlashCommands commands, Session session) {
		AvailableCommandsUpdate update = AvailableCommandsUpdate.of(commands.available(session.workspace().cwd()));
		session.offerCommands(update.availableCommands());
		return () -> {
			session.announced(showsNotices(connection)
					? notice -> connection.client().sessionUpdate(SessionNotification.of(session.id(), notice)) : null);
			connection.client().sessionUpdate(SessionNotification.of(session.id(), update));
		};
	}

	/**
	 * Gives {@code session}, whose log is open, the system prompt the client {@code given}, else the
	 * one {@code saved} with it; one given, or one saved with another session's file (a fork's source),
	 * is recorded in the session's file.
	 */
	static void systemPrompt(Session session, Optional<ClientSystemPrompt> given, Map<String, JsonElement> saved, boolean sameFile) {
		Optional<ClientSystemPrompt> kept = Optional.ofNullable(saved.get(ClientSystemPrompt.OPTION)).flatMap(ClientSystemPrompt::fromJson);
		Optional<ClientSystemPrompt> prompt = given.isPresent() ? given : kept;
		prompt.ifPresent(session::setSystemPrompt);
		if (prompt.isPresent() && !(sameFile && prompt.equals(kept))) {
			session.log().option(ClientSystemPrompt.OPTION, prompt.get().toJson());
		}
	}

	private static boolean showsNotices(ClientConnection connection) {
		return connection.capabilities().session() != null && connection.capabilities().session().notices() != null;
	}

	/**
	 * Starts the session's MCP servers before the session is answered, without holding a thread
	 * while they start: the result completes with the session, on {@code setups}, once they started
	 * or failed. A server that fails to start is reported with the first prompt (the client does not
	 * know the session before the answer); one that dies later is reported at once as a notice, to
	 * clients that advertised notices.
	 */
	static CompletableFuture<Session> startMcpServers(McpConnector connector, ClientConnection connection, Session session,
			Executor setups) {
		CompletableFuture<McpServers> starting = connector.start(session.mcpServers(), session.workspace(), session.sandboxPolicy(),
				(server, problem, started) -> {
					Notice notice = Notice.builder(NoticeSeverity.WARNING,
							started ? "MCP server " + server + " stopped" : "MCP server " + server + " did not start")
							.description(problem + "; the session goes on without its tools.").build();
					if (!session.isAnnounced()) {
						session.queueNotice(notice);
					} else if (showsNotices(connection)) {
						connection.client().sessionUpdate(SessionNotification.of(session.id(), notice));
					}
				});
		Function<McpServers, Session> connect = servers -> {
			session.connect(servers);
			return session;
		};
		// Servers that had to start finish on the connector's threads; the rest of the set-up goes back to the set-up pool.
		return starting.isDone() ? starting.thenApply(connect) : starting.thenApplyAsync(connect, setups);
	}
}
