package io.github.acp4j.agent.llm.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
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
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.spi.ToolSpec;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/** The Messages API client against streams in Anthropic's event format, served by MockWebServer. */
class AnthropicProviderTest {

	private static final String KEY = "sk-ant-test-0123456789abcdef";
	private static final LlmRequest REQUEST = LlmRequest.of("claude-test",
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
	private AnthropicProvider provider;

	@BeforeEach
	void start() throws Exception {
		server.start();
		provider = provider(0);
	}

	@AfterEach
	void stop() {
		server.close();
	}

	private AnthropicProvider provider(int thinkingBudget) {
		return provider(server.url("/").toString(), thinkingBudget);
	}

	private static AnthropicProvider provider(String baseUrl, int thinkingBudget) {
		return new AnthropicProvider(ProviderSettings.builder("anthropic").baseUrl(baseUrl).apiKey(KEY).model("claude-test").build(),
				"claude-default", thinkingBudget);
	}

	private static MockResponse recorded(String name) throws IOException {
		try (InputStream in = AnthropicProviderTest.class.getResourceAsStream("/anthropic/" + name)) {
			return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream")
					.body(new String(in.readAllBytes(), StandardCharsets.UTF_8)).build();
		}
	}

	private JsonObject sentBody() throws InterruptedException {
		return JsonParser.parseString(server.takeRequest().getBody().utf8()).getAsJsonObject();
	}

	@Test
	void streamsTextWithUsageAndSendsHeadersSystemAndTools() throws Exception {
		server.enqueue(recorded("text.sse"));
		LlmResponse response = provider.stream(REQUEST, listener, new Cancellation());
		assertThat(text).containsExactly("Hello, ", "wörld <&>");
		assertThat(response.text()).isEqualTo("Hello, wörld <&>");
		assertThat(response.finishReason()).isEqualTo(FinishReason.STOP);
		assertThat(response.usage()).isEqualTo(LlmResponse.Usage.of(25, 15));
		RecordedRequest request = server.takeRequest();
		assertThat(request.getUrl().encodedPath()).isEqualTo("/v1/messages");
		assertThat(request.getHeaders().get("x-api-key")).isEqualTo(KEY);
		assertThat(request.getHeaders().get("anthropic-version")).isEqualTo(AnthropicProvider.API_VERSION);
		assertThat(request.getHeaders().get("Authorization")).isNull();
		JsonObject body = JsonParser.parseString(request.getBody().utf8()).getAsJsonObject();
		assertThat(body.get("model").getAsString()).isEqualTo("claude-test");
		assertThat(body.get("stream").getAsBoolean()).isTrue();
		assertThat(body.getAsJsonArray("system").get(0).getAsJsonObject().get("text").getAsString()).isEqualTo("be brief");
		assertThat(body.getAsJsonArray("messages")).hasSize(1);
		assertThat(body.getAsJsonArray("tools").get(0).getAsJsonObject().get("input_schema")).isNotNull();
		assertThat(body.has("thinking")).isFalse();
	}

	/** OkHttp drops only {@code Authorization} on a redirect to another host: {@code x-api-key} went along. */
	@ParameterizedTest
	@ValueSource(ints = { 302, 307 })
	void aRedirectToAnotherOriginIsRefusedAndTheKeyStaysHome(int status) throws Exception {
		try (MockWebServer elsewhere = StrictModel.server()) {
			elsewhere.start();
			elsewhere.enqueue(recorded("text.sse"));
			server.enqueue(new MockResponse.Builder().code(status).addHeader("Location", elsewhere.url("/v1/messages")).build());
			assertThatThrownBy(() -> provider.stream(REQUEST, listener, new Cancellation())).isInstanceOf(LlmException.class)
					.hasMessageContaining("redirected to http://" + elsewhere.getHostName() + ":" + elsewhere.getPort())
					.hasMessageContaining("ANTHROPIC_BASE_URL").hasMessageNotContaining(KEY);
			assertThat(elsewhere.getRequestCount()).isZero();
		}
	}

	@Test
	void aRedirectWithinTheOriginIsFollowedWithTheKey() throws Exception {
		server.enqueue(new MockResponse.Builder().code(308).addHeader("Location", "/anthropic/v1/messages").build());
		server.enqueue(recorded("text.sse"));
		assertThat(provider.stream(REQUEST, listener, new Cancellation()).text()).isEqualTo("Hello, wörld <&>");
		server.takeRequest();
		RecordedRequest moved = server.takeRequest();
		assertThat(moved.getUrl().encodedPath()).isEqualTo("/anthropic/v1/messages");
		assertThat(moved.getHeaders().get("x-api-key")).isEqualTo(KEY);
	}

	@Test
	void thinkingSignatureAndAToolUseInPiecesAreAssembled() throws Exception {
		server.enqueue(recorded("thinking-tool-use.sse"));
		LlmResponse response = provider.stream(REQUEST, listener, new Cancellation());
		assertThat(reasoning).containsExactly("The user wants a file. ", "I will write it.");
		assertThat(response.reasoning()).isEqualTo("The user wants a file. I will write it.");
		assertThat(response.reasoningSignature()).isEqualTo("EqQBCgIYAhIM1gbcDa9GJwZA2b3hGgxBdjrkzLoky3dl1pkiMOYds");
		assertThat(response.text()).isEqualTo("Writing it.");
		assertThat(response.toolCalls()).containsExactly(
				ToolCallRequest.of("toolu_01T1x1fJ34qAmk2tNTrN7Up6", "write_file", "{\"path\": \"a.txt\", \"content\": \"hi\"}"));
		assertThat(response.finishReason()).isEqualTo(FinishReason.TOOL_CALLS);
		assertThat(response.usage()).isEqualTo(LlmResponse.Usage.of(472, 89));
	}

	@Test
	void aConversationIsSentWithAlternatingRolesSignedThinkingToolResultsAndImages() throws Exception {
		server.enqueue(recorded("text.sse"));
		List<ToolCallRequest> calls = List.of(ToolCallRequest.of("toolu_1", "read_file", "{\"path\":\"a\"}"),
				ToolCallRequest.of("toolu_2", "read_file", "not json"));
		LlmRequest conversation = LlmRequest.of("claude-test", List.of(ChatMessage.system("rules"),
				ChatMessage.user("look", List.of(ChatMessage.Image.of("image/png", "aGk="))),
				ChatMessage.assistant("Reading.", "Two files.", "sig-1", calls), ChatMessage.tool("toolu_1", "A"),
				ChatMessage.tool("toolu_2", "Error: bad arguments"), ChatMessage.user("and?"),
				ChatMessage.assistant("Unsigned thoughts are not sent back.", "thought", List.of()), ChatMessage.user("ok")),
				List.of());
		provider(2048).stream(conversation, listener, new Cancellation());
		JsonObject body = sentBody();
		assertThat(body.getAsJsonObject("thinking").get("budget_tokens").getAsInt()).isEqualTo(2048);
		assertThat(body.has("tools")).isFalse();
		List<String> shape = new ArrayList<>();
		body.getAsJsonArray("messages").forEach(m -> {
			StringBuilder line = new StringBuilder(m.getAsJsonObject().get("role").getAsString()).append(':');
			m.getAsJsonObject().getAsJsonArray("content").forEach(b -> line.append(' ').append(b.getAsJsonObject().get("type")
					.getAsString()));
			shape.add(line.toString());
		});
		assertThat(shape).containsExactly("user: image text", "assistant: thinking text tool_use tool_use",
				"user: tool_result tool_result text", "assistant: text", "user: text");
		JsonObject assistant = body.getAsJsonArray("messages").get(1).getAsJsonObject();
		JsonObject thinking = assistant.getAsJsonArray("content").get(0).getAsJsonObject();
		assertThat(thinking.get("signature").getAsString()).isEqualTo("sig-1");
		assertThat(assistant.getAsJsonArray("content").get(2).getAsJsonObject().getAsJsonObject("input").get("path").getAsString())
				.isEqualTo("a");
		assertThat(assistant.getAsJsonArray("content").get(3).getAsJsonObject().getAsJsonObject("input").size()).isZero();
		JsonObject image = body.getAsJsonArray("messages").get(0).getAsJsonObject().getAsJsonArray("content").get(0)
				.getAsJsonObject();
		assertThat(image.getAsJsonObject("source").get("media_type").getAsString()).isEqualTo("image/png");
		assertThat(image.getAsJsonObject("source").get("data").getAsString()).isEqualTo("aGk=");
	}

	@Test
	void theToolsTheSystemPromptAndTheConversationSoFarAreMarkedForCaching() throws Exception {
		server.enqueue(recorded("text.sse"));
		List<ToolSpec> tools = List.of(REQUEST.tools().get(0), ToolSpec.of("glob", "Finds files", REQUEST.tools().get(0).parameters()));
		provider.stream(LlmRequest.of("claude-test", List.of(ChatMessage.system("be brief"), ChatMessage.user("hi"),
				ChatMessage.assistant("Reading.", "", null, List.of(ToolCallRequest.of("toolu_1", "read_file", "{}"))),
				ChatMessage.tool("toolu_1", "A")), tools), listener, new Cancellation());
		JsonObject body = sentBody();
		assertThat(body.getAsJsonArray("tools").get(1).getAsJsonObject().get("cache_control").toString())
				.isEqualTo("{\"type\":\"ephemeral\"}");
		// Three of the four breakpoints the API allows: the tools, the system prompt after them, and the whole conversation.
		assertThat(StrictModel.cacheBreakpoints(body.toString())).containsExactly("tools.1", "system.0", "messages.2.content.0");
	}

	@Test
	void maxTokensIsReported() throws Exception {
		server.enqueue(recorded("max-tokens.sse"));
		assertThat(provider.stream(REQUEST, listener, new Cancellation()).finishReason()).isEqualTo(FinishReason.LENGTH);
	}

	@Test
	void tooManyRequestsAndServerErrorsAreRetried() throws Exception {
		server.enqueue(new MockResponse.Builder().code(429).addHeader("Retry-After", "0").build());
		server.enqueue(new MockResponse.Builder().code(529)
				.body("{\"type\":\"error\",\"error\":{\"type\":\"overloaded_error\",\"message\":\"Overloaded\"}}").build());
		server.enqueue(recorded("text.sse"));
		assertThat(provider.stream(REQUEST, listener, new Cancellation()).text()).isEqualTo("Hello, wörld <&>");
		assertThat(server.getRequestCount()).isEqualTo(3);
	}

	@Test
	void anOverloadedStreamBeforeAnyOutputIsRetried() throws Exception {
		server.enqueue(recorded("overloaded.sse"));
		server.enqueue(recorded("text.sse"));
		assertThat(provider.stream(REQUEST, listener, new Cancellation()).text()).isEqualTo("Hello, wörld <&>");
		assertThat(server.getRequestCount()).isEqualTo(2);
	}

	@Test
	void anErrorBodyThatEchoesTheKeyNamesProviderAndStatusWithoutIt() {
		server.enqueue(new MockResponse.Builder().code(400).body("{\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\","
				+ "\"message\":\"bad request for key " + KEY + "\"}}").build());
		assertThatThrownBy(() -> provider.stream(REQUEST, listener, new Cancellation()))
				.isInstanceOfSatisfying(LlmException.class, e -> {
					assertThat(e.status()).isEqualTo(400);
					assertThat(e.getMessage()).startsWith("anthropic returned HTTP 400: bad request for key")
							.doesNotContain(KEY).doesNotContain("\n");
				});
		assertThat(server.getRequestCount()).isEqualTo(1);
	}

	@Test
	void aCutStreamAfterOutputFailsWithoutARetry() throws Exception {
		server.enqueue(recorded("cut.sse"));
		server.enqueue(recorded("text.sse"));
		assertThatThrownBy(() -> provider.stream(REQUEST, listener, new Cancellation()))
				.isInstanceOf(LlmException.class).hasMessageContaining("ended before the response was complete");
		assertThat(text).containsExactly("Half an ans");
		assertThat(server.getRequestCount()).isEqualTo(1);
	}

	@Test
	void malformedEventJsonIsAnError() {
		server.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/event-stream")
				.body("event: message_start\ndata: {\"type\":\"message_start\",\n\n").build());
		assertThatThrownBy(() -> provider.stream(REQUEST, listener, new Cancellation()))
				.isInstanceOf(LlmException.class).hasMessageContaining("anthropic sent a malformed stream");
	}

	@Test
	void cancellingAbortsAStalledStream() throws Exception {
		try (StallingServer stalling = new StallingServer()) {
			String base = stalling.baseUrl();
			stalling.assertCancellingAborts(provider(base.substring(0, base.length() - 3), 0), REQUEST,
					"event: content_block_delta\ndata: {\"type\":\"content_block_delta\",\"index\":0,"
							+ "\"delta\":{\"type\":\"text_delta\",\"text\":\"first\"}}\n\n");
		}
	}
}
