package io.github.acp4j.agent.store;

import java.util.List;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.api.types.SessionUpdate;

/**
 * One completed message of a stored session: what the model is given again, and the
 * {@code session/update}s that show it to a client replaying the session.
 */
public record StoredMessage(ChatMessage message, List<SessionUpdate> replay) {

	public StoredMessage {
		replay = List.copyOf(replay);
	}
}
