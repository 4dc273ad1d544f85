package io.github.acp4j.samples.extension;

import static io.github.acp4j.agent.OpenAiStreams.delta;
import static io.github.acp4j.agent.OpenAiStreams.finish;
import static io.github.acp4j.agent.OpenAiStreams.sse;
import static io.github.acp4j.agent.OpenAiStreams.stream;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.StallingServer;
import io.github.acp4j.agent.StrictModel;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.ProviderSettings;
import io.github.acp4j.agent.spi.RetryPolicy;
import io.github.acp4j.agent.spi.StreamListener;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * The example provider, written against the public SPI alone, gets what the SPI's streaming HTTP
 * base promises: streaming, retries that honour {@code Retry-After} within the policy's bound, no
 * retry once output was shown, cancellation, and a key that never shows.
 */
class ExampleProviderTest {

	private static final String KEY = "sk-example-0123456789abcdef";
	private static final LlmRequest REQUEST = LlmRequest.of("example-1", List.of(ChatMessage.system("be brief"),
			ChatMessage.user("hi")), List.of());
	/** So long that only the server's Retry-After, not the backoff, can let a retry happen within the test. */
	private static final RetryPolicy PATIENT = RetryPolicy.of(3, Duration.ofHours(1), Duration.ofHours(1));

	private final MockWebServer server = StrictModel.server();
	private final List<String> text = new ArrayList<>();
	private final StreamListener listener = text::add;

	@BeforeEach
	void start() throws Exception {
		server.start();
	}

	@AfterEach
	void stop() {
		server.close();
	}

	private ExampleProvider provider(String baseUrl, RetryPolicy retry) {
		return new ExampleProvider(ProviderSettings.builder("example").baseUrl(baseUrl).apiKey(KEY).retry(retry).build());
	}

	private String call(ExampleProvider provider) throws Exception {
		// A liveness bound: a provider that ignored Retry-After would wait an hour.
		return CompletableFuture.supplyAsync(() -> {
			try {
				return provider.stream(REQUEST, listener, new Cancellation()).text();
			} catch (LlmException | InterruptedException e) {
				throw new IllegalStateException(e);
			}
		}).get(60, TimeUnit.SECONDS);
	}

	@Test
	void streamsTheAnswerWithTheKeyInTheHeaderOnly() throws Exception {
		server.enqueue(stream(sse(delta("{\"content\":\"Hel\"}"), delta("{\"content\":\"lo\"}"), finish("stop"), "[DONE]")));
		assertThat(call(provider(server.url("/v1").toString(), RetryPolicy.DEFAULT))).isEqualTo("Hello");
		assertThat(text).containsExactly("Hel", "lo");
		RecordedRequest request = server.takeRequest();
		assertThat(request.getUrl().encodedPath()).isEqualTo("/v1/chat/completions");
		assertThat(request.getHeaders().get("Authorization")).isEqualTo("Bearer " + KEY);
		assertThat(request.getBody().utf8()).doesNotContain(KEY).contains("\"model\":\"example-1\"");
	}

	@Test
	void tooManyRequestsIsRetriedWhenRetryAfterSaysAndNoLaterThanThePolicyAllows() throws Exception {
		server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "0").build());
		server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "86400").build());
		server.enqueue(stream(sse(delta("{\"content\":\"ok\"}"), "[DONE]")));
		RetryPolicy bounded = RetryPolicy.of(3, Duration.ofHours(1), Duration.ofMillis(10));
		assertThat(call(provider(server.url("/v1").toString(), bounded))).isEqualTo("ok");
		assertThat(server.getRequestCount()).isEqualTo(3);
		server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "0").build());
		server.enqueue(stream(sse(delta("{\"content\":\"again\"}"), "[DONE]")));
		assertThat(call(provider(server.url("/v1").toString(), PATIENT))).isEqualTo("again");
	}

	@Test
	void aStreamCutAfterOutputIsNotRetried() {
		server.enqueue(stream(sse(delta("{\"content\":\"partial\"}"))));
		server.enqueue(stream(sse(delta("{\"content\":\"should not be asked for\"}"), "[DONE]")));
		assertThatThrownBy(() -> provider(server.url("/v1").toString(), RetryPolicy.DEFAULT).stream(REQUEST, listener,
				new Cancellation())).isInstanceOf(LlmException.class).hasMessageContaining("ended before the response was complete");
		assertThat(text).containsExactly("partial");
		assertThat(server.getRequestCount()).isEqualTo(1);
	}

	@Test
	void anErrorNeverShowsTheKey() {
		server.enqueue(new MockResponse.Builder().code(401)
				.body("{\"error\":{\"message\":\"Incorrect API key provided: " + KEY + "\"}}").build());
		assertThatThrownBy(() -> provider(server.url("/v1").toString(), RetryPolicy.DEFAULT).stream(REQUEST, listener,
				new Cancellation())).isInstanceOfSatisfying(LlmException.class, e -> {
					assertThat(e.status()).isEqualTo(401);
					assertThat(e.getMessage()).startsWith("example returned HTTP 401").contains("Incorrect API key provided")
							.doesNotContain(KEY).doesNotContain("0123456789abcdef");
				});
		assertThat(server.getRequestCount()).isEqualTo(1);
	}

	@Test
	void cancellingAbortsTheCallAtOnce() throws Exception {
		try (StallingServer stalling = new StallingServer()) {
			stalling.assertCancellingAborts(provider(stalling.baseUrl(), RetryPolicy.DEFAULT), REQUEST,
					sse(delta("{\"content\":\"first\"}")));
		}
	}
}
