package io.github.acp4j.agent.store;

import java.time.Instant;
import java.util.List;

import io.github.acp4j.agent.spi.ChatMessage;

/**
 * A stored session as read back: its header, the title, mode and model it has now, when it last
 * changed, every message that was completely written (what a replay shows), and the history the
 * model continues from (the same messages, unless the session was compacted).
 *
 * @param mode  the mode id last saved (the header's when none was saved since)
 * @param model the {@code provider/model} last saved (the header's when none was saved since)
 */
public record StoredSession(SessionHeader header, String title, String mode, String model, Instant updatedAt,
		List<StoredMessage> messages, List<ChatMessage> history) {

	public StoredSession {
		messages = List.copyOf(messages);
		history = List.copyOf(history);
	}

	/** A session that was never compacted nor changed its settings: the history is its messages. */
	public StoredSession(SessionHeader header, String title, Instant updatedAt, List<StoredMessage> messages) {
		this(header, title, header.mode(), header.model(), updatedAt, messages,
				messages.stream().map(StoredMessage::message).toList());
	}

	/** Whether the history is a compaction of the messages rather than the messages themselves. */
	public boolean compacted() {
		return history.size() != messages.size()
				|| !history.equals(messages.stream().map(StoredMessage::message).toList());
	}
}
