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
import io.github.acp4j.agent.spi.ProviderSettings;
import io.github.acp4j.agent.spi.RetryPolicy;
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
		ProviderSettings settings = ProviderSettings.fromEnvironment(id, env).newBuilder().http(http).retry(retry).build();
		if (defaultBaseUrl != null ? !settings.configured() : settings.baseUrl().isEmpty()) {
			return;
		}
		if (settings.baseUrl().isEmpty()) {
			settings = settings.newBuilder().baseUrl(defaultBaseUrl).build();
		}
		try {
			providers.put(id, new OpenAiCompatibleProvider(settings, defaultModel == null ? "default" : defaultModel));
		} catch (IllegalArgumentException e) {
			LOG.warning(prefix(id) + "_BASE_URL is not an http(s) URL; provider " + id + " is not available");
		}
	}

	private void addAnthropic(Map<String, String> env, OkHttpClient http, RetryPolicy retry) {
		ProviderSettings settings = ProviderSettings.fromEnvironment("anthropic", env).newBuilder().http(http).retry(retry).build();
		if (!settings.configured()) {
			return;
		}
		int budget = 0;
		Optional<String> thinking = settings.variable("THINKING_BUDGET");
		if (thinking.isPresent()) {
			try {
				budget = Integer.parseInt(thinking.get().strip());
				if (budget < 1024 || budget >= AnthropicProvider.MAX_TOKENS) {
					throw new NumberFormatException();
				}
			} catch (NumberFormatException e) {
				LOG.warning("ANTHROPIC_THINKING_BUDGET must be a number of tokens from 1024 to " + (AnthropicProvider.MAX_TOKENS - 1)
						+ "; extended thinking is off");
				budget = 0;
			}
		}
		try {
			providers.put("anthropic", new AnthropicProvider(settings, ANTHROPIC_MODEL, budget));
		} catch (IllegalArgumentException e) {
			LOG.warning("ANTHROPIC_BASE_URL is not an http(s) URL; provider anthropic is not available");
		}
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
		return ProviderSettings.prefix(id);
	}

	private static boolean present(Map<String, String> env, String name) {
		String value = env.get(name);
		return value != null && !value.isBlank();
	}
}
