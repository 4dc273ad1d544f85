package io.github.acp4j.jsonrpc.internal;

import java.io.IOException;
import java.io.Writer;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.lsp4j.jsonrpc.json.MessageConstants;
import org.eclipse.lsp4j.jsonrpc.json.MessageJsonHandler;
import org.eclipse.lsp4j.jsonrpc.json.adapters.MessageTypeAdapter;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.NotificationMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

import com.google.gson.Gson;
import com.google.gson.JsonIOException;
import com.google.gson.JsonPrimitive;
import com.google.gson.Strictness;
import com.google.gson.TypeAdapter;
import com.google.gson.stream.JsonWriter;

/**
 * Writes a message as the JSON text LSP4J's handler writes for it, faster on the paths every
 * connection takes most (see {@link #writeDirect}). One per connection; any thread may use it. The
 * Gson that writes may be shared by many connections configured alike: writing a message uses its
 * handler's method table, never the connection's pending requests, and the adapters Gson makes for
 * each type (reflection, kept per Gson) are then made once for all of them.
 */
public final class MessageWriter {

	/** Each thread serializes into its own unsynchronized buffer (StringWriter locks on every write). */
	private static final ThreadLocal<LineWriter> LINES = ThreadLocal.withInitial(LineWriter::new);

	private final MessageJsonHandler jsonHandler;
	private final Gson gson;
	/** Whether messages are written by LSP4J's own handler and message adapter, whose writing of notifications and results is copied here. */
	private final boolean lsp4jMessages;
	/** Gson's adapter for each class of params and results written here. */
	private final Map<Class<?>, TypeAdapter<Object>> adapters = new ConcurrentHashMap<>();

	public MessageWriter(MessageJsonHandler jsonHandler) {
		this(jsonHandler, jsonHandler.getGson());
	}

	/** @param gson the Gson that writes, configured as {@code jsonHandler}'s (that one's or one shared with it) */
	public MessageWriter(MessageJsonHandler jsonHandler, Gson gson) {
		this.jsonHandler = jsonHandler;
		this.gson = gson;
		this.lsp4jMessages = jsonHandler.getClass() == MessageJsonHandler.class
				&& gson.getAdapter(Message.class).getClass() == MessageTypeAdapter.class && relaxesWriters(gson);
	}

	/** The message's JSON text followed by {@code terminator}; the answers of a batch as one JSON array. */
	public String text(Message message, String terminator) {
		LineWriter buffer = LINES.get();
		buffer.reset();
		if (message instanceof Batches.Answers batch) {
			buffer.write('[');
			List<ResponseMessage> answers = batch.answers();
			for (int i = 0; i < answers.size(); i++) {
				if (i > 0) {
					buffer.write(',');
				}
				write(answers.get(i), buffer);
			}
			buffer.write(']');
		} else {
			write(message, buffer);
		}
		return buffer.append(terminator).toString();
	}

	private void write(Message message, LineWriter buffer) {
		if (!writeDirect(message, buffer)) {
			if (gson == jsonHandler.getGson()) {
				jsonHandler.serialize(message, buffer);
			} else {
				// What the handler's serialize does, with the shared Gson.
				gson.toJson(message, Message.class, buffer);
			}
		}
	}

