package io.github.acp4j.agent.spi;

import java.time.Instant;
import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;

/**
 * A stored session as read back: its header, the title, mode and model it has now, when it last
 * changed, every message that was completely written (what a replay shows), and the history the
 * model continues from (the same messages, unless the session was compacted).
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter
 * whenever a session keeps something new.
 *
 * @param header    the session's first record
 * @param title     the title last saved, or null
 * @param mode      the mode id last saved (the header's when none was saved since)
 * @param model     the {@code provider/model} last saved (the header's when none was saved since)
 * @param updatedAt when a record was last appended
 * @param messages  every completely written message, in order
 * @param history   what the model continues from
 * @param options   the value last saved for each option key (see {@link SessionStore.Log#option}), none removed
 */
public record StoredSession(SessionHeader header, String title, String mode, String model, Instant updatedAt,
		List<StoredMessage> messages, List<ChatMessage> history, Map<String, JsonElement> options) {

	public StoredSession {
		messages = List.copyOf(messages);
		history = List.copyOf(history);
		options = Map.copyOf(options);
	}

	/**
	 * A session that was never compacted nor changed its settings since its header: the title, mode and
	 * model are the header's, the history is its messages, no options.
	 */
	public static StoredSession of(SessionHeader header, Instant updatedAt, List<StoredMessage> messages) {
		return builder(header, updatedAt, messages).build();
	}

	/** A builder with the required parts and, for the others, what {@link #of} gives. */
	public static Builder builder(SessionHeader header, Instant updatedAt, List<StoredMessage> messages) {
		return new Builder(header, updatedAt, messages);
	}

	/** A builder with this session's values. */
	public Builder toBuilder() {
		return builder(header, updatedAt, messages).title(title).mode(mode).model(model).history(history).options(options);
	}

	/** Whether the history is a compaction of the messages rather than the messages themselves. */
	public boolean compacted() {
		return history.size() != messages.size()
				|| !history.equals(messages.stream().map(StoredMessage::message).toList());
	}

	/** Builds a {@link StoredSession} one component at a time. */
	public static final class Builder {
		private SessionHeader header;
		private String title;
		private String mode;
		private String model;
		private Instant updatedAt;
		private List<StoredMessage> messages;
		private List<ChatMessage> history;
		private Map<String, JsonElement> options = Map.of();

		private Builder(SessionHeader header, Instant updatedAt, List<StoredMessage> messages) {
			this.header = header;
			this.title = header.title();
			this.mode = header.mode();
			this.model = header.model();
			this.updatedAt = updatedAt;
			this.messages = messages;
			this.history = messages.stream().map(StoredMessage::message).toList();
		}

		/** The session's first record. */
		public Builder header(SessionHeader header) {
			this.header = header;
			return this;
		}

		/** The title last saved, or null. */
		public Builder title(String title) {
			this.title = title;
			return this;
		}

		/** The mode id last saved. */
		public Builder mode(String mode) {
			this.mode = mode;
			return this;
		}

		/** The {@code provider/model} last saved. */
		public Builder model(String model) {
			this.model = model;
			return this;
		}

		/** When a record was last appended. */
		public Builder updatedAt(Instant updatedAt) {
			this.updatedAt = updatedAt;
			return this;
		}

		/** Every completely written message; the history stays what it was set to. */
		public Builder messages(List<StoredMessage> messages) {
			this.messages = messages;
			return this;
		}

		/** What the model continues from. */
		public Builder history(List<ChatMessage> history) {
			this.history = history;
			return this;
		}

		/** The value last saved for each option key. */
		public Builder options(Map<String, JsonElement> options) {
			this.options = options;
			return this;
		}

		/** A new {@link StoredSession}. */
		public StoredSession build() {
			return new StoredSession(header, title, mode, model, updatedAt, messages, history, options);
		}
	}
}
