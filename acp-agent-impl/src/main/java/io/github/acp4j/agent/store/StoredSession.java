package io.github.acp4j.agent.store;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;

import io.github.acp4j.agent.spi.ChatMessage;

/**
 * A stored session as read back: its header, the title, mode and model it has now, when it last
 * changed, every message that was completely written (what a replay shows), and the history the
 * model continues from (the same messages, unless the session was compacted).
 *
 * @param mode  the mode id last saved (the header's when none was saved since)
 * @param model the {@code provider/model} last saved (the header's when none was saved since)
 * @param options the value last saved for each option key (see {@link SessionStore.Log#option}), none removed
 */
public record StoredSession(SessionHeader header, String title, String mode, String model, Instant updatedAt,
		List<StoredMessage> messages, List<ChatMessage> history, Map<String, JsonElement> options) {

	public StoredSession {
		messages = List.copyOf(messages);
		history = List.copyOf(history);
		options = Map.copyOf(options);
	}

	/** A stored session without options. */
	public StoredSession(SessionHeader header, String title, String mode, String model, Instant updatedAt,
			List<StoredMessage> messages, List<ChatMessage> history) {
		this(header, title, mode, model, updatedAt, messages, history, Map.of());
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
