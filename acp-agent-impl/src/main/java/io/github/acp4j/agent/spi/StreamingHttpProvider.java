package io.github.acp4j.agent.spi;

import java.io.IOException;
import java.net.ProtocolException;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.OptionalLong;
import java.util.Set;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.jsonrpc.JsonRpcErrors;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.Interceptor;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.sse.EventSource;
import okhttp3.sse.EventSourceListener;
import okhttp3.sse.EventSources;

/**
 * A model API reached with one streamed HTTP POST per call (server-sent events), and what every
 * such provider needs around it: retries of 429, 5xx and lost connections with backoff, honouring
 * {@code Retry-After} up to the {@linkplain RetryPolicy policy}'s bound, never once part of the
 * answer was shown; cancellation that aborts the HTTP call at once; one-line errors naming the
 * provider and the HTTP status, with the key and anything shaped like a key replaced; and a redirect
 * to another origin refused, so that the key, whatever header carries it, and the conversation reach
 * the endpoint's origin only. A subclass says what to send ({@link #body}, {@link #headers}) and how
 * to read the answer ({@link #events}):
 *
 * <pre>{@code
 * public final class MyProvider extends StreamingHttpProvider {
 *   public MyProvider(ProviderSettings settings) {
 *     super(settings, settings.baseUrl().orElse("https://api.example.com/v1") + "/chat/completions", "my-model");
 *   }
 *   protected JsonObject body(LlmRequest request) { ... }
 *   protected EventStream events(StreamListener listener) { ... }
 * }
 * }</pre>
 */
public abstract class StreamingHttpProvider implements LlmProvider {

	private static final MediaType JSON = MediaType.get("application/json");
	private static final int MAX_ERROR_BODY = 4096;
	private static final long MAX_MODEL_LIST = 8L * 1024 * 1024;

	private final String provider;
	private final HttpUrl endpoint;
	private final String apiKey;
	private final String defaultModel;
	private final OptionalLong contextWindow;
	/** Whose client each call asks for: one made on first use is made by the first call. */
	private final ProviderSettings settings;
	private final RetryPolicy retry;
	private final OutputRedactor redactor;
	/** The settings' client, refusing a redirect to another origin; made by the first call. */
	private volatile OkHttpClient client;

	/**
	 * @param settings     the provider's id, key, model, context window, HTTP client and retry policy
	 * @param endpoint     the http(s) URL each call is posted to
	 * @param defaultModel the model used when the settings name none
	 * @throws IllegalArgumentException when {@code endpoint} is not an http(s) URL
	 */
	protected StreamingHttpProvider(ProviderSettings settings, String endpoint, String defaultModel) {
		this.provider = settings.id();
		this.endpoint = HttpUrl.parse(endpoint);
		if (this.endpoint == null) {
			throw new IllegalArgumentException(provider + "'s endpoint is not an http(s) URL");
		}
		this.apiKey = settings.apiKey().orElse(null);
		this.defaultModel = settings.model().orElse(defaultModel);
		this.contextWindow = settings.contextWindow();
		this.settings = settings;
		this.retry = settings.retry();
		this.redactor = apiKey == null ? OutputRedactor.NONE : OutputRedactor.of(Set.of(apiKey));
	}

	/** The JSON body of one call. */
	protected abstract JsonObject body(LlmRequest request);

	/**
	 * Sets the headers of each call (besides {@code Content-Type} and {@code Accept}); by default
	 * {@code Authorization: Bearer KEY} when there is a key.
	 *
	 * @param apiKey the key, or null when the settings have none
	 */
	protected void headers(Map<String, String> headers, String apiKey) {
		if (apiKey != null) {
			headers.put("Authorization", "Bearer " + apiKey);
		}
	}

	/** A reader for one response's events. */
	protected abstract EventStream events(StreamListener listener);

	/**
	 * The URL that lists the API's models as {@code {"data": [{"id": ...}]}} (OpenAI's and
	 * Anthropic's shape), asked with a GET and the same {@link #headers}; null, the default, when it
	 * is not to be asked.
	 */
	protected String modelsEndpoint() {
		return null;
	}

