package io.github.acp4j.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.junit.jupiter.api.Test;

import com.google.gson.JsonParser;

import io.github.acp4j.agent.StrictModel.Api;
import io.github.acp4j.agent.StrictModel.Refusal;

import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/** The strict mock refuses what the real APIs refuse, with their words and body shapes, and every test uses it. */
class StrictModelTest {

	private static final String OPENAI = "/v1/chat/completions";
	private static final String ANTHROPIC = "/v1/messages";

	private static String refusal(String path, String messages) {
		return refusal(path, messages, "");
	}

	private static String refusal(String path, String messages, String more) {
		String required = path.equals(ANTHROPIC) ? ",\"max_tokens\":1024" : "";
		return StrictModel.check(path, "{\"messages\":" + messages + required + more + "}")
				.map(r -> r.body(Api.of(path).orElseThrow())).orElse(null);
	}

	private static final String HI = "[{\"role\":\"user\",\"content\":\"hi\"}]";

	private static String openAiTool(String name) {
		return "{\"type\":\"function\",\"function\":{\"name\":\"" + name + "\",\"parameters\":{\"type\":\"object\"}}}";
	}

	@Test
	void openAiRefusesToolNamesAndSchemasItCannotTakeAndTooManyTools() {
		assertThat(refusal(OPENAI, HI, ",\"tools\":[" + openAiTool("read_file") + "," + openAiTool("mcp__files__files.read") + "]"))
				.isEqualTo("{\"error\":{\"message\":\"Invalid 'tools[1].function.name': string does not match pattern. Expected a "
						+ "string that matches the pattern '^[a-zA-Z0-9_-]+$'.\",\"type\":\"invalid_request_error\",\"param\":"
						+ "\"tools[1].function.name\",\"code\":\"invalid_value\"}}");
		assertThat(refusal(OPENAI, HI, ",\"tools\":[" + openAiTool("x".repeat(65)) + "]")).contains("string too long")
				.contains("string_above_max_length");
		assertThat(refusal(OPENAI, HI, ",\"tools\":[{\"type\":\"function\",\"function\":{\"name\":\"f\",\"parameters\":"
				+ "{\"properties\":{}}}}]")).contains("schema must be a JSON Schema of 'type: \\\"object\\\"'");
		// Parameters are optional: a function without them takes none.
		assertThat(refusal(OPENAI, HI, ",\"tools\":[{\"type\":\"function\",\"function\":{\"name\":\"f\"}}]")).isNull();
		String many = String.join(",", Collections.nCopies(129, openAiTool("f")));
		assertThat(refusal(OPENAI, HI, ",\"tools\":[" + many + "]")).contains("array too long");
		assertThat(refusal(OPENAI, HI, ",\"tools\":[" + openAiTool("x".repeat(64)) + "]")).isNull();
	}

	@Test
	void anthropicRefusesAMissingMaxTokensBadToolNamesAndTwoToolsOfOneName() {
		assertThat(StrictModel.check(ANTHROPIC, "{\"messages\":" + HI + "}").orElseThrow().message())
				.isEqualTo("max_tokens: Field required");
		String tool = "{\"name\":\"%s\",\"input_schema\":{\"type\":\"object\"}}";
		assertThat(refusal(ANTHROPIC, HI, ",\"tools\":[" + tool.formatted("a.b") + "]"))
				.contains("tools.0.custom.name: String should match pattern '^[a-zA-Z0-9_-]{1,64}$'");
		assertThat(refusal(ANTHROPIC, HI, ",\"tools\":[" + tool.formatted("f") + "," + tool.formatted("f") + "]"))
				.contains("Tool names must be unique");
		assertThat(refusal(ANTHROPIC, HI, ",\"tools\":[{\"name\":\"f\"}]")).contains("input_schema.type: Input should be 'object'");
		assertThat(refusal(ANTHROPIC, HI, ",\"tools\":[" + tool.formatted("f") + "]")).isNull();
	}

