package io.github.acp4j.agent.store;

import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.UUID;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.api.types.SessionUpdate;

/**
 * One completed message of a stored session: what the model is given again, the
 * {@code session/update}s that show it to a client replaying the session, and the ids the session
 * gave what it shows when it was created, which a replay shows it under again.
 *
 * @param messageId the id of the user's message, or of the agent's text, that the record shows; null when it shows neither
 * @param thoughtId the id of the agent's thinking that the record shows, or null
 */
public record StoredMessage(ChatMessage message, List<SessionUpdate> replay, String messageId, String thoughtId) {

	public StoredMessage {
		replay = List.copyOf(replay);
	}

	/** A record that shows no message of its own: a tool's result. */
	public StoredMessage(ChatMessage message, List<SessionUpdate> replay) {
		this(message, replay, null, null);
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
		return shows ? new StoredMessage(message, replay, derived(sessionId, position, "message"), derived(sessionId, position, "thought"))
				: this;
	}

	private static String derived(String sessionId, long position, String kind) {
		return "msg_" + UUID.nameUUIDFromBytes((sessionId + "/" + position + "/" + kind).getBytes(StandardCharsets.UTF_8));
	}
}
