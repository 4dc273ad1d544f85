package io.github.acp4j.agent.spi;

import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalLong;
import java.util.function.Supplier;
import java.util.logging.Logger;

import okhttp3.OkHttpClient;

/**
 * What a model provider is made from: its id, its key, base URL, model and context window (from the
 * environment: {@code {ID}_API_KEY}, {@code {ID}_BASE_URL}, {@code {ID}_MODEL},
 * {@code {ID}_CONTEXT_WINDOW}, where {@code {ID}} is the id in upper case), and the HTTP client and
 * retry policy its calls use. Immutable; {@link #newBuilder()} makes a changed copy.
 */
public final class ProviderSettings {

	private static final Logger LOG = Logger.getLogger(ProviderSettings.class.getName());

	private final String id;
	private final String apiKey;
	private final String baseUrl;
	private final String model;
	private final long contextWindow;
	private final Map<String, String> environment;
	/** Null for the default client. */
	private final Supplier<OkHttpClient> http;
	private final RetryPolicy retry;

	private ProviderSettings(Builder builder) {
		this.id = builder.id;
		this.apiKey = builder.apiKey;
		this.baseUrl = builder.baseUrl;
		this.model = builder.model;
		this.contextWindow = builder.contextWindow;
		this.environment = Map.copyOf(builder.environment);
		this.http = builder.http;
		this.retry = builder.retry;
	}

	/** Settings of the provider {@code id} with nothing set but the defaults (no key, no URL). */
	public static Builder builder(String id) {
		return new Builder(id);
	}

	/** The settings the environment gives the provider {@code id}. */
	public static ProviderSettings fromEnvironment(String id, Map<String, String> environment) {
		String prefix = prefix(id);
		return builder(id).environment(environment).apiKey(environment.get(prefix + "_API_KEY"))
				.baseUrl(environment.get(prefix + "_BASE_URL")).model(environment.get(prefix + "_MODEL"))
				.contextWindow(contextWindow(environment, prefix)).build();
	}

	/** A builder that starts from these settings. */
	public Builder newBuilder() {
		return new Builder(this);
	}

	/** The provider id, as in {@code LLM_PROVIDER} and {@code provider/model}. */
	public String id() {
		return id;
	}

	/** The API key, sent with each call and kept out of every message. */
	public Optional<String> apiKey() {
		return Optional.ofNullable(apiKey);
	}

	/** The API's base URL. */
	public Optional<String> baseUrl() {
		return Optional.ofNullable(baseUrl);
	}

	/** The model used when a session names none. */
	public Optional<String> model() {
		return Optional.ofNullable(model);
	}

	/** The context window of every model of this provider in tokens, when it was given. */
	public OptionalLong contextWindow() {
		return contextWindow > 0 ? OptionalLong.of(contextWindow) : OptionalLong.empty();
	}

	/** Whether a key or a base URL was given: the provider was asked for. */
	public boolean configured() {
		return apiKey != null || baseUrl != null;
	}

	/** The environment variable {@code {ID}_{suffix}}, for a setting of the provider's own. */
	public Optional<String> variable(String suffix) {
		return present(environment.get(prefix(id) + "_" + suffix));
	}

	/** How failed calls are retried. */
	public RetryPolicy retry() {
		return retry;
	}

	/** The client a call goes through: the one given, asked of its supplier now, or a default one made on first use. */
	OkHttpClient http() {
		return http != null ? Objects.requireNonNull(http.get(), "the HTTP client supplier gave null") : DefaultHttp.CLIENT;
	}

	/**
	 * The client of settings given none, made on first use: making one loads the JDK's trust store,
	 * which the agent (it gives its own) need not do on the first session/new's path.
	 */
	private static final class DefaultHttp {
		static final OkHttpClient CLIENT = new OkHttpClient();
	}

	/** The prefix of a provider's environment variables: its id in upper case, other characters as {@code _}. */
	public static String prefix(String id) {
		return id.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "_");
	}

	/** {@code {PREFIX}_CONTEXT_WINDOW} in tokens, or 0 when it is unset or not a positive number. */
	private static long contextWindow(Map<String, String> env, String prefix) {
		Optional<String> value = present(env.get(prefix + "_CONTEXT_WINDOW"));
		if (value.isEmpty()) {
			return 0;
		}
		try {
			long window = Long.parseLong(value.get().strip());
			if (window > 0) {
				return window;
			}
		} catch (NumberFormatException e) {
			// reported below
		}
		LOG.warning(prefix + "_CONTEXT_WINDOW must be a positive number of tokens; the table of known models decides");
		return 0;
	}

	private static Optional<String> present(String value) {
		return value == null || value.isBlank() ? Optional.empty() : Optional.of(value);
	}

	/** Builds {@link ProviderSettings}; blank values count as unset. */
	public static final class Builder {

		private final String id;
		private String apiKey;
		private String baseUrl;
		private String model;
		private long contextWindow;
		private Map<String, String> environment = Map.of();
		/** Null for the default client. */
		private Supplier<OkHttpClient> http;
		private RetryPolicy retry = RetryPolicy.DEFAULT;

		private Builder(String id) {
			this.id = Objects.requireNonNull(id, "id");
		}

		private Builder(ProviderSettings settings) {
			this.id = settings.id;
			this.apiKey = settings.apiKey;
			this.baseUrl = settings.baseUrl;
			this.model = settings.model;
			this.contextWindow = settings.contextWindow;
			this.environment = settings.environment;
			this.http = settings.http;
			this.retry = settings.retry;
		}

		public Builder apiKey(String apiKey) {
			this.apiKey = present(apiKey).orElse(null);
			return this;
		}

		public Builder baseUrl(String baseUrl) {
			this.baseUrl = present(baseUrl).orElse(null);
			return this;
		}

		public Builder model(String model) {
			this.model = present(model).orElse(null);
			return this;
		}

		/** @param contextWindow tokens, or 0 for the agent's table of known models */
		public Builder contextWindow(long contextWindow) {
			this.contextWindow = Math.max(0, contextWindow);
			return this;
		}

		/** The environment {@link ProviderSettings#variable} reads. */
		public Builder environment(Map<String, String> environment) {
			this.environment = Map.copyOf(environment);
			return this;
		}

		/**
		 * The HTTP client calls go through (the agent's, with its timeouts); by default one of its own.
		 * OkHttp is part of the SPI: an extension's class loader sees the agent's {@code okhttp3}.
		 */
		public Builder http(OkHttpClient http) {
			Objects.requireNonNull(http, "http");
			this.http = () -> http;
			return this;
		}

		/**
		 * The HTTP client calls go through, asked of {@code http} by each call: a client made on first
		 * use (making one loads the JDK's trust store) is not made by settings whose provider is never
		 * called. {@code http} returns the same client each time, and never null.
		 */
		public Builder http(Supplier<OkHttpClient> http) {
			this.http = Objects.requireNonNull(http, "http");
			return this;
		}

		public Builder retry(RetryPolicy retry) {
			this.retry = Objects.requireNonNull(retry, "retry");
			return this;
		}

		public ProviderSettings build() {
			return new ProviderSettings(this);
		}
	}
}