	@Test
	void thinkingParametersAreRefusedAsTheApisRefuseThem() {
		String o4 = ",\"model\":\"o4-mini\"";
		assertThat(refusal(OPENAI, HI, o4 + ",\"reasoning_effort\":\"high\"")).isNull();
		assertThat(refusal(OPENAI, HI, o4 + ",\"reasoning_effort\":\"extreme\"")).contains("Invalid value")
				.contains("\"param\":\"reasoning_effort\"");
		assertThat(refusal(OPENAI, HI, ",\"model\":\"gpt-4o\",\"reasoning_effort\":\"low\""))
				.contains("Unsupported parameter: 'reasoning_effort' is not supported with this model.");
		// max_tokens is 1024 here.
		String sonnet = ",\"model\":\"claude-sonnet-4-5\"";
		assertThat(refusal(ANTHROPIC, HI, sonnet + ",\"thinking\":{\"type\":\"enabled\",\"budget_tokens\":1024}"))
				.contains("`max_tokens` must be greater than `thinking.budget_tokens`");
		assertThat(refusal(ANTHROPIC, HI, sonnet + ",\"thinking\":{\"type\":\"enabled\",\"budget_tokens\":512}"))
				.contains("budget_tokens: Input should be greater than or equal to 1024");
		assertThat(StrictModel.check(ANTHROPIC, "{\"messages\":" + HI + sonnet + ",\"max_tokens\":4096,\"temperature\":0.2,"
				+ "\"thinking\":{\"type\":\"enabled\",\"budget_tokens\":2048}}").orElseThrow().message())
				.startsWith("`temperature` may only be set to 1 when thinking is enabled");
		assertThat(StrictModel.check(ANTHROPIC, "{\"messages\":" + HI + sonnet + ",\"max_tokens\":4096,"
				+ "\"thinking\":{\"type\":\"enabled\",\"budget_tokens\":2048}}")).isEmpty();
	}

	@Test
	void openAiRefusesACallWithoutItsResult() {
		assertThat(refusal(OPENAI, "[{\"role\":\"user\",\"content\":\"hi\"},{\"role\":\"assistant\",\"content\":null,"
				+ "\"tool_calls\":[{\"id\":\"call_x\",\"type\":\"function\",\"function\":{\"name\":\"f\",\"arguments\":\"{}\"}}]},"
				+ "{\"role\":\"user\",\"content\":\"again\"}]"))
				.isEqualTo("{\"error\":{\"message\":\"An assistant message with 'tool_calls' must be followed by tool messages "
						+ "responding to each 'tool_call_id'. The following tool_call_ids did not have response messages: call_x\","
						+ "\"type\":\"invalid_request_error\",\"param\":\"messages.[1].role\",\"code\":null}}");
	}

	@Test
	void openAiRefusesAResultWithoutItsCallAndRepeatedIds() {
		assertThat(refusal(OPENAI, "[{\"role\":\"user\",\"content\":\"hi\"},{\"role\":\"tool\",\"tool_call_id\":\"x\","
				+ "\"content\":\"r\"}]"))
				.isEqualTo("{\"error\":{\"message\":\"Invalid parameter: messages with role 'tool' must be a response to a "
						+ "preceeding message with 'tool_calls'.\",\"type\":\"invalid_request_error\",\"param\":\"messages.[1].role\","
						+ "\"code\":null}}");
		String call = "{\"role\":\"assistant\",\"tool_calls\":[{\"id\":\"a\",\"type\":\"function\",\"function\":{\"name\":\"f\","
				+ "\"arguments\":\"{}\"}}]},{\"role\":\"tool\",\"tool_call_id\":\"a\",\"content\":\"r\"}";
		assertThat(refusal(OPENAI, "[{\"role\":\"user\",\"content\":\"hi\"}," + call + "," + call + "]")).contains("not unique");
		assertThat(refusal(OPENAI, "[{\"role\":\"user\",\"content\":\"hi\"}," + call + "]")).isNull();
		// A result's content is a string or an array of text parts, never absent.
		assertThat(refusal(OPENAI, "[{\"role\":\"user\",\"content\":\"hi\"}," + call.replace("\"content\":\"r\"",
				"\"content\":[{\"type\":\"text\",\"text\":\"r\"}]") + "]")).isNull();
		assertThat(refusal(OPENAI, "[{\"role\":\"user\",\"content\":\"hi\"}," + call.replace(",\"content\":\"r\"", "") + "]"))
				.contains("expected a string, got null");
		assertThat(refusal(OPENAI, "[{\"role\":\"robot\",\"content\":\"hi\"}]")).contains("Supported values are");
	}

