package io.github.acp4j.agent.llm.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;

import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.llm.ModelCatalog;
import io.github.acp4j.agent.spi.RetryPolicy;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Protocol;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.ResponseBody;

/**
 * The {@code model} option offers every configured provider's models, the session's first, the
 * default provider's by their bare id: what each API lists (OpenAI's, Anthropic's and a server
 * elsewhere, asked once, in the background, with their headers; the first read waits for it a
 * bounded while), their known models until then or when the list fails, only the configured model
 * on a server elsewhere that does not answer (an Ollama serves none of OpenAI's), and what
 * {@code {PREFIX}_MODELS} names, without asking.
 */
class ModelCatalogTest {

	/** The requests the providers sent, as {@code METHOD URL header=value...}. */
	final List<String> asked = new CopyOnWriteArrayList<>();
	private EnvironmentProviderResolver providers;

	/** A catalog whose HTTP calls are answered by {@code api} (null: the network is unreachable), never the network. */
	private ModelCatalog catalog(Map<String, String> env, Function<Request, String> api) {
		OkHttpClient http = new OkHttpClient.Builder().addInterceptor(chain -> {
			Request request = chain.request();
			asked.add(request.method() + " " + request.url() + " " + request.header("Authorization") + " " + request.header("x-api-key")
					+ " " + request.header("anthropic-version"));
			String body = api == null ? null : api.apply(request);
			if (body == null) {
				throw new IOException("no network here");
			}
			int code = body.contains("authentication_error") || body.contains("invalid_api_key") ? 401 : 200;
			return new Response.Builder().request(request).protocol(Protocol.HTTP_1_1).code(code).message("")
					.body(ResponseBody.create(body, MediaType.get("application/json"))).build();
		}).build();
		providers = new EnvironmentProviderResolver(env, BuiltInProviders.all(), () -> http, RetryPolicy.DEFAULT);
		return new ModelCatalog(providers);
	}

	/** What the catalog offers a session on {@code current} ({@code provider/model}). */
	private List<String> offered(ModelCatalog catalog, String current) {
		int slash = current.indexOf('/');
		return catalog.offered(providers.provider(current.substring(0, slash)).orElseThrow(), current.substring(slash + 1));
	}

	private List<String> listedOnceArrived(ModelCatalog catalog, String current) throws Exception {
		offered(catalog, current);
		catalog.whenListed().get(20, TimeUnit.SECONDS);
		return offered(catalog, current);
	}

	@Test
	void theProvidersOwnApisAreAskedOnceWithTheirHeadersAndTheirListsOffered() throws Exception {
		ModelCatalog catalog = catalog(Map.of("OPENAI_API_KEY", "sk-a", "ANTHROPIC_API_KEY", "sk-ant-b"), request -> request.url()
				.host().equals("api.openai.com")
						? "{\"object\":\"list\",\"data\":[{\"id\":\"gpt-5\",\"object\":\"model\",\"created\":1,\"owned_by\":\"openai\"},"
								+ "{\"id\":\"gpt-4.1\",\"object\":\"model\",\"created\":1,\"owned_by\":\"openai\"},"
								// what OpenAI lists beside its chat models, which /chat/completions refuses
								+ "{\"id\":\"text-embedding-3-small\",\"object\":\"model\",\"created\":1,\"owned_by\":\"system\"},"
								+ "{\"id\":\"whisper-1\",\"object\":\"model\",\"created\":1,\"owned_by\":\"openai-internal\"},"
								+ "{\"id\":\"tts-1-hd\",\"object\":\"model\",\"created\":1,\"owned_by\":\"system\"},"
								+ "{\"id\":\"dall-e-3\",\"object\":\"model\",\"created\":1,\"owned_by\":\"system\"},"
								+ "{\"id\":\"omni-moderation-latest\",\"object\":\"model\",\"created\":1,\"owned_by\":\"system\"},"
								+ "{\"id\":\"gpt-4o-realtime-preview\",\"object\":\"model\",\"created\":1,\"owned_by\":\"system\"},"
								+ "{\"id\":\"gpt-4o-audio-preview\",\"object\":\"model\",\"created\":1,\"owned_by\":\"system\"},"
								+ "{\"id\":\"gpt-image-1\",\"object\":\"model\",\"created\":1,\"owned_by\":\"system\"}]}"
						: "{\"data\":[{\"type\":\"model\",\"id\":\"claude-opus-4-5\",\"display_name\":\"Claude Opus 4.5\","
								+ "\"created_at\":\"2025-11-24T00:00:00Z\"}],\"has_more\":false,\"first_id\":\"claude-opus-4-5\","
								+ "\"last_id\":\"claude-opus-4-5\"}");
		assertThat(listedOnceArrived(catalog, "openai/gpt-4o-mini")).containsExactly("gpt-4o-mini", "gpt-5", "gpt-4.1",
				"demo/scripted", "anthropic/claude-sonnet-4-5", "anthropic/claude-opus-4-5");
		offered(catalog, "openai/gpt-5");
		assertThat(asked).containsExactlyInAnyOrder("GET https://api.openai.com/v1/models Bearer sk-a null null",
				"GET https://api.anthropic.com/v1/models?limit=1000 null sk-ant-b 2023-06-01");
	}

