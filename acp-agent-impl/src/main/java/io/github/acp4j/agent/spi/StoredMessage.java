package io.github.acp4j.agent.spi;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;

import io.github.acp4j.api.types.SessionUpdate;

/**
 * One completed message of a stored session: what the model is given again, the
 * {@code session/update}s that show it to a client replaying the session, and the ids the session
 * gave what it shows when it was created, which a replay shows it under again.
 *
 * <p>Create it with {@link #of} or {@link #builder}: the canonical constructor gains a parameter
 * whenever a message keeps something new.
 *
 * @param message   what the model is given again
 * @param replay    the updates that show the message to a client replaying the session
 * @param messageId the id of the user's message, or of the agent's text, that the record shows; null when it shows neither
 * @param thoughtId the id of the agent's thinking that the record shows, or null
 */
public record StoredMessage(ChatMessage message, List<SessionUpdate> replay, String messageId, String thoughtId) {

	public StoredMessage {
		replay = List.copyOf(replay);
	}

	/** A record that shows no message of its own: a tool's result. */
	public static StoredMessage of(ChatMessage message, List<SessionUpdate> replay) {
		return builder(message, replay).build();
	}

	/** A builder with the required parts; the ids are null. */
	public static Builder builder(ChatMessage message, List<SessionUpdate> replay) {
		return new Builder(message, replay);
	}

	/** A builder with this record's values. */
	public Builder toBuilder() {
		return builder(message, replay).messageId(messageId).thoughtId(thoughtId);
	}

	/**
	 * This record, with ids for a record stored before messages kept theirs: derived from the session
	 * and where the record is in it ({@code position}, the same on every load), so every replay of
	 * an old session shows its messages under the same ids.
	 */
	public StoredMessage withDerivedIds(String sessionId, long position) {
		if (messageId != null || thoughtId != null) {
			return this;
		}
		boolean shows = message.role() == ChatMessage.Role.USER || message.role() == ChatMessage.Role.ASSISTANT;
		return shows ? toBuilder().messageId(derived(sessionId, position, "message")).thoughtId(derived(sessionId, position, "thought")).build()
				: this;
	}

	private static String derived(String sessionId, long position, String kind) {
		return "msg_" + UUID.nameUUIDFromBytes((sessionId + "/" + position + "/" + kind).getBytes(StandardCharsets.UTF_8));
	}

	/** Builds a {@link StoredMessage} one component at a time. */
	public static final class Builder {
		private ChatMessage message;
		private List<SessionUpdate> replay;
		private String messageId;
		private String thoughtId;

		private Builder(ChatMessage message, List<SessionUpdate> replay) {
			this.message = message;
			this.replay = replay;
		}

		/** What the model is given again. */
		public Builder message(ChatMessage message) {
			this.message = message;
			return this;
		}

		/** The updates that show the message in a replay. */
		public Builder replay(List<SessionUpdate> replay) {
			this.replay = replay;
			return this;
		}

		/** The id of the user's message or the agent's text that the record shows, or null. */
		public Builder messageId(String messageId) {
			this.messageId = messageId;
			return this;
		}

		/** The id of the agent's thinking that the record shows, or null. */
		public Builder thoughtId(String thoughtId) {
			this.thoughtId = thoughtId;
			return this;
		}

		/** A new {@link StoredMessage}. */
		public StoredMessage build() {
			return new StoredMessage(message, replay, messageId, thoughtId);
		}
	}
}