	@Test
	void anthropicRefusesAToolUseWithoutItsResultInTheNextMessage() {
		String use = "{\"role\":\"assistant\",\"content\":[{\"type\":\"tool_use\",\"id\":\"toolu_x\",\"name\":\"f\",\"input\":{}}]}";
		assertThat(refusal(ANTHROPIC, "[{\"role\":\"user\",\"content\":\"hi\"}," + use
				+ ",{\"role\":\"user\",\"content\":[{\"type\":\"text\",\"text\":\"again\"}]}]"))
				.isEqualTo("{\"type\":\"error\",\"error\":{\"type\":\"invalid_request_error\",\"message\":\"messages.1: `tool_use` "
						+ "ids were found without `tool_result` blocks immediately after: toolu_x. Each `tool_use` block must have a "
						+ "corresponding `tool_result` block in the next message.\"}}");
		assertThat(refusal(ANTHROPIC, "[{\"role\":\"user\",\"content\":\"hi\"}," + use + ",{\"role\":\"user\",\"content\":"
				+ "[{\"type\":\"tool_result\",\"tool_use_id\":\"toolu_x\",\"content\":\"r\"}]}]")).isNull();
	}

	@Test
	void anthropicRefusesStrayResultsRolesOutOfTurnAndEmptyContent() {
		assertThat(refusal(ANTHROPIC, "[{\"role\":\"user\",\"content\":[{\"type\":\"tool_result\",\"tool_use_id\":\"t\","
				+ "\"content\":\"r\"}]}]")).contains("unexpected `tool_use_id` found in `tool_result` blocks: t");
		assertThat(refusal(ANTHROPIC, "[{\"role\":\"user\",\"content\":\"a\"},{\"role\":\"user\",\"content\":\"b\"}]"))
				.contains("roles must alternate");
		assertThat(refusal(ANTHROPIC, "[{\"role\":\"assistant\",\"content\":\"a\"}]")).contains("first message must use");
		assertThat(refusal(ANTHROPIC, "[{\"role\":\"user\",\"content\":[]}]")).contains("must have non-empty content");
		assertThat(JsonParser.parseString(refusal(ANTHROPIC, "[]")).getAsJsonObject().get("type").getAsString())
				.isEqualTo("error");
	}

	@Test
	void anthropicRefusesAFifthCacheBreakpointAndOneOnAnEmptyText() {
		String cached = ",\"cache_control\":{\"type\":\"ephemeral\"}";
		String block = "{\"type\":\"text\",\"text\":\"%s\"" + cached + "}";
		String tool = "{\"name\":\"f%d\",\"input_schema\":{\"type\":\"object\"}" + cached + "}";
		String twoTools = ",\"tools\":[" + tool.formatted(1) + "," + tool.formatted(2) + "]";
		String system = ",\"system\":[" + block.formatted("rules") + "]";
		String user = "[{\"role\":\"user\",\"content\":[" + block.formatted("a") + "]}]";
		assertThat(refusal(ANTHROPIC, user, twoTools + system)).isNull();
		String twoMarked = "[{\"role\":\"user\",\"content\":[" + block.formatted("a") + "," + block.formatted("b") + "]}]";
		assertThat(refusal(ANTHROPIC, twoMarked, twoTools + system)).isEqualTo("{\"type\":\"error\",\"error\":{\"type\":"
				+ "\"invalid_request_error\",\"message\":\"A maximum of 4 blocks with cache_control may be provided. Found 5.\"}}");
		assertThat(refusal(ANTHROPIC, HI, ",\"system\":[" + block.formatted("") + "]"))
				.contains("system.0.text: cache_control cannot be set for empty text blocks");
		assertThat(refusal(ANTHROPIC, "[{\"role\":\"user\",\"content\":[" + block.formatted("a") + "," + block.formatted("") + "]}]"))
				.contains("messages.0.content.1.text: cache_control cannot be set for empty text blocks");
		assertThat(refusal(ANTHROPIC, HI, ",\"system\":[{\"type\":\"text\",\"text\":\"r\",\"cache_control\":{\"type\":\"x\"}}]"))
				.contains("system.0.cache_control.type: Input should be 'ephemeral'");
	}