	/**
	 * Writes a notification whose params are an object, or a response with a result, as LSP4J's
	 * message adapter does (the same members in the same order, the params or result with the adapter
	 * Gson has for their class, the writer set up as Gson sets it), with that adapter kept per class
	 * instead of looked up twice per message: this is the path of every {@code session/update} and
	 * of every answer. Anything else (a request, an error, a null result, params LSP4J writes in a list
	 * of one), or a handler, message adapter or strictness that is not LSP4J's default, goes through
	 * the handler; returns whether it was written here.
	 */
	private boolean writeDirect(Message message, Writer buffer) {
		if (!lsp4jMessages) {
			return false;
		}
		Class<?> type = message.getClass();
		NotificationMessage notification = type == NotificationMessage.class ? (NotificationMessage) message : null;
		ResponseMessage response = type == ResponseMessage.class || type == Batches.Answer.class ? (ResponseMessage) message : null;
		Object value;
		if (notification != null) {
			value = notification.getParams();
			// LSP4J writes a collection, an array, a string or a boxed primitive in a list of one.
			if (value == null || notification.getMethod() == null || value instanceof Collection || value.getClass().isArray()
					|| value.getClass().getName().startsWith("java.lang.")) {
				return false;
			}
		} else if (response != null) {
			value = response.getResult();
			if (value == null || response.getError() != null || response.getRawId() == null) {
				return false;
			}
		} else {
			return false;
		}
		try {
			JsonWriter out = gson.newJsonWriter(buffer);
			if (out.getStrictness() == Strictness.LEGACY_STRICT) {
				// What Gson.toJson does for a Gson without a strictness of its own (relaxesWriters).
				out.setStrictness(Strictness.LENIENT);
			}
			out.beginObject();
			out.name("jsonrpc").value(message.getJsonrpc() == null ? MessageConstants.JSONRPC_VERSION : message.getJsonrpc());
			if (notification != null) {
				out.name("method").value(notification.getMethod());
				out.name("params");
			} else {
				out.name("id");
				writeId(out, response.getRawId());
				out.name("result");
			}
			adapter(value.getClass()).write(out, value);
			out.endObject();
		} catch (IOException e) {
			throw new JsonIOException(e);
		}
		return true;
	}

	/**
	 * Writes the id as LSP4J does; an id that is a plain integer (every number id a peer sends in
	 * practice) is written as its text, which is what Gson writes after matching it against its
	 * pattern for JSON numbers.
	 */
	private static void writeId(JsonWriter out, Either<String, Number> id) throws IOException {
		if (id.isLeft()) {
			out.value(id.getLeft());
			return;
		}
		Number number = id.getRight();
		String text = number.toString();
		if (isPlainInteger(text)) {
			out.jsonValue(text);
		} else {
			out.value(number);
		}
	}

	/** Whether the text is a JSON integer: an optional minus, then 0 or digits not starting with 0. */
	private static boolean isPlainInteger(String text) {
		int start = text.startsWith("-") ? 1 : 0;
		if (start == text.length() || text.charAt(start) == '0' && text.length() > start + 1) {
			return false;
		}
		for (int i = start; i < text.length(); i++) {
			char c = text.charAt(i);
			if (c < '0' || c > '9') {
				return false;
			}
		}
		return true;
	}

	private TypeAdapter<Object> adapter(Class<?> type) {
		TypeAdapter<Object> adapter = adapters.get(type);
		if (adapter == null) {
			adapter = lookUpAdapter(type);
			adapters.put(type, adapter);
		}
		return adapter;
	}

	/**
	 * Whether the Gson has no strictness of its own, so that {@code Gson.toJson} relaxes a writer of
	 * the legacy strictness to lenient, as {@link #writeDirect} does: told by whether a writer
	 * set up for it writes a NaN.
	 */
	private static boolean relaxesWriters(Gson gson) {
		try {
			gson.toJson(new JsonPrimitive(Double.NaN), gson.newJsonWriter(Writer.nullWriter()));
			return true;
		} catch (IOException | RuntimeException strict) {
			return false;
		}
	}

	@SuppressWarnings("unchecked")
	private TypeAdapter<Object> lookUpAdapter(Class<?> type) {
		return (TypeAdapter<Object>) gson.getAdapter(type);
	}

	/** A reusable {@link Writer} over a {@link StringBuilder}. */
	private static final class LineWriter extends Writer {

		private static final int RETAINED_CAPACITY = 64 * 1024;
		private StringBuilder text = new StringBuilder(1024);

		void reset() {
			if (text.capacity() > RETAINED_CAPACITY) {
				text = new StringBuilder(1024);
			} else {
				text.setLength(0);
			}
		}

		@Override
		public void write(char[] chars, int offset, int length) {
			text.append(chars, offset, length);
		}

		@Override
		public void write(String string, int offset, int length) {
			text.append(string, offset, offset + length);
		}

		@Override
		public void write(int c) {
			text.append((char) c);
		}

		@Override
		public LineWriter append(CharSequence chars) {
			text.append(chars);
			return this;
		}

		@Override
		public String toString() {
			return text.toString();
		}

		@Override
		public void flush() {
		}

		@Override
		public void close() {
		}
	}
}
