package io.github.acp4j.agent.llm.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

import io.github.acp4j.agent.llm.ProviderResolver;
import io.github.acp4j.agent.spi.LlmProvider;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * Providers from the environment, as the agent contract describes: {@code LLM_PROVIDER} names one
 * ({@code openai}, {@code anthropic}, {@code demo}, or any id with a {@code {ID}_BASE_URL}, taken
 * as OpenAI-compatible); unset, the first of openai and anthropic whose key is set, else
 * {@code demo}. Each provider reads {@code {ID}_API_KEY}, {@code {ID}_BASE_URL} and
 * {@code {ID}_MODEL} and {@code {ID}_CONTEXT_WINDOW} (the context window of its models in tokens;
 * unset, the table of known models decides); Anthropic also {@code ANTHROPIC_THINKING_BUDGET}
 * (tokens of extended thinking per call, 1024 or more; unset, no extended thinking).
 */
public final class EnvironmentProviderResolver implements ProviderResolver {

	private static final Logger LOG = Logger.getLogger(EnvironmentProviderResolver.class.getName());
	private static final String OPENAI_BASE_URL = "https://api.openai.com/v1";
	private static final String OPENAI_MODEL = "gpt-4o-mini";
	private static final String ANTHROPIC_BASE_URL = "https://api.anthropic.com";
	private static final String ANTHROPIC_MODEL = "claude-sonnet-4-5";

	private final Map<String, LlmProvider> providers = new LinkedHashMap<>();
	private final LlmProvider defaultProvider;

	public EnvironmentProviderResolver(Map<String, String> env, OkHttpClient http, RetryPolicy retry) {
		providers.put(DemoProvider.ID, new DemoProvider());
		String chosen = env.getOrDefault("LLM_PROVIDER", "").trim().toLowerCase(Locale.ROOT);
		addOpenAiCompatible("openai", env, http, retry, OPENAI_BASE_URL, OPENAI_MODEL);
		addAnthropic(env, http, retry);
		if (!chosen.isEmpty() && !providers.containsKey(chosen)) {
			addOpenAiCompatible(chosen, env, http, retry, null, null);
		}
		LlmProvider selected = null;
		if (!chosen.isEmpty()) {
			selected = providers.get(chosen);
			if (selected == null) {
				LOG.warning("LLM_PROVIDER " + chosen + " is not configured (no " + prefix(chosen)
						+ "_BASE_URL or " + prefix(chosen) + "_API_KEY); using demo");
			}
		} else if (present(env, "OPENAI_API_KEY")) {
			selected = providers.get("openai");
		} else if (present(env, "ANTHROPIC_API_KEY")) {
			selected = providers.get("anthropic");
		}
		defaultProvider = selected != null ? selected : providers.get(DemoProvider.ID);
	}

	private void addOpenAiCompatible(String id, Map<String, String> env, OkHttpClient http, RetryPolicy retry,
			String defaultBaseUrl, String defaultModel) {
		String prefix = prefix(id);
		String key = env.get(prefix + "_API_KEY");
		String baseUrl = env.getOrDefault(prefix + "_BASE_URL", defaultBaseUrl);
		String model = env.getOrDefault(prefix + "_MODEL", defaultModel);
		if (baseUrl == null || (defaultBaseUrl != null && !present(env, prefix + "_API_KEY") && !present(env, prefix + "_BASE_URL"))) {
			return;
		}
		HttpUrl url = HttpUrl.parse(baseUrl);
		if (url == null) {
			LOG.warning(prefix + "_BASE_URL is not an http(s) URL; provider " + id + " is not available");
			return;
		}
		providers.put(id, new OpenAiCompatibleProvider(id, url, key, model == null ? "default" : model, contextWindow(env, prefix),
				http, retry));
	}

	private void addAnthropic(Map<String, String> env, OkHttpClient http, RetryPolicy retry) {
		if (!present(env, "ANTHROPIC_API_KEY") && !present(env, "ANTHROPIC_BASE_URL")) {
			return;
		}
		HttpUrl url = HttpUrl.parse(env.getOrDefault("ANTHROPIC_BASE_URL", ANTHROPIC_BASE_URL));
		if (url == null) {
			LOG.warning("ANTHROPIC_BASE_URL is not an http(s) URL; provider anthropic is not available");
			return;
		}
		int budget = 0;
		String thinking = env.get("ANTHROPIC_THINKING_BUDGET");
		if (thinking != null && !thinking.isBlank()) {
			try {
				budget = Integer.parseInt(thinking.strip());
				if (budget < 1024 || budget >= AnthropicProvider.MAX_TOKENS) {
					throw new NumberFormatException();
				}
			} catch (NumberFormatException e) {
				LOG.warning("ANTHROPIC_THINKING_BUDGET must be a number of tokens from 1024 to " + (AnthropicProvider.MAX_TOKENS - 1)
						+ "; extended thinking is off");
				budget = 0;
			}
		}
		providers.put("anthropic", new AnthropicProvider("anthropic", url, env.get("ANTHROPIC_API_KEY"),
				env.getOrDefault("ANTHROPIC_MODEL", ANTHROPIC_MODEL), contextWindow(env, "ANTHROPIC"), budget, http, retry));
	}

	/** {@code {PREFIX}_CONTEXT_WINDOW} in tokens, or 0 when it is unset or not a positive number. */
	private static long contextWindow(Map<String, String> env, String prefix) {
		String value = env.get(prefix + "_CONTEXT_WINDOW");
		if (value == null || value.isBlank()) {
			return 0;
		}
		try {
			long window = Long.parseLong(value.strip());
			if (window > 0) {
				return window;
			}
		} catch (NumberFormatException e) {
			// reported below
		}
		LOG.warning(prefix + "_CONTEXT_WINDOW must be a positive number of tokens; the table of known models decides");
		return 0;
	}

	@Override
	public LlmProvider defaultProvider() {
		return defaultProvider;
	}

	@Override
	public Optional<LlmProvider> provider(String id) {
		return Optional.ofNullable(providers.get(id));
	}

	@Override
	public List<String> catalog() {
		List<String> models = new ArrayList<>();
		models.add(defaultProvider.id() + "/" + defaultProvider.defaultModel());
		for (LlmProvider provider : providers.values()) {
			String model = provider.id() + "/" + provider.defaultModel();
			if (!models.contains(model)) {
				models.add(model);
			}
		}
		return models;
	}

	private static String prefix(String id) {
		return id.toUpperCase(Locale.ROOT).replaceAll("[^A-Z0-9]", "_");
	}

	private static boolean present(Map<String, String> env, String name) {
		String value = env.get(name);
		return value != null && !value.isBlank();
	}
}
