package io.github.acp4j.agent.llm.internal;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.ProviderSettings;
import okhttp3.HttpUrl;

/**
 * The providers the agent offers by itself, by id, registered like any other: {@code demo} always,
 * {@code openai} and {@code anthropic} once their key or base URL is set. Anthropic also reads
 * {@code ANTHROPIC_THINKING_BUDGET} (tokens of extended thinking per call, 1024 or more; unset, no
 * extended thinking).
 */
public final class BuiltInProviders {

	static final String OPENAI_BASE_URL = "https://api.openai.com/v1";
	static final String OPENAI_MODEL = "gpt-4o-mini";
	static final String ANTHROPIC_MODEL = "claude-sonnet-4-5";
	/** OpenAI's current models, offered besides the configured one. */
	static final List<String> OPENAI_MODELS = List.of("gpt-4.1", "gpt-4.1-mini", "gpt-4o", "gpt-4o-mini", "o3", "o4-mini");

	private BuiltInProviders() {
	}

	/** The built-in factories by id, in the order the catalog lists them. */
	public static Map<String, LlmProvider.Factory> all() {
		Map<String, LlmProvider.Factory> factories = new LinkedHashMap<>();
		factories.put(DemoProvider.ID, settings -> Optional.of(new DemoProvider()));
		factories.put("openai", settings -> settings.configured()
				? Optional.of(new OpenAiCompatibleProvider(settings, OPENAI_BASE_URL, OPENAI_MODEL, OPENAI_MODELS))
				: Optional.empty());
		factories.put("anthropic", settings -> settings.configured()
				? Optional.of(new AnthropicProvider(settings, ANTHROPIC_MODEL, AnthropicProvider.thinkingBudget(settings)))
				: Optional.empty());
		return factories;
	}

	/**
	 * The models a provider offers besides its configured one: those {@code {PREFIX}_MODELS} names
	 * (comma-separated), else {@code own} when the settings point at the provider's own API
	 * ({@code ownUrl}'s host: a base URL elsewhere, an Ollama or a proxy, serves other models), else none.
	 */
	static List<String> known(ProviderSettings settings, String ownUrl, List<String> own) {
		Optional<String> named = settings.variable("MODELS");
		if (named.isPresent()) {
			return Arrays.stream(named.get().split(",")).map(String::strip).filter(model -> !model.isEmpty()).toList();
		}
		return ownApi(settings, ownUrl) ? own : List.of();
	}

	/**
	 * Whether the provider's API is asked for its models: unless {@code {PREFIX}_MODELS} names them,
	 * wherever its base URL points (an Ollama, vLLM or proxy lists what it serves as OpenAI does).
	 */
	static boolean asksApi(ProviderSettings settings) {
		return settings.variable("MODELS").isEmpty();
	}

	private static boolean ownApi(ProviderSettings settings, String ownUrl) {
		return ownUrl != null && (settings.baseUrl().isEmpty() || HttpUrl.parse(ownUrl).host().equals(baseUrl(settings, ownUrl).host()));
	}

	/** {@code model} first, then the others of {@code known}. */
	static List<String> withDefault(String model, List<String> known) {
		List<String> models = new ArrayList<>();
		models.add(model);
		known.stream().filter(other -> !other.equals(model)).forEach(models::add);
		return List.copyOf(models);
	}

	/** The settings' base URL, else {@code fallback}. */
	static HttpUrl baseUrl(ProviderSettings settings, String fallback) {
		String value = settings.baseUrl().orElse(fallback);
		HttpUrl url = value == null ? null : HttpUrl.parse(value);
		if (url == null) {
			throw new IllegalArgumentException(ProviderSettings.prefix(settings.id()) + "_BASE_URL is not an http(s) URL");
		}
		return url;
	}

	/** Any other id with a base URL: an OpenAI-compatible server (Ollama, vLLM, LM Studio, OpenRouter, ...). */
	static Optional<LlmProvider> openAiCompatible(ProviderSettings settings) {
		return settings.baseUrl().isPresent() ? Optional.of(new OpenAiCompatibleProvider(settings, null, "default")) : Optional.empty();
	}
}