	@Test
	void anAddedRuleRefusesWithItsOwnCodeAndTheQueuedAnswerWaits() throws Exception {
		try (MockWebServer server = StrictModel.server()) {
			server.start();
			StrictModel.of(server).rule((api, body) -> body.toString().length() > 100
					? Optional.of(new Refusal(400, "too long", "messages", "context_length_exceeded")) : Optional.empty());
			server.enqueue(new MockResponse.Builder().body("ok").build());
			OkHttpClient http = new OkHttpClient();
			Request tooLong = new Request.Builder().url(server.url(OPENAI)).post(RequestBody.create(
					"{\"messages\":[{\"role\":\"user\",\"content\":\"" + "x".repeat(100) + "\"}]}", null)).build();
			try (Response response = http.newCall(tooLong).execute()) {
				assertThat(response.code()).isEqualTo(400);
				assertThat(response.body().string()).isEqualTo("{\"error\":{\"message\":\"too long\",\"type\":"
						+ "\"invalid_request_error\",\"param\":\"messages\",\"code\":\"context_length_exceeded\"}}");
			}
			Request shortOne = new Request.Builder().url(server.url(OPENAI))
					.post(RequestBody.create("{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}]}", null)).build();
			try (Response response = http.newCall(shortOne).execute()) {
				assertThat(response.body().string()).isEqualTo("ok");
			}
			assertThat(StrictModel.of(server).refused()).hasSize(1);
		}
	}

	@Test
	void theModelListIsAnsweredAsEachApiDoesWithoutTouchingTheQueue() throws Exception {
		try (MockWebServer server = StrictModel.server()) {
			server.start();
			StrictModel.of(server).listing("gpt-4.1", "qwen3-coder");
			server.enqueue(new MockResponse.Builder().body("ok").build());
			OkHttpClient http = new OkHttpClient();
			try (Response response = http.newCall(new Request.Builder().url(server.url("/v1/models")).build()).execute()) {
				assertThat(response.code()).isEqualTo(401);
				assertThat(response.body().string()).contains("You didn't provide an API key.");
			}
			try (Response response = http.newCall(new Request.Builder().url(server.url("/v1/models"))
					.header("Authorization", "Bearer sk-x").build()).execute()) {
				assertThat(JsonParser.parseString(response.body().string()).getAsJsonObject().getAsJsonArray("data"))
						.extracting(model -> model.getAsJsonObject().get("id").getAsString()).containsExactly("gpt-4.1", "qwen3-coder");
			}
			try (Response response = http.newCall(new Request.Builder().url(server.url("/v1/models")).header("x-api-key", "sk-ant")
					.build()).execute()) {
				assertThat(response.code()).isEqualTo(400);
				assertThat(response.body().string()).contains("anthropic-version: header is required");
			}
			try (Response response = http.newCall(new Request.Builder().url(server.url("/v1/models")).header("x-api-key", "sk-ant")
					.header("anthropic-version", "2023-06-01").build()).execute()) {
				assertThat(response.body().string()).contains("\"type\":\"model\",\"id\":\"gpt-4.1\"").contains("\"has_more\":false");
			}
			Request chat = new Request.Builder().url(server.url(OPENAI))
					.post(RequestBody.create("{\"messages\":[{\"role\":\"user\",\"content\":\"x\"}]}", null)).build();
			try (Response response = http.newCall(chat).execute()) {
				assertThat(response.body().string()).isEqualTo("ok");
			}
		}
	}

	/** No agent test can talk to a lenient mock: MockWebServers are made by StrictModel only (web pages aside). */
	@Test
	void everyMockModelIsStrict() throws IOException {
		// Web pages, the network a sandboxed command may reach, the agent's own listener and a test database are not model APIs.
		assertThat(StrictModel.lenientModels(Path.of("src/test/java"), List.of("StrictModel.java", "StrictModelTest.java",
				"WebFetchToolTest.java", "SandboxTest.java", "OwnProcessesTest.java", "PostgresServer.java"))).isEmpty();
	}
}
