package io.github.acp4j.agent.llm.internal;

import static io.github.acp4j.agent.OpenAiStreams.delta;
import static io.github.acp4j.agent.OpenAiStreams.finish;
import static io.github.acp4j.agent.OpenAiStreams.sse;
import static io.github.acp4j.agent.OpenAiStreams.stream;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.StallingServer;
import io.github.acp4j.agent.StrictModel;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.LlmResponse.FinishReason;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.ProviderSettings;
import io.github.acp4j.agent.spi.RetryPolicy;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.spi.ToolSpec;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

class OpenAiCompatibleProviderTest {

	private static final String KEY = "sk-test-0123456789abcdef";
	private static final LlmRequest REQUEST = LlmRequest.of("gpt-test",
			List.of(ChatMessage.system("be brief"), ChatMessage.user("hi")),
			List.of(ToolSpec.of("read_file", "Reads a file", JsonParser.parseString("{\"type\":\"object\"}").getAsJsonObject())));

	private final MockWebServer server = StrictModel.server();
	private final List<String> text = new ArrayList<>();
	private final List<String> reasoning = new ArrayList<>();
	private final StreamListener listener = new StreamListener() {
		@Override
		public void onText(String delta) {
			text.add(delta);
		}

		@Override
		public void onReasoning(String delta) {
			reasoning.add(delta);
		}
	};
	private OpenAiCompatibleProvider provider;

	@BeforeEach
	void start() throws Exception {
		server.start();
		provider = provider(server.url("/v1").toString(), RetryPolicy.of(3, Duration.ofMillis(1), Duration.ofMillis(20)));
	}

	private static OpenAiCompatibleProvider provider(String baseUrl, RetryPolicy retry) {
		return new OpenAiCompatibleProvider(ProviderSettings.builder("openai").baseUrl(baseUrl).apiKey(KEY).model("gpt-test")
				.retry(retry).build(), null, "gpt-default");
	}

	@AfterEach
	void stop() {
		server.close();
	}

	@Test
	void streamsTextInOrderAndSendsTheWholeRequest() throws Exception {
		server.enqueue(stream(sse(delta("{\"role\":\"assistant\",\"content\":\"\"}"), delta("{\"content\":\"Hel\"}"),
				delta("{\"content\":\"lo, \"}"), delta("{\"content\":\"wörld <&>\"}"), finish("stop"),
				"{\"choices\":[],\"usage\":{\"prompt_tokens\":12,\"completion_tokens\":3,\"total_tokens\":15}}", "[DONE]")));
		LlmResponse response = provider.stream(REQUEST, listener, new Cancellation());
		assertThat(text).containsExactly("Hel", "lo, ", "wörld <&>");
		assertThat(response.text()).isEqualTo("Hello, wörld <&>");
		assertThat(response.finishReason()).isEqualTo(FinishReason.STOP);
		assertThat(response.usage()).isEqualTo(LlmResponse.Usage.of(12, 3));
		RecordedRequest recorded = server.takeRequest();
		assertThat(recorded.getUrl().encodedPath()).isEqualTo("/v1/chat/completions");
		assertThat(recorded.getHeaders().get("Authorization")).isEqualTo("Bearer " + KEY);
		JsonObject body = JsonParser.parseString(recorded.getBody().utf8()).getAsJsonObject();
		assertThat(body.get("model").getAsString()).isEqualTo("gpt-test");
		assertThat(body.get("stream").getAsBoolean()).isTrue();
		assertThat(body.getAsJsonArray("messages")).hasSize(2);
		assertThat(body.getAsJsonArray("tools").get(0).getAsJsonObject().getAsJsonObject("function").get("name").getAsString())
				.isEqualTo("read_file");
	}

	@Test
	void theSessionGoesAsPromptCacheKeyOnlyToOpenAiItself() throws Exception {
		LlmRequest request = LlmRequest.builder("gpt-test", REQUEST.messages(), REQUEST.tools()).cacheKey("session-1").build();
		server.enqueue(stream(sse(delta("{\"content\":\"ok\"}"), finish("stop"), "[DONE]")));
		provider.stream(request, listener, new Cancellation());
		// Another OpenAI-compatible server may refuse a field it does not know.
		assertThat(JsonParser.parseString(server.takeRequest().getBody().utf8()).getAsJsonObject().has("prompt_cache_key")).isFalse();
		OpenAiCompatibleProvider openAi = provider("https://api.openai.com/v1", RetryPolicy.DEFAULT);
		assertThat(openAi.body(request).get("prompt_cache_key").getAsString()).isEqualTo("session-1");
		assertThat(openAi.body(REQUEST).has("prompt_cache_key")).isFalse();
	}

