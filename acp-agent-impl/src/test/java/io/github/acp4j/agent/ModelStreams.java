package io.github.acp4j.agent;

import java.util.Map;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.StrictModel.Api;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;

/** Model answers streamed the way either API streams them, and the environment that points the agent at a mock of it. */
final class ModelStreams {

	private ModelStreams() {
	}

	/** The agent's environment for {@code api} served by {@code model}. */
	static Map<String, String> environment(Api api, MockWebServer model) {
		return api == Api.OPENAI ? Map.of("OPENAI_API_KEY", "sk-streams-0000", "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST)
				: Map.of("ANTHROPIC_API_KEY", "sk-ant-streams-0000", "ANTHROPIC_BASE_URL", model.url("/").toString(), "ANTHROPIC_MODELS", StrictModel.NO_LIST);
	}

	/** One answer of the model asking for {@code calls} ({id, name, arguments} each), ending with {@code reason}. */
	static MockResponse toolCalls(Api api, String reason, String[]... calls) {
		StringBuilder body = new StringBuilder();
		if (api == Api.OPENAI) {
			for (int i = 0; i < calls.length; i++) {
				JsonObject function = new JsonObject();
				function.addProperty("name", calls[i][1]);
				function.addProperty("arguments", calls[i][2]);
				body.append("data: {\"choices\":[{\"index\":0,\"delta\":{\"tool_calls\":[{\"index\":").append(i).append(",\"id\":\"")
						.append(calls[i][0]).append("\",\"type\":\"function\",\"function\":").append(function).append("}]}}]}\n\n");
			}
			body.append("data: {\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"").append(reason).append("\"}]}\n\n")
					.append("data: [DONE]\n\n");
		} else {
			body.append(event("message_start", "{\"type\":\"message_start\",\"message\":{\"id\":\"msg_1\",\"type\":\"message\","
					+ "\"role\":\"assistant\",\"model\":\"claude-test\",\"content\":[],\"stop_reason\":null,\"usage\":{\"input_tokens\":10,"
					+ "\"output_tokens\":1}}}"));
			for (int i = 0; i < calls.length; i++) {
				body.append(event("content_block_start", "{\"type\":\"content_block_start\",\"index\":" + i + ",\"content_block\":"
						+ "{\"type\":\"tool_use\",\"id\":\"" + calls[i][0] + "\",\"name\":\"" + calls[i][1] + "\",\"input\":{}}}"));
				JsonObject delta = new JsonObject();
				delta.addProperty("type", "input_json_delta");
				delta.addProperty("partial_json", calls[i][2]);
				body.append(event("content_block_delta", "{\"type\":\"content_block_delta\",\"index\":" + i + ",\"delta\":" + delta + "}"));
				body.append(event("content_block_stop", "{\"type\":\"content_block_stop\",\"index\":" + i + "}"));
			}
			body.append(event("message_delta", "{\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"" + reason
					+ "\",\"stop_sequence\":null},\"usage\":{\"output_tokens\":9}}"));
			body.append(event("message_stop", "{\"type\":\"message_stop\"}"));
		}
		return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream").body(body.toString()).build();
	}

	static MockResponse text(Api api, String text) {
		if (api == Api.OPENAI) {
			return OpenAiStreams.text(text);
		}
		String body = event("message_start", "{\"type\":\"message_start\",\"message\":{\"id\":\"msg_2\",\"type\":\"message\","
				+ "\"role\":\"assistant\",\"model\":\"claude-test\",\"content\":[],\"stop_reason\":null,\"usage\":{\"input_tokens\":10,"
				+ "\"output_tokens\":1}}}")
				+ event("content_block_start", "{\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}")
				+ event("content_block_delta", "{\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":\""
						+ text + "\"}}")
				+ event("content_block_stop", "{\"type\":\"content_block_stop\",\"index\":0}")
				+ event("message_delta", "{\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\",\"stop_sequence\":null},"
						+ "\"usage\":{\"output_tokens\":3}}")
				+ event("message_stop", "{\"type\":\"message_stop\"}");
		return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream").body(body).build();
	}

	private static String event(String name, String data) {
		return "event: " + name + "\ndata: " + data + "\n\n";
	}

	/** A call as {@link #toolCalls} takes it. */
	static String[] call(String id, String name, String arguments) {
		return new String[] { id, name, arguments };
	}
}
