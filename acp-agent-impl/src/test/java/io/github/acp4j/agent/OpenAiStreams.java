package io.github.acp4j.agent;

import com.google.gson.JsonPrimitive;

import mockwebserver3.MockResponse;

/** Chat Completions streams as an OpenAI-compatible server sends them, for MockWebServer. */
public final class OpenAiStreams {

	private OpenAiStreams() {
	}

	/** Server-sent events, one {@code data:} line per chunk. */
	public static String sse(String... chunks) {
		StringBuilder body = new StringBuilder();
		for (String chunk : chunks) {
			body.append("data: ").append(chunk).append("\n\n");
		}
		return body.toString();
	}

	/** A chunk whose choice carries the given delta object. */
	public static String delta(String deltaJson) {
		return "{\"choices\":[{\"index\":0,\"delta\":" + deltaJson + ",\"finish_reason\":null}]}";
	}

	/** A chunk that ends the choice with a finish reason. */
	public static String finish(String reason) {
		return "{\"choices\":[{\"index\":0,\"delta\":{},\"finish_reason\":\"" + reason + "\"}]}";
	}

	/** A chunk with usage and no choices, as sent with {@code stream_options.include_usage}. */
	public static String usage(long prompt, long completion) {
		return "{\"choices\":[],\"usage\":{\"prompt_tokens\":" + prompt + ",\"completion_tokens\":" + completion + "}}";
	}

	/** A complete text answer streamed in the given pieces. */
	public static MockResponse text(String... pieces) {
		String[] chunks = new String[pieces.length + 3];
		for (int i = 0; i < pieces.length; i++) {
			chunks[i] = delta("{\"content\":" + quote(pieces[i]) + "}");
		}
		chunks[pieces.length] = finish("stop");
		chunks[pieces.length + 1] = usage(10, pieces.length);
		chunks[pieces.length + 2] = "[DONE]";
		return stream(sse(chunks));
	}

	/** One tool call whose JSON arguments arrive in two fragments. */
	public static MockResponse toolCall(String id, String name, String argumentsJson) {
		int half = argumentsJson.length() / 2;
		return stream(sse(
				delta("{\"tool_calls\":[{\"index\":0,\"id\":\"" + id + "\",\"type\":\"function\",\"function\":{\"name\":\"" + name
						+ "\",\"arguments\":" + quote(argumentsJson.substring(0, half)) + "}}]}"),
				delta("{\"tool_calls\":[{\"index\":0,\"function\":{\"arguments\":" + quote(argumentsJson.substring(half)) + "}}]}"),
				finish("tool_calls"), "[DONE]"));
	}

	public static MockResponse stream(String body) {
		return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream").body(body).build();
	}

	static String quote(String text) {
		return new JsonPrimitive(text).toString();
	}
}