	@Test
	void reasoningContentIsStreamedApart() throws Exception {
		server.enqueue(stream(sse(delta("{\"reasoning_content\":\"thinking \"}"), delta("{\"reasoning_content\":\"hard\"}"),
				delta("{\"content\":\"42\"}"), finish("stop"), "[DONE]")));
		LlmResponse response = provider.stream(REQUEST, listener, new Cancellation());
		assertThat(reasoning).containsExactly("thinking ", "hard");
		assertThat(response.reasoning()).isEqualTo("thinking hard");
		assertThat(response.text()).isEqualTo("42");
	}

	@Test
	void toolCallsAreAssembledFromTheirDeltas() throws Exception {
		server.enqueue(stream(sse(
				delta("{\"tool_calls\":[{\"index\":0,\"id\":\"call_a\",\"type\":\"function\",\"function\":{\"name\":\"read_file\",\"arguments\":\"\"}}]}"),
				delta("{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"{\\\"pa\"}}]}"),
				delta("{\"tool_calls\":[{\"index\":1,\"id\":\"call_b\",\"function\":{\"name\":\"glob\",\"arguments\":\"{}\"}}]}"),
				delta("{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":\"th\\\":\\\"a.txt\\\"}\"}}]}"),
				finish("tool_calls"), "[DONE]")));
		LlmResponse response = provider.stream(REQUEST, listener, new Cancellation());
		assertThat(response.finishReason()).isEqualTo(FinishReason.TOOL_CALLS);
		assertThat(response.toolCalls()).containsExactly(ToolCallRequest.of("call_a", "read_file", "{\"path\":\"a.txt\"}"),
				ToolCallRequest.of("call_b", "glob", "{}"));
	}

	@Test
	void lengthAndContentFilterAreReported() throws Exception {
		server.enqueue(stream(sse(delta("{\"content\":\"cut\"}"), finish("length"), "[DONE]")));
		assertThat(provider.stream(REQUEST, listener, new Cancellation()).finishReason()).isEqualTo(FinishReason.LENGTH);
		server.enqueue(stream(sse(finish("content_filter"), "[DONE]")));
		assertThat(provider.stream(REQUEST, listener, new Cancellation()).finishReason()).isEqualTo(FinishReason.CONTENT_FILTER);
	}

	@Test
	void aServerErrorIsRetried() throws Exception {
		server.enqueue(new MockResponse.Builder().code(500).body("{\"error\":{\"message\":\"overloaded\"}}").build());
		server.enqueue(stream(sse(delta("{\"content\":\"ok\"}"), finish("stop"), "[DONE]")));
		assertThat(provider.stream(REQUEST, listener, new Cancellation()).text()).isEqualTo("ok");
		assertThat(server.getRequestCount()).isEqualTo(2);
	}

	@Test
	void tooManyRequestsHonoursRetryAfter() throws Exception {
		server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "0").build());
		server.enqueue(stream(sse(delta("{\"content\":\"ok\"}"), finish("stop"), "[DONE]")));
		assertThat(provider.stream(REQUEST, listener, new Cancellation()).text()).isEqualTo("ok");
		assertThat(server.getRequestCount()).isEqualTo(2);
	}

	@ParameterizedTest
	@ValueSource(ints = { 301, 302, 303, 307, 308 })
	void aRedirectToAnotherOriginIsRefusedAndTheKeyStaysHome(int status) throws Exception {
		try (MockWebServer elsewhere = StrictModel.server()) {
			elsewhere.start();
			elsewhere.enqueue(stream(sse(delta("{\"content\":\"got it\"}"), finish("stop"), "[DONE]")));
			server.enqueue(new MockResponse.Builder().code(status).addHeader("Location", elsewhere.url("/v1/chat/completions")).build());
			assertThatThrownBy(() -> provider.stream(REQUEST, listener, new Cancellation())).isInstanceOf(LlmException.class)
					.hasMessageContaining("redirected to http://" + elsewhere.getHostName() + ":" + elsewhere.getPort())
					.hasMessageContaining("not sent to another origin").hasMessageContaining("OPENAI_BASE_URL").hasMessageNotContaining(KEY);
			// Not retried either: the answer would be the same.
			assertThat(server.getRequestCount()).isEqualTo(1);
			assertThat(elsewhere.getRequestCount()).isZero();
		}
	}

	@Test
	void aRedirectWithinTheOriginIsFollowedWithTheKey() throws Exception {
		server.enqueue(new MockResponse.Builder().code(307).addHeader("Location", "/v2/chat/completions").build());
		server.enqueue(stream(sse(delta("{\"content\":\"moved\"}"), finish("stop"), "[DONE]")));
		assertThat(provider.stream(REQUEST, listener, new Cancellation()).text()).isEqualTo("moved");
		server.takeRequest();
		RecordedRequest moved = server.takeRequest();
		assertThat(moved.getUrl().encodedPath()).isEqualTo("/v2/chat/completions");
		assertThat(moved.getHeaders().get("Authorization")).isEqualTo("Bearer " + KEY);
	}

	@Test
	void persistentFailureNamesProviderAndStatusWithoutTheKey() {
		for (int i = 0; i < 4; i++) {
			server.enqueue(new MockResponse.Builder().code(503).body("{\"error\":{\"message\":\"down, key " + KEY + "\"}}").build());
		}
		assertThatThrownBy(() -> provider.stream(REQUEST, listener, new Cancellation()))
				.isInstanceOfSatisfying(LlmException.class, e -> {
					assertThat(e.status()).isEqualTo(503);
					assertThat(e.getMessage()).startsWith("openai returned HTTP 503").doesNotContain(KEY).doesNotContain("\n");
				});
		assertThat(server.getRequestCount()).isEqualTo(4);
	}

	@Test
	void anErrorEchoingTheKeyEncodedIsRedactedWithTheSameMarkerAsToolOutput() {
		String encoded = java.util.Base64.getEncoder().encodeToString(("Basic " + KEY).getBytes(java.nio.charset.StandardCharsets.UTF_8));
		server.enqueue(new MockResponse.Builder().code(401)
				.body("{\"error\":{\"message\":\"bad credentials " + encoded + "\"}}").build());
		assertThatThrownBy(() -> provider.stream(REQUEST, listener, new Cancellation()))
				.isInstanceOf(LlmException.class).hasMessageContaining("bad credentials")
				.hasMessageContaining(io.github.acp4j.agent.spi.OutputRedactor.REDACTED)
				.hasMessageNotContaining(encoded.substring(12, 28));
	}

	@Test
	void anAuthenticationErrorIsNotRetriedAndNotLeaked() {
		server.enqueue(new MockResponse.Builder().code(401)
				.body("{\"error\":{\"message\":\"Incorrect API key provided: " + KEY + "\"}}").build());
		assertThatThrownBy(() -> provider.stream(REQUEST, listener, new Cancellation()))
				.isInstanceOf(LlmException.class).hasMessageContaining("HTTP 401").hasMessageNotContaining(KEY)
				.hasMessageNotContaining("0123456789abcdef");
		assertThat(server.getRequestCount()).isEqualTo(1);
	}

	@Test
	void aStreamCutAfterOutputFailsWithoutRetrying() {
		server.enqueue(stream(sse(delta("{\"content\":\"partial\"}"))));
		server.enqueue(stream(sse(delta("{\"content\":\"should not be asked for\"}"), finish("stop"), "[DONE]")));
		assertThatThrownBy(() -> provider.stream(REQUEST, listener, new Cancellation()))
				.isInstanceOf(LlmException.class).hasMessageContaining("ended before the response was complete");
		assertThat(text).containsExactly("partial");
		assertThat(server.getRequestCount()).isEqualTo(1);
	}

	@Test
	void aStreamCutBeforeAnyOutputIsRetried() throws Exception {
		server.enqueue(stream(""));
		server.enqueue(stream(sse(delta("{\"content\":\"second try\"}"), finish("stop"), "[DONE]")));
		assertThat(provider.stream(REQUEST, listener, new Cancellation()).text()).isEqualTo("second try");
	}

	@Test
	void garbageInTheStreamIsAnError() {
		server.enqueue(stream(sse(delta("{\"content\":\"a\"}"), "{not json")));
		assertThatThrownBy(() -> provider.stream(REQUEST, listener, new Cancellation()))
				.isInstanceOf(LlmException.class).hasMessageContaining("malformed stream");
	}

	@Test
	void cancellingAbortsAStalledStream() throws Exception {
		try (StallingServer stalling = new StallingServer()) {
			stalling.assertCancellingAborts(provider(stalling.baseUrl(), RetryPolicy.DEFAULT), REQUEST,
					sse(delta("{\"content\":\"first\"}")));
		}
	}
}
