package io.github.acp4j.agent.session;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.function.Consumer;

import com.google.gson.JsonElement;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.StoredMessage;
import io.github.acp4j.agent.spi.StoredSession;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.SessionUpdate;

/**
 * A session's conversation (the history the model continues from and the title) together with its
 * records in the session store: the one writer of both, so that what the model sees and what a load
 * replays change in the same step. A store that fails is handled in one way, by {@link SessionLog}:
 * the records wait in memory, the user is told once, the conversation goes on, and each prompt's
 * answer says under {@code _meta} that the session is not being saved.
 * <p>
 * Only the session's running turn changes the conversation once the session is open; readers get an
 * unmodifiable view.
 */
public final class Conversation {

	private final Consumer<Notice> tell;
	private final List<ChatMessage> messages = new ArrayList<>();
	private final List<ChatMessage> view = Collections.unmodifiableList(messages);
	private volatile SessionLog log;
	private volatile String title;

	/** @param tell how the user is told that the session is not being saved, or is again */
	Conversation(Consumer<Notice> tell) {
		this.tell = tell;
	}

	/**
	 * Starts storing a new session, its file created now with {@code header}.
	 *
	 * @throws org.eclipse.lsp4j.jsonrpc.ResponseErrorException {@link SessionLog#STORE_UNAVAILABLE} when
	 *         the file cannot be created: the session must not be made
	 */
	public void start(SessionStore store, SessionHeader header) {
		log = SessionLog.create(store, header, tell);
	}

	/**
	 * Continues a stored session: its history and title, and its file, which the caller {@code opened}
	 * (null when that failed: the user is told, and it is opened again with a later record).
	 */
	public void restore(SessionStore store, SessionStore.Log opened, StoredSession stored) {
		messages.addAll(stored.history());
		title = stored.title();
		log = SessionLog.reopen(store, stored.header().sessionId(), opened, tell);
	}

	/**
	 * Starts a new session, whose file is created with {@code header}, as a copy of {@code source}:
	 * every message a load replays, and the history the model continues from. Throws as {@link #start}.
	 */
	public void fork(SessionStore store, SessionHeader header, StoredSession source) {
		start(store, header);
		source.messages().forEach(log::append);
		if (source.compacted()) {
			log.compacted(source.history());
		}
		log.sync();
		messages.addAll(source.history());
		title = source.title();
	}

	/** The conversation so far, oldest first: an unmodifiable view that follows the changes. */
	public List<ChatMessage> messages() {
		return view;
	}

	/** Appends a completed message that shows no message of its own (a tool's result), and {@code replay}, what a loading client is shown of it. */
	public void append(ChatMessage message, List<SessionUpdate> replay) {
		append(StoredMessage.of(message, replay));
	}

	/** Appends a completed message with what a loading client is shown of it, under the ids it was shown with. */
	public void append(StoredMessage record) {
		messages.add(record.message());
		log.append(record);
	}

	/**
	 * A new message's id, unique in the session: given when the message is created and stored with it,
	 * so that the session shows it under this id live and in every replay.
	 */
	public static String newMessageId() {
		return "msg_" + UUID.randomUUID();
	}

	/** From here on the model continues from {@code compacted} (a summary and the recent messages). */
	public void replace(List<ChatMessage> compacted) {
		List<ChatMessage> copy = List.copyOf(compacted);
		messages.clear();
		messages.addAll(copy);
		log.compacted(copy);
	}

	/** The conversation starts over ({@code /clear}); a loading client is shown none of it. */
	public void clear() {
		messages.clear();
		log.clear();
	}

	/** The title, or null before the first turn gave one. */
	public String title() {
		return title;
	}

	public void title(String title) {
		this.title = title;
		log.title(title);
	}

	/** Records the session's mode and {@code provider/model}, so that load, resume and --resume restore them. */
	public void settings(String mode, String model) {
		log.settings(mode, model);
	}

	/**
	 * Records the session's value for one of its options (the client's system prompt, the thought
	 * level), so that load, resume and --resume restore it; see {@link SessionStore.Log#option}.
	 */
	public void option(String key, JsonElement value) {
		log.option(key, value);
	}

	/** Writes what waits and forces it to the disk (at the end of each turn). */
	public void sync() {
		log.sync();
	}

	/** What a prompt's answer tells the client while the session is not being saved; empty while it is. */
	public Optional<String> storageProblem() {
		return log.problem();
	}

	/** Writes what was recorded to the disk and closes the file, which stays; nothing to do before the session was stored. */
	void close() {
		SessionLog current = log;
		if (current != null) {
			current.close();
		}
	}
}