	@Test
	void untilTheListArrivesOrWhenItFailsTheKnownModelsAreOffered() throws Exception {
		ModelCatalog catalog = catalog(Map.of("OPENAI_API_KEY", "sk-a", "ANTHROPIC_API_KEY", "sk-ant-b"),
				request -> request.url().host().equals("api.openai.com")
						? "{\"error\":{\"message\":\"Incorrect API key provided: sk-a.\",\"type\":\"invalid_request_error\",\"param\":null,"
								+ "\"code\":\"invalid_api_key\"}}"
						: null);
		assertThat(listedOnceArrived(catalog, "anthropic/claude-opus-4-1")).containsExactly("anthropic/claude-opus-4-1",
				"gpt-4o-mini", "gpt-4.1", "gpt-4.1-mini", "gpt-4o", "o3", "o4-mini", "demo/scripted", "anthropic/claude-sonnet-4-5",
				"anthropic/claude-haiku-4-5");
	}

	@Test
	void theConfiguredModelComesFirstAndIsNotRepeated() throws Exception {
		assertThat(listedOnceArrived(catalog(Map.of("OPENAI_API_KEY", "sk-a", "OPENAI_MODEL", "gpt-4.1"), null), "openai/gpt-4.1"))
				.startsWith("gpt-4.1", "gpt-4.1-mini").containsOnlyOnce("gpt-4.1");
	}

	@Test
	void aServerElsewhereIsAskedForItsModelsAndOffersItsConfiguredOneWhenItDoesNotAnswer() throws Exception {
		ModelCatalog catalog = catalog(Map.of("OPENAI_BASE_URL", "http://127.0.0.1:11434/v1", "OPENAI_MODEL", "qwen3-coder",
				"ANTHROPIC_API_KEY", "sk-ant-b", "ANTHROPIC_BASE_URL", "http://127.0.0.1:9/proxy"),
				request -> request.url().port() == 11434
						? "{\"object\":\"list\",\"data\":[{\"id\":\"qwen3-coder\",\"object\":\"model\",\"created\":1,"
								+ "\"owned_by\":\"library\"},{\"id\":\"llama3.3\",\"object\":\"model\",\"created\":1,\"owned_by\":\"library\"}]}"
						: null);
		// Anthropic, whose key is set, is the default provider: its models go by their bare id.
		assertThat(listedOnceArrived(catalog, "openai/qwen3-coder")).containsExactly("openai/qwen3-coder", "claude-sonnet-4-5",
				"demo/scripted", "openai/llama3.3");
		assertThat(asked).containsExactlyInAnyOrder("GET http://127.0.0.1:11434/v1/models null null null",
				"GET http://127.0.0.1:9/proxy/v1/models?limit=1000 null sk-ant-b 2023-06-01");
	}

	@Test
	void theFirstReadWaitsForAListThatArrivesAndTheDefaultProvidersModelsGoBare() throws Exception {
		ModelCatalog catalog = catalog(Map.of("OPENAI_API_KEY", "sk-a", "OPENAI_BASE_URL", "http://127.0.0.1:8000/v1", "OPENAI_MODEL",
				"fake-model"), request -> "{\"object\":\"list\",\"data\":[{\"id\":\"gpt-4.1\",\"object\":\"model\",\"created\":1,"
						+ "\"owned_by\":\"system\"}]}");
		assertThat(offered(catalog, "openai/fake-model")).containsExactly("fake-model", "gpt-4.1", "demo/scripted");
		assertThat(catalog.value(providers.defaultProvider(), "gpt-4.1")).isEqualTo("gpt-4.1");
		assertThat(catalog.value(providers.provider("demo").orElseThrow(), "scripted")).isEqualTo("demo/scripted");
		assertThat(catalog.isDefaultProviders("gpt-4.1")).isTrue();
		assertThat(catalog.isDefaultProviders("demo/scripted")).isFalse();
	}

	@Test
	void aListThatDoesNotArriveIsNotWaitedForAndIsOfferedOnceItDoes() throws Exception {
		CountDownLatch answer = new CountDownLatch(1);
		ModelCatalog catalog = catalog(Map.of("LLM_PROVIDER", "openai", "OPENAI_BASE_URL", "http://127.0.0.1:8000/v1", "OPENAI_MODEL", "fake-model"),
				request -> {
			try {
				answer.await();
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
			return "{\"object\":\"list\",\"data\":[{\"id\":\"gpt-4.1\",\"object\":\"model\",\"created\":1,\"owned_by\":\"system\"}]}";
		});
		assertThat(offered(catalog, "openai/fake-model")).containsExactly("fake-model", "demo/scripted");
		assertThat(offered(catalog, "openai/fake-model")).containsExactly("fake-model", "demo/scripted");
		answer.countDown();
		catalog.whenListed().get(20, TimeUnit.SECONDS);
		assertThat(offered(catalog, "openai/fake-model")).containsExactly("fake-model", "gpt-4.1", "demo/scripted");
	}

	@Test
	void theModelsAProviderIsGivenAreOfferedWithoutAsking() throws Exception {
		ModelCatalog catalog = catalog(Map.of("OPENAI_API_KEY", "sk-a", "OPENAI_MODELS", "gpt-4.1, gpt-5 ,"), null);
		assertThat(listedOnceArrived(catalog, "openai/gpt-4o-mini")).containsExactly("gpt-4o-mini", "gpt-4.1", "gpt-5",
				"demo/scripted");
		assertThat(asked).isEmpty();
	}
}
