package io.github.acp4j.agent.store;

import java.time.Instant;
import java.util.List;

/**
 * A stored session as read back: its header, the title it has now, when it last changed, and every
 * message that was completely written.
 */
public record StoredSession(SessionHeader header, String title, Instant updatedAt, List<StoredMessage> messages) {

	public StoredSession {
		messages = List.copyOf(messages);
	}
}
