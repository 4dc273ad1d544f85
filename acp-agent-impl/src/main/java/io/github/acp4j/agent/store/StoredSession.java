package io.github.acp4j.agent.store;

import java.time.Instant;
import java.util.List;

/**
 * A stored session as read back: its header, the title, mode and model it has now, when it last
 * changed, and every message that was completely written.
 *
 * @param mode  the mode id last saved (the header's when none was saved since)
 * @param model the {@code provider/model} last saved (the header's when none was saved since)
 */
public record StoredSession(SessionHeader header, String title, String mode, String model, Instant updatedAt,
		List<StoredMessage> messages) {

	public StoredSession {
		messages = List.copyOf(messages);
	}
}