	/** The ids of {@link #modelsEndpoint()}'s list, in its order; a redirect to another origin is refused as for calls. */
	@Override
	public List<String> listModels() throws LlmException, InterruptedException {
		String url = modelsEndpoint();
		if (url == null) {
			return List.of();
		}
		Request.Builder get = new Request.Builder().url(url).get().header("Accept", "application/json");
		Map<String, String> headers = new LinkedHashMap<>();
		headers(headers, apiKey);
		headers.forEach(get::header);
		try (Response response = http().newCall(get.build()).execute()) {
			// OpenRouter's list of hundreds of models is about a megabyte; no list is read without bound.
			String body = response.peekBody(MAX_MODEL_LIST).string();
			if (!response.isSuccessful()) {
				throw new LlmException(provider, response.code(), provider + "'s model list returned HTTP " + response.code()
						+ errorDetail(body));
			}
			JsonElement json = JsonParser.parseString(body);
			JsonElement data = json.isJsonObject() ? json.getAsJsonObject().get("data") : null;
			if (data == null || !data.isJsonArray()) {
				throw new LlmException(provider, response.code(), provider + "'s model list is not of the {\"data\": [...]} shape");
			}
			List<String> models = new ArrayList<>();
			for (JsonElement model : data.getAsJsonArray()) {
				JsonElement id = model.isJsonObject() ? model.getAsJsonObject().get("id") : null;
				if (id != null && id.isJsonPrimitive() && !id.getAsString().isBlank() && !models.contains(id.getAsString())) {
					models.add(id.getAsString());
				}
			}
			return models;
		} catch (OtherOrigin e) {
			throw new LlmException(provider, 0, provider + "'s model list redirected to " + redacted(e.origin) + "; not followed");
		} catch (IOException | RuntimeException e) {
			throw new LlmException(provider, 0, provider + "'s model list could not be read: " + describe(e));
		}
	}

	@Override
	public final String id() {
		return provider;
	}

	@Override
	public final String defaultModel() {
		return defaultModel;
	}

	/** Makes the settings' HTTP client, if it is made on first use: its TLS set-up reads the JDK's trust store. */
	@Override
	public void prepare() {
		settings.http();
	}

	/**
	 * The settings' client with a network interceptor that refuses a request to another origin than
	 * the endpoint's. A call carries the key (in whatever header {@link #headers} puts it: OkHttp drops
	 * only {@code Authorization} on a redirect to another host, {@code x-api-key} went along) and the
	 * conversation, both meant for the endpoint only; a 307 or 308 would send both on, a 301, 302 or
	 * 303 the headers. A redirect within the origin is still followed. A failure to make the client
	 * fails the call as the provider's.
	 */
	private OkHttpClient http() throws LlmException {
		OkHttpClient made = client;
		if (made == null) {
			try {
				made = settings.http().newBuilder().addNetworkInterceptor(this::sameOrigin).build();
			} catch (RuntimeException e) {
				throw new LlmException(provider, 0, provider + ": its HTTP client could not be made: " + e.getMessage());
			}
			client = made;
		}
		return made;
	}

	/** Sends a request on only when it goes to the endpoint's origin: scheme, host and port. */
	private Response sameOrigin(Interceptor.Chain chain) throws IOException {
		HttpUrl url = chain.request().url();
		if (!url.scheme().equals(endpoint.scheme()) || !url.host().equals(endpoint.host()) || url.port() != endpoint.port()) {
			throw new OtherOrigin(url);
		}
		return chain.proceed(chain.request());
	}

	/**
	 * A redirect to another origin, refused before its request was sent. A {@link ProtocolException}:
	 * OkHttp tries no other route after one, and {@link #stream} does not retry it either.
	 */
	private static final class OtherOrigin extends ProtocolException {
		private static final long serialVersionUID = 1L;

		/** Scheme, host and port only: the rest of the URL may carry a token. */
		final String origin;

		OtherOrigin(HttpUrl url) {
			super("redirect to another origin");
			this.origin = origin(url);
		}
	}

	private static String origin(HttpUrl url) {
		return url.scheme() + "://" + (url.host().contains(":") ? "[" + url.host() + "]" : url.host()) + ":" + url.port();
	}

	/** The window the settings give every model, else none (the agent's table decides). */
	@Override
	public OptionalLong contextWindow(String model) {
		return contextWindow;
	}

	@Override
	public final LlmResponse stream(LlmRequest request, StreamListener listener, Cancellation cancellation)
			throws LlmException, InterruptedException {
		Request.Builder post = new Request.Builder().url(endpoint).post(RequestBody.create(body(request).toString(), JSON))
				.header("Accept", "text/event-stream");
		Map<String, String> headers = new LinkedHashMap<>();
		headers(headers, apiKey);
		headers.forEach(post::header);
		Request call = post.build();
		for (int attempt = 0;; attempt++) {
			cancellation.throwIfCancelled();
			Call exchange = http().newCall(call);
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
					EventStream stream = events(listener);
					EventSources.processResponse(response, new Events(stream));
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
			} catch (OtherOrigin e) {
				throw new LlmException(provider, 0, provider + "'s endpoint at " + origin(endpoint) + " redirected to " + redacted(e.origin)
						+ "; the request, its key with it, is not sent to another origin. Point the provider's base URL ("
						+ ProviderSettings.prefix(provider) + "_BASE_URL) at the address the API answers at.");
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

	/** Hands OkHttp's events to an {@link EventStream}. */
	private static final class Events extends EventSourceListener {
		private final EventStream stream;

		Events(EventStream stream) {
			this.stream = stream;
		}

		@Override
		public void onEvent(EventSource eventSource, String id, String type, String data) {
			stream.accept(type, data);
		}

		@Override
		public void onFailure(EventSource eventSource, Throwable t, Response response) {
			stream.failed(t);
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
