package io.github.acp4j.agent.store.internal;

import java.io.IOException;
import java.lang.reflect.Type;
import java.time.Instant;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.logging.Logger;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.reflect.TypeToken;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.StoredMessage;
import io.github.acp4j.agent.spi.StoredSession;
import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.types.SessionUpdate;

/**
 * The records a session is stored as, one JSON object each (a line of a file, a row of a table): the
 * header, then one per completed message, per compaction (the history the model continues from), per
 * title, per change of mode or model, per option and per {@code /clear}; and the session read back
 * from them, a malformed record skipped with a warning.
 */
final class SessionRecords {

	private static final Logger LOG = Logger.getLogger(SessionRecords.class.getName());
	private static final Type UPDATES = new TypeToken<List<SessionUpdate>>() {
	}.getType();
	private static final Type MESSAGES = new TypeToken<List<ChatMessage>>() {
	}.getType();
	private static final Gson GSON = AcpGson.create();

	private SessionRecords() {
	}

	static JsonObject header(SessionHeader header) {
		JsonObject record = new JsonObject();
		record.addProperty("type", "header");
		record.addProperty("sessionId", header.sessionId());
		record.addProperty("cwd", header.cwd());
		record.addProperty("created", header.created().toString());
		record.addProperty("title", header.title());
		record.addProperty("mode", header.mode());
		record.addProperty("model", header.model());
		if (header.parent() != null) {
			record.addProperty("parent", header.parent());
		}
		return record;
	}

	/** The header {@code record} holds, or null when it is no header of {@code expectedId}. */
	static SessionHeader header(JsonObject record, String expectedId) {
		if (!"header".equals(string(record, "type")) || !expectedId.equals(string(record, "sessionId")) || string(record, "cwd") == null) {
			return null;
		}
		try {
			return SessionHeader.builder(string(record, "sessionId"), string(record, "cwd"), Instant.parse(string(record, "created")))
					.title(string(record, "title")).mode(string(record, "mode")).model(string(record, "model")).parent(string(record, "parent")).build();
		} catch (DateTimeParseException | NullPointerException e) {
			return null;
		}
	}

	static String string(JsonObject object, String member) {
		JsonElement value = object.get(member);
		return value != null && value.isJsonPrimitive() ? value.getAsString() : null;
	}

	/** A store's log: each record made here and handed to {@link #write}, one at a time. */
	abstract static class RecordLog implements SessionStore.Log {

		/** Writes one record whole, or nothing of it. */
		abstract void write(JsonObject record) throws IOException;

		@Override
		public synchronized void append(StoredMessage message) throws IOException {
			JsonObject record = new JsonObject();
			record.addProperty("type", "message");
			record.add("message", GSON.toJsonTree(message.message(), ChatMessage.class));
			record.add("replay", GSON.toJsonTree(message.replay(), UPDATES));
			if (message.messageId() != null) {
				record.addProperty("messageId", message.messageId());
			}
			if (message.thoughtId() != null) {
				record.addProperty("thoughtId", message.thoughtId());
			}
			write(record);
		}

		@Override
		public synchronized void compacted(List<ChatMessage> history) throws IOException {
			JsonObject record = new JsonObject();
			record.addProperty("type", "compaction");
			record.add("history", GSON.toJsonTree(history, MESSAGES));
			write(record);
		}

		@Override
		public synchronized void clear() throws IOException {
			JsonObject record = new JsonObject();
			record.addProperty("type", "clear");
			write(record);
		}

		@Override
		public synchronized void title(String title) throws IOException {
			JsonObject record = new JsonObject();
			record.addProperty("type", "title");
			record.addProperty("title", title);
			write(record);
		}

		@Override
		public synchronized void settings(String mode, String model) throws IOException {
			JsonObject record = new JsonObject();
			record.addProperty("type", "settings");
			record.addProperty("mode", mode);
			record.addProperty("model", model);
			write(record);
		}

		@Override
		public synchronized void option(String key, JsonElement value) throws IOException {
			JsonObject record = new JsonObject();
			record.addProperty("type", "option");
			record.addProperty("key", key);
			record.add("value", value);
			write(record);
		}
	}

	/** A session read back record by record, after its header. */
	static final class Reader {
		private final SessionHeader header;
		private final String where;
		private String title;
		private String mode;
		private String model;
		private final Map<String, JsonElement> options = new HashMap<>();
		private final List<StoredMessage> messages = new ArrayList<>();
		private final List<ChatMessage> history = new ArrayList<>();

		/** @param where what the records are read from, for the warnings (a file, a session of a database) */
		Reader(SessionHeader header, String where) {
			this.header = header;
			this.where = where;
			this.title = header.title();
			this.mode = header.mode();
			this.model = header.model();
		}

		/** Takes the record at {@code position} (the same on every read: its line or row number); a malformed one is skipped. */
		void add(JsonObject record, long position) {
			try {
				switch (String.valueOf(string(record, "type"))) {
				case "message":
					StoredMessage message = StoredMessage.builder(GSON.fromJson(record.get("message"), ChatMessage.class),
							GSON.fromJson(record.get("replay"), UPDATES)).messageId(string(record, "messageId")).thoughtId(string(record, "thoughtId")).build()
							.withDerivedIds(header.sessionId(), position);
					messages.add(message);
					history.add(message.message());
					break;
				case "compaction":
					List<ChatMessage> compacted = GSON.fromJson(record.get("history"), MESSAGES);
					history.clear();
					history.addAll(compacted);
					break;
				case "title":
					title = string(record, "title");
					break;
				case "settings":
					mode = string(record, "mode");
					model = string(record, "model");
					break;
				case "option":
					String key = string(record, "key");
					JsonElement value = record.get("value");
					if (key == null || value == null || value.isJsonNull()) {
						options.remove(key);
					} else {
						options.put(key, value);
					}
					break;
				case "clear":
					messages.clear();
					history.clear();
					break;
				default:
					LOG.warning("Skipped record " + position + " of " + where + ": unknown record type");
				}
			} catch (RuntimeException corrupt) {
				LOG.warning("Skipped malformed record " + position + " of " + where);
			}
		}

		/** The session read, its history repaired where a crash left a tool call without its result. */
		StoredSession session(Instant updatedAt) {
			HistoryRepair.Result<StoredMessage> shown = HistoryRepair.repair(messages, StoredMessage::message,
					result -> StoredMessage.of(result, List.of()));
			HistoryRepair.Result<ChatMessage> sent = HistoryRepair.repair(history, Function.identity(), Function.identity());
			if (!sent.changes().isEmpty()) {
				LOG.warning("Repaired the history of " + where + ": " + sent.changes());
			}
			return StoredSession.builder(header, updatedAt, shown.messages()).title(title).mode(mode).model(model)
					.history(sent.messages()).options(options).build();
		}
	}
}
