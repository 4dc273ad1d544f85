package io.github.acp4j.agent.turn;

import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.SessionUpdate;

/**
 * The {@code session/update}s of one prompt turn. Once the turn is answered the gate closes, and
 * whatever the turn's thread still tries to send is dropped: nothing about a turn follows its answer.
 */
final class TurnUpdates {

	private final AcpClientEndpoint client;
	private final String sessionId;
	private boolean closed;

	TurnUpdates(AcpClientEndpoint client, String sessionId) {
		this.client = client;
		this.sessionId = sessionId;
	}

	/** Sends an update unless the turn was answered; the write happens under the gate's lock. */
	synchronized void send(SessionUpdate update) {
		if (!closed) {
			client.sessionUpdate(new SessionNotification(sessionId, update, null));
		}
	}

	/** Closes the gate; returns false when it was closed already. */
	synchronized boolean close() {
		boolean wasOpen = !closed;
		closed = true;
		return wasOpen;
	}
}
