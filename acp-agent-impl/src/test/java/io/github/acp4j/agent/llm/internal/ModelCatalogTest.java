package io.github.acp4j.agent.llm.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CopyOnWriteArrayList;
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
 * The {@code model} option offers every configured provider's models, the session's first: what
 * OpenAI's and Anthropic's own APIs list (asked once, in the background, with their headers), their
 * known models until then or when the list fails, only the configured model on a server elsewhere
 * (an Ollama behind {@code OPENAI_BASE_URL} serves none of OpenAI's), and what
 * {@code {PREFIX}_MODELS} names, without asking.
 */
class ModelCatalogTest {

	/** The requests the providers sent, as {@code METHOD URL header=value...}. */
	final List<String> asked = new CopyOnWriteArrayList<>();

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
		return new ModelCatalog(new EnvironmentProviderResolver(env, BuiltInProviders.all(), () -> http, RetryPolicy.DEFAULT));
	}

	private static List<String> listedOnceArrived(ModelCatalog catalog, String current) throws Exception {
		catalog.offered(current);
		catalog.whenListed().get(20, TimeUnit.SECONDS);
		return catalog.offered(current);
	}

	@Test
	void theProvidersOwnApisAreAskedOnceWithTheirHeadersAndTheirListsOffered() throws Exception {
		ModelCatalog catalog = catalog(Map.of("OPENAI_API_KEY", "sk-a", "ANTHROPIC_API_KEY", "sk-ant-b"), request -> request.url()
				.host().equals("api.openai.com")
						? "{\"object\":\"list\",\"data\":[{\"id\":\"gpt-5\",\"object\":\"model\",\"created\":1,\"owned_by\":\"openai\"},"
								+ "{\"id\":\"gpt-4.1\",\"object\":\"model\",\"created\":1,\"owned_by\":\"openai\"}]}"
						: "{\"data\":[{\"type\":\"model\",\"id\":\"claude-opus-4-5\",\"display_name\":\"Claude Opus 4.5\","
								+ "\"created_at\":\"2025-11-24T00:00:00Z\"}],\"has_more\":false,\"first_id\":\"claude-opus-4-5\","
								+ "\"last_id\":\"claude-opus-4-5\"}");
		assertThat(listedOnceArrived(catalog, "openai/gpt-4o-mini")).containsExactly("openai/gpt-4o-mini", "openai/gpt-5",
				"openai/gpt-4.1", "demo/scripted", "anthropic/claude-sonnet-4-5", "anthropic/claude-opus-4-5");
		catalog.offered("openai/gpt-5");
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
				"openai/gpt-4o-mini", "openai/gpt-4.1", "openai/gpt-4.1-mini", "openai/gpt-4o", "openai/o3", "openai/o4-mini",
				"demo/scripted", "anthropic/claude-sonnet-4-5", "anthropic/claude-haiku-4-5");
	}

	@Test
	void theConfiguredModelComesFirstAndIsNotRepeated() throws Exception {
		assertThat(listedOnceArrived(catalog(Map.of("OPENAI_API_KEY", "sk-a", "OPENAI_MODEL", "gpt-4.1"), null), "openai/gpt-4.1"))
				.startsWith("openai/gpt-4.1", "openai/gpt-4.1-mini").containsOnlyOnce("openai/gpt-4.1");
	}

	@Test
	void aServerElsewhereOffersItsConfiguredModelOnlyAndIsNotAsked() throws Exception {
		ModelCatalog catalog = catalog(Map.of("OPENAI_BASE_URL", "http://127.0.0.1:11434/v1", "OPENAI_MODEL", "qwen3-coder",
				"ANTHROPIC_API_KEY", "sk-ant-b", "ANTHROPIC_BASE_URL", "http://127.0.0.1:9/proxy"), null);
		// Anthropic, whose key is set, is the default provider.
		assertThat(listedOnceArrived(catalog, "openai/qwen3-coder")).containsExactly("openai/qwen3-coder",
				"anthropic/claude-sonnet-4-5", "demo/scripted");
		assertThat(asked).isEmpty();
	}

	@Test
	void theModelsAProviderIsGivenAreOfferedWithoutAsking() throws Exception {
		ModelCatalog catalog = catalog(Map.of("OPENAI_API_KEY", "sk-a", "OPENAI_MODELS", "gpt-4.1, gpt-5 ,"), null);
		assertThat(listedOnceArrived(catalog, "openai/gpt-4o-mini")).containsExactly("openai/gpt-4o-mini", "openai/gpt-4.1",
				"openai/gpt-5", "demo/scripted");
		assertThat(asked).isEmpty();
	}
}
