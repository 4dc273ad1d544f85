package io.github.acp4j.agent.llm.internal;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.StreamListener;
import okhttp3.Response;
import okhttp3.sse.EventSource;
import okhttp3.sse.EventSourceListener;

/**
 * One streamed model response as a provider's server-sent events: what each provider's stream
 * shares (the listener, whether anything reached it, how the stream failed); subclasses read the
 * events.
 */
abstract class ProviderStream extends EventSourceListener {

	/** Thrown out of {@link #onEvent} to stop reading a stream that makes no sense; see {@link #malformed()}. */
	static final class MalformedStreamException extends RuntimeException {
		private static final long serialVersionUID = 1L;

		MalformedStreamException(String message) {
			super(message, null, false, false);
		}
	}

	private final StreamListener listener;
	private boolean emitted;
	private Throwable failure;
	private String malformed;

	ProviderStream(StreamListener listener) {
		this.listener = listener;
	}

	/** Reads one event; throws {@link MalformedStreamException} for one that makes no sense. */
	abstract void read(String type, String data);

	/** Whether the provider said the response was whole. */
	abstract boolean ended();

	/** The whole response, once {@link #complete()}. */
	abstract LlmResponse response();

	@Override
	public final void onEvent(EventSource eventSource, String id, String type, String data) {
		try {
			read(type, data);
		} catch (MalformedStreamException e) {
			malformed = e.getMessage();
			throw e;
		}
	}

	@Override
	public final void onFailure(EventSource eventSource, Throwable t, Response response) {
		failure = t;
	}

	/** Passes answer text on and remembers that a retry would repeat it. */
	final void text(String delta) {
		emitted = true;
		listener.onText(delta);
	}

	/** Passes reasoning on and remembers that a retry would repeat it. */
	final void reasoning(String delta) {
		emitted = true;
		listener.onReasoning(delta);
	}

	/** Remembers that a tool call started: a retry would make the model decide again. */
	final void toolCallStarted() {
		emitted = true;
	}

	/**
	 * The provider reported an error in the stream (Anthropic's {@code overloaded_error}): the
	 * stream failed, and is retried when nothing of it was shown.
	 */
	final void reportedError(String what) {
		failure = new java.io.IOException("stream reported " + what);
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

	/** An event's data as a JSON object, or a malformed stream. */
	static JsonObject object(String data) {
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
	static String string(JsonObject object, String member) {
		JsonElement value = object.get(member);
		return value != null && value.isJsonPrimitive() ? value.getAsString() : null;
	}
}
