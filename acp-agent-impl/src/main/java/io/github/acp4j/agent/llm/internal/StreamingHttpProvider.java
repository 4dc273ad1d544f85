package io.github.acp4j.agent.llm.internal;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Locale;
import java.util.OptionalLong;
import java.util.Set;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.tools.OutputRedactor;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.sse.EventSources;

/**
 * A model API reached with one streamed HTTP POST per call, and what every such provider needs
 * around it: retries of 429, 5xx and lost connections with backoff (never once part of the answer
 * was shown), cancellation that aborts the HTTP call at once, and one-line errors naming the
 * provider and the HTTP status, without the key. Subclasses say what to send and how to read it.
 */
abstract class StreamingHttpProvider implements LlmProvider {

	private static final MediaType JSON = MediaType.get("application/json");
	private static final int MAX_ERROR_BODY = 4096;

	private final String provider;
	private final HttpUrl endpoint;
	private final String apiKey;
	private final String defaultModel;
	private final long contextWindow;
	private final OkHttpClient http;
	private final RetryPolicy retry;
	private final OutputRedactor redactor;

	/**
	 * @param apiKey        the key sent with each call and kept out of every message, or null
	 * @param contextWindow the context window of every model of this provider ({@code {PREFIX}_CONTEXT_WINDOW}),
	 *                      or 0 to look the model up in {@link io.github.acp4j.agent.llm.ContextWindows}
	 */
	StreamingHttpProvider(String provider, HttpUrl endpoint, String apiKey, String defaultModel, long contextWindow,
			OkHttpClient http, RetryPolicy retry) {
		this.provider = provider;
		this.endpoint = endpoint;
		this.apiKey = apiKey;
		this.defaultModel = defaultModel;
		this.contextWindow = contextWindow;
		this.http = http;
		this.retry = retry;
		this.redactor = apiKey == null ? OutputRedactor.NONE : OutputRedactor.of(Set.of(apiKey));
	}

	/** The JSON body of one call. */
	abstract JsonObject body(LlmRequest request);

	/** Adds the provider's credential and version headers; {@code apiKey} is null or not empty. */
	abstract void headers(Request.Builder request, String apiKey);

	/** A reader for one response's events. */
	abstract ProviderStream reader(StreamListener listener);

	@Override
	public final String id() {
		return provider;
	}

	@Override
	public final String defaultModel() {
		return defaultModel;
	}

	@Override
	public final OptionalLong contextWindow(String model) {
		return contextWindow > 0 ? OptionalLong.of(contextWindow) : LlmProvider.super.contextWindow(model);
	}

	@Override
	public final LlmResponse stream(LlmRequest request, StreamListener listener, Cancellation cancellation)
			throws LlmException, InterruptedException {
		Request.Builder post = new Request.Builder().url(endpoint).post(RequestBody.create(body(request).toString(), JSON))
				.header("Accept", "text/event-stream");
		headers(post, apiKey == null || apiKey.isEmpty() ? null : apiKey);
		Request call = post.build();
		for (int attempt = 0;; attempt++) {
			cancellation.throwIfCancelled();
			Call exchange = http.newCall(call);
			String retryAfter = null;
			LlmException failure;
			try (Cancellation.Registration stop = cancellation.onCancel(exchange::cancel); Response response = exchange.execute()) {
				if (!response.isSuccessful()) {
					retryAfter = response.header("Retry-After");
					String body = errorBody(response);
					failure = new LlmException(provider, response.code(),
							provider + " returned HTTP " + response.code() + errorDetail(body), contextLengthExceeded(response.code(), body));
					if (!RetryPolicy.isRetryable(response.code())) {
						throw failure;
					}
				} else {
					ProviderStream stream = reader(listener);
					EventSources.processResponse(response, stream);
					cancellation.throwIfCancelled();
					if (stream.malformed() != null) {
						throw new LlmException(provider, response.code(), provider + " sent a malformed stream: " + stream.malformed());
					}
					if (stream.complete()) {
						return stream.response();
					}
					failure = new LlmException(provider, response.code(), provider
							+ " stream ended before the response was complete"
							+ (stream.failure() != null ? " (" + describe(stream.failure()) + ")" : ""));
					if (stream.emitted()) {
						// Part of the answer already reached the user: a retry would repeat it.
						throw failure;
					}
				}
			} catch (IOException e) {
				cancellation.throwIfCancelled();
				failure = new LlmException(provider, 0, provider + " request failed: " + describe(e));
			}
			if (attempt >= retry.maxRetries()) {
				throw failure;
			}
			cancellation.sleep(retry.delay(attempt, retryAfter, Instant.now()).toMillis());
		}
	}

	private String describe(Throwable t) {
		return t.getMessage() == null ? t.getClass().getSimpleName() : redacted(t.getMessage());
	}

	private String redacted(String text) {
		return JsonRpcErrors.oneLine(redactor.redactCredentials(text));
	}

	/** The start of an error response's body, or empty. */
	private static String errorBody(Response response) {
		try {
			return response.peekBody(MAX_ERROR_BODY).string();
		} catch (IOException | RuntimeException e) {
			return "";
		}
	}

	/**
	 * Whether an error answers that the request does not fit the model's context: OpenAI's
	 * {@code context_length_exceeded} code, Anthropic's "prompt is too long", and the "maximum
	 * context length" wording OpenAI-compatible servers (vLLM, OpenRouter) use.
	 */
	static boolean contextLengthExceeded(int status, String body) {
		if (status != 400 && status != 413) {
			return false;
		}
		String text = body.toLowerCase(Locale.ROOT);
		return text.contains("context_length_exceeded") || text.contains("prompt is too long")
				|| text.contains("maximum context length");
	}

	/**
	 * ": " and the provider's own error message ({@code error.message}, the shape OpenAI and
	 * Anthropic share), without credentials, or nothing.
	 */
	private String errorDetail(String text) {
		String message = text;
		try {
			JsonElement json = JsonParser.parseString(text);
			if (json.isJsonObject() && json.getAsJsonObject().get("error") instanceof JsonObject) {
				JsonElement inner = json.getAsJsonObject().getAsJsonObject("error").get("message");
				message = inner != null && inner.isJsonPrimitive() ? inner.getAsString() : text;
			}
		} catch (RuntimeException notJson) {
			// the raw text is the detail
		}
		message = redacted(message);
		return message.isEmpty() ? "" : ": " + (message.length() > 200 ? message.substring(0, 197) + "..." : message);
	}
}
