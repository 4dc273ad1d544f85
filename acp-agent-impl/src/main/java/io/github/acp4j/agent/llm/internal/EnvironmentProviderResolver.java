package io.github.acp4j.agent.llm.internal;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.function.Supplier;
import java.util.logging.Logger;

import io.github.acp4j.agent.llm.ProviderResolver;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.ProviderSettings;
import io.github.acp4j.agent.spi.RetryPolicy;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import okhttp3.OkHttpClient;

/**
 * Providers from the environment, as the agent contract describes, among those registered by id
 * ({@link BuiltInProviders} and any an extension binds): {@code LLM_PROVIDER} names one (a
 * registered id, or any id with a {@code {ID}_BASE_URL}, taken as OpenAI-compatible); unset, the
 * first of openai and anthropic whose key is set, else {@code demo}. Each provider is made from
 * {@code {ID}_API_KEY}, {@code {ID}_BASE_URL}, {@code {ID}_MODEL} and {@code {ID}_CONTEXT_WINDOW}
 * (the context window of its models in tokens; unset, the table of known models decides).
 */
public final class EnvironmentProviderResolver implements ProviderResolver {

	private static final Logger LOG = Logger.getLogger(EnvironmentProviderResolver.class.getName());

	private final Map<String, LlmProvider> providers = new LinkedHashMap<>();
	private final LlmProvider defaultProvider;

	/**
	 * @param factories the registered providers by id, in the order the catalog lists them
	 * @param http      the HTTP client of every provider, asked for by their calls (so that resolving
	 *                  providers, which the first {@code session/new} does, makes no client)
	 */
	public EnvironmentProviderResolver(Map<String, String> env, Map<String, LlmProvider.Factory> factories,
			Supplier<OkHttpClient> http, RetryPolicy retry) {
		String chosen = env.getOrDefault("LLM_PROVIDER", "").trim().toLowerCase(Locale.ROOT);
		factories.forEach((id, factory) -> add(id, factory, env, http, retry));
		if (!chosen.isEmpty() && !factories.containsKey(chosen)) {
			add(chosen, BuiltInProviders::openAiCompatible, env, http, retry);
		}
		LlmProvider selected = null;
		if (!chosen.isEmpty()) {
			selected = providers.get(chosen);
			if (selected == null) {
				LOG.warning("LLM_PROVIDER " + chosen + " is not configured (no " + ProviderSettings.prefix(chosen)
						+ "_BASE_URL or " + ProviderSettings.prefix(chosen) + "_API_KEY); using demo");
			}
		} else if (present(env, "OPENAI_API_KEY")) {
			selected = providers.get("openai");
		} else if (present(env, "ANTHROPIC_API_KEY")) {
			selected = providers.get("anthropic");
		}
		defaultProvider = selected != null ? selected : providers.get(DemoProvider.ID);
	}

	private void add(String id, LlmProvider.Factory factory, Map<String, String> env, Supplier<OkHttpClient> http,
			RetryPolicy retry) {
		ProviderSettings settings = ProviderSettings.fromEnvironment(id, env).newBuilder().http(http).retry(retry).build();
		try {
			factory.create(settings).ifPresent(provider -> providers.put(id, provider));
		} catch (RuntimeException e) {
			LOG.warning("provider " + id + " is not available: " + JsonRpcErrors.oneLine(String.valueOf(e.getMessage())));
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

	@Override
	public List<LlmProvider> providers() {
		List<LlmProvider> all = new ArrayList<>();
		all.add(defaultProvider);
		providers.values().stream().filter(provider -> provider != defaultProvider).forEach(all::add);
		return all;
	}

	private static boolean present(Map<String, String> env, String name) {
		String value = env.get(name);
		return value != null && !value.isBlank();
	}
}
