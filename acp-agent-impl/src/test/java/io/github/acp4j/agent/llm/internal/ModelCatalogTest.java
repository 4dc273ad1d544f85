package io.github.acp4j.agent.llm.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;

import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.llm.ModelCatalog;
import io.github.acp4j.agent.spi.RetryPolicy;
import okhttp3.OkHttpClient;

/**
 * The {@code model} option offers every configured provider's models, the session's first: OpenAI's
 * and Anthropic's current models on their own APIs, only the configured model on a server elsewhere
 * (an Ollama behind {@code OPENAI_BASE_URL} serves none of OpenAI's).
 */
class ModelCatalogTest {

	private static ModelCatalog catalog(Map<String, String> env) {
		return new ModelCatalog(new EnvironmentProviderResolver(env, BuiltInProviders.all(), OkHttpClient::new, RetryPolicy.DEFAULT));
	}

	@Test
	void everyProviderWithAKeyOffersItsModelsTheSessionsFirst() {
		ModelCatalog catalog = catalog(Map.of("OPENAI_API_KEY", "sk-a", "ANTHROPIC_API_KEY", "sk-ant-b"));
		assertThat(catalog.offered("anthropic/claude-opus-4-1")).containsExactly("anthropic/claude-opus-4-1", "openai/gpt-4o-mini",
				"openai/gpt-4.1", "openai/gpt-4.1-mini", "openai/gpt-4o", "openai/o3", "openai/o4-mini", "demo/scripted",
				"anthropic/claude-sonnet-4-5", "anthropic/claude-haiku-4-5");
	}

	@Test
	void theConfiguredModelComesFirstAndIsNotRepeated() {
		assertThat(catalog(Map.of("OPENAI_API_KEY", "sk-a", "OPENAI_MODEL", "gpt-4.1")).offered("openai/gpt-4.1"))
				.startsWith("openai/gpt-4.1", "openai/gpt-4.1-mini").containsOnlyOnce("openai/gpt-4.1");
	}

	@Test
	void aServerElsewhereOffersItsConfiguredModelOnly() {
		ModelCatalog catalog = catalog(Map.of("OPENAI_BASE_URL", "http://127.0.0.1:11434/v1", "OPENAI_MODEL", "qwen3-coder",
				"ANTHROPIC_API_KEY", "sk-ant-b", "ANTHROPIC_BASE_URL", "http://127.0.0.1:9/proxy"));
		// Anthropic, whose key is set, is the default provider.
		assertThat(catalog.offered("openai/qwen3-coder")).containsExactly("openai/qwen3-coder", "anthropic/claude-sonnet-4-5",
				"demo/scripted");
	}
}
