package io.github.acp4j.agent.handlers;

import java.time.Duration;
import java.util.List;

import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.agent.turn.PromptTurn;
import io.github.acp4j.api.AcpErrors;
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
		// The cancelled turn answers once it stopped; what it records must reach the file.
		registry.close(List.of(session), CLOSE_TIMEOUT, closed -> { });
	}
}
