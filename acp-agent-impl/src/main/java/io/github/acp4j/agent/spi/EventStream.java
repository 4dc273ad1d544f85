package io.github.acp4j.agent.spi;

import java.io.IOException;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

/**
 * Reads one streamed model response, as server-sent events, for a {@link StreamingHttpProvider}. A
 * subclass {@linkplain #read reads} each event, passes text and reasoning on with {@link #text} and
 * {@link #reasoning} as they come (which also marks the response as begun: it is not retried after
 * that), and says when the provider declared the response whole.
 */
public abstract class EventStream {

	/** Thrown by {@link #read} for an event that makes no sense: the call fails, without a retry. */
	public static final class MalformedStreamException extends RuntimeException {
		private static final long serialVersionUID = 1L;

		/** @param message what made no sense, without any of the event's content */
		public MalformedStreamException(String message) {
			super(message, null, false, false);
		}
	}

	private final StreamListener listener;
	private boolean emitted;
	private Throwable failure;
	private String malformed;

	/** @param listener where text and reasoning go as they arrive */
	protected EventStream(StreamListener listener) {
		this.listener = listener;
	}

	/**
	 * Reads one event.
	 *
	 * @param type the event's {@code event:} field, or null
	 * @param data the event's {@code data:}
	 * @throws MalformedStreamException for an event that makes no sense
	 */
	protected abstract void read(String type, String data);

	/** Whether the provider said the response was whole (a stop event, {@code [DONE]}). */
	protected abstract boolean ended();

	/** The whole response, once the stream ended. */
	protected abstract LlmResponse response();

	/** Passes answer text on; a retry would repeat it. */
	protected final void text(String delta) {
		emitted = true;
		listener.onText(delta);
	}

	/** Passes reasoning on; a retry would repeat it. */
	protected final void reasoning(String delta) {
		emitted = true;
		listener.onReasoning(delta);
	}

	/** Says that a tool call started: a retry would make the model decide again. */
	protected final void toolCallStarted() {
		emitted = true;
	}

	/**
	 * The provider reported an error in the stream (such as an overload): the stream failed, and is
	 * retried when nothing of it was shown.
	 */
	protected final void reportedError(String what) {
		failure = new IOException("stream reported " + what);
	}

	/** An event's data as a JSON object. */
	protected static JsonObject object(String data) {
		try {
			JsonElement json = JsonParser.parseString(data);
			if (!json.isJsonObject()) {
				throw new MalformedStreamException("stream event is not a JSON object");
			}
			return json.getAsJsonObject();
		} catch (JsonParseException e) {
			throw new MalformedStreamException("stream event is not JSON");
		}
	}

	/** A string member, or null when it is absent or not a primitive. */
	protected static String string(JsonObject object, String member) {
		JsonElement value = object.get(member);
		return value != null && value.isJsonPrimitive() ? value.getAsString() : null;
	}

	/** Reads an event, remembering what made no sense. */
	final void accept(String type, String data) {
		try {
			read(type, data);
		} catch (MalformedStreamException e) {
			malformed = e.getMessage();
			throw e;
		}
	}

	/** The transport failed while reading. */
	final void failed(Throwable t) {
		failure = t;
	}

	/** Whether the stream ended as a complete response. */
	final boolean complete() {
		return failure == null && malformed == null && ended();
	}

	/** What made no sense in the stream, or null. */
	final String malformed() {
		return malformed;
	}

	/** Whether anything reached the listener or a tool call started: a retry would repeat it. */
	final boolean emitted() {
		return emitted;
	}

	final Throwable failure() {
		return failure;
	}
}
