package io.github.acp4j.agent.llm.internal;

import static io.github.acp4j.agent.OpenAiStreams.delta;
import static io.github.acp4j.agent.OpenAiStreams.finish;
import static io.github.acp4j.agent.OpenAiStreams.sse;
import static io.github.acp4j.agent.OpenAiStreams.stream;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.StrictModel;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.RetryPolicy;
import io.github.acp4j.agent.spi.StreamListener;
import mockwebserver3.MockWebServer;
import okhttp3.OkHttpClient;

class EnvironmentProviderResolverTest {

	private static final OkHttpClient HTTP = new OkHttpClient();

	private static EnvironmentProviderResolver resolve(Map<String, String> env) {
		return new EnvironmentProviderResolver(env, BuiltInProviders.all(), () -> HTTP, RetryPolicy.DEFAULT);
	}

	@Test
	void providersAskForTheHttpClientWhenTheyPrepareOrCallNotWhenTheyAreMade() throws Exception {
		AtomicInteger asked = new AtomicInteger();
		try (MockWebServer model = StrictModel.server()) {
			model.start();
			EnvironmentProviderResolver resolver = new EnvironmentProviderResolver(
					Map.of("OPENAI_API_KEY", "sk-x", "OPENAI_BASE_URL", model.url("/v1").toString(), "ANTHROPIC_API_KEY", "sk-ant"),
					BuiltInProviders.all(), () -> {
						asked.incrementAndGet();
						return HTTP;
					}, RetryPolicy.DEFAULT);
			LlmProvider openAi = resolver.defaultProvider();
			assertThat(resolver.provider("anthropic")).isPresent();
			assertThat(asked).hasValue(0);
			resolver.provider("demo").orElseThrow().prepare();
			assertThat(asked).hasValue(0);
			openAi.prepare();
			assertThat(asked).hasValue(1);

			model.enqueue(stream(sse(delta("{\"role\":\"assistant\",\"content\":\"hi\"}"), finish("stop"))));
			LlmRequest request = LlmRequest.of(openAi.defaultModel(), List.of(ChatMessage.user("hello")), List.of());
			StreamListener ignored = delta -> {
			};
			assertThat(openAi.stream(request, ignored, new Cancellation()).text()).isEqualTo("hi");
			assertThat(asked).hasValue(2);
		}
	}

	/** A client that cannot be made fails the call as the provider's, not with an exception of its own. */
	@Test
	void aClientThatCannotBeMadeFailsTheCallAsTheProvider() {
		LlmProvider openAi = new EnvironmentProviderResolver(Map.of("OPENAI_API_KEY", "sk-x"), BuiltInProviders.all(), () -> {
			throw new IllegalStateException("no trust store");
		}, RetryPolicy.DEFAULT).defaultProvider();
		LlmRequest request = LlmRequest.of(openAi.defaultModel(), List.of(ChatMessage.user("hello")), List.of());
		StreamListener ignored = delta -> {
		};
		assertThatThrownBy(() -> openAi.stream(request, ignored, new Cancellation())).isInstanceOf(LlmException.class)
				.hasMessageContaining("no trust store");
	}

	@Test
	void noKeyMeansTheDemoModel() {
		EnvironmentProviderResolver resolver = resolve(Map.of());
		assertThat(resolver.defaultProvider().id()).isEqualTo("demo");
		assertThat(resolver.catalog()).containsExactly("demo/scripted");
		assertThat(resolver.provider("openai")).isEmpty();
	}

	@Test
	void anOpenAiKeySelectsOpenAiWithItsModel() {
		EnvironmentProviderResolver resolver = resolve(Map.of("OPENAI_API_KEY", "sk-x", "OPENAI_MODEL", "gpt-5"));
		assertThat(resolver.defaultProvider().id()).isEqualTo("openai");
		assertThat(resolver.defaultProvider().defaultModel()).isEqualTo("gpt-5");
		assertThat(resolver.catalog()).containsExactly("openai/gpt-5", "demo/scripted");
	}

	@Test
	void anyIdWithABaseUrlIsOpenAiCompatible() {
		EnvironmentProviderResolver resolver = resolve(
				Map.of("LLM_PROVIDER", "ollama", "OLLAMA_BASE_URL", "http://localhost:11434/v1", "OLLAMA_MODEL", "qwen3"));
		assertThat(resolver.defaultProvider().id()).isEqualTo("ollama");
		assertThat(resolver.defaultProvider().defaultModel()).isEqualTo("qwen3");
		assertThat(resolver.provider("demo")).isPresent();
	}

	@Test
	void anUnconfiguredChoiceFallsBackToDemo() {
		assertThat(resolve(Map.of("LLM_PROVIDER", "nowhere")).defaultProvider().id()).isEqualTo("demo");
		assertThat(resolve(Map.of("LLM_PROVIDER", "bad", "BAD_BASE_URL", "not a url")).defaultProvider().id()).isEqualTo("demo");
	}

	@Test
	void demoCanBeChosenOverAKey() {
		assertThat(resolve(Map.of("LLM_PROVIDER", "demo", "OPENAI_API_KEY", "sk-x")).defaultProvider().id()).isEqualTo("demo");
	}

	@Test
	void anAnthropicKeySelectsAnthropicUnlessOpenAiHasOne() {
		EnvironmentProviderResolver anthropic = resolve(Map.of("ANTHROPIC_API_KEY", "sk-ant", "ANTHROPIC_MODEL", "claude-x"));
		assertThat(anthropic.defaultProvider()).isInstanceOf(AnthropicProvider.class);
		assertThat(anthropic.catalog()).containsExactly("anthropic/claude-x", "demo/scripted");
		EnvironmentProviderResolver both = resolve(Map.of("ANTHROPIC_API_KEY", "sk-ant", "OPENAI_API_KEY", "sk-x"));
		assertThat(both.defaultProvider().id()).isEqualTo("openai");
		assertThat(both.provider("anthropic")).isPresent();
		assertThat(resolve(Map.of("LLM_PROVIDER", "anthropic", "ANTHROPIC_API_KEY", "sk-ant", "OPENAI_API_KEY", "sk-x"))
				.defaultProvider().id()).isEqualTo("anthropic");
	}

	@Test
	void aBadThinkingBudgetTurnsThinkingOffInsteadOfFailing() {
		assertThat(resolve(Map.of("ANTHROPIC_API_KEY", "sk-ant", "ANTHROPIC_THINKING_BUDGET", "12")).defaultProvider().id())
				.isEqualTo("anthropic");
	}
}
