package io.github.acp4j.samples;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.StrictModel;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * An OpenAI-compatible model on loopback for real agents, checked as strictly as the agent's own
 * tests check theirs ({@link StrictModel}): a user message containing {@value #WRITE} is answered
 * with a call to the agent's own write tool (found among the tools the request offers, with its own
 * parameter names) that writes {@value #TEXT} to {@code out.txt} in the project; a tool result is
 * answered "Done: the file is written."; anything else (the agents' side requests too: titles,
 * memory) "Hello from the fake model.". Streamed when the request asks for it.
 */
final class FakeModel extends Dispatcher {

	static final String WRITE = "please write the file";
	static final String TEXT = "written by the fake model";
	static final String MODEL = "fake-model";

	private static final Set<String> WRITE_TOOLS = Set.of("write_file", "write");
	private static final List<String> PATH_PARAMETERS = List.of("file_path", "filePath", "path", "absolute_path");

	private final Path file;
	/** Call ids are unique in a conversation, as the API requires. */
	private final java.util.concurrent.atomic.AtomicInteger calls = new java.util.concurrent.atomic.AtomicInteger();

	private FakeModel(Path project) {
		this.file = project.resolve("out.txt");
	}

	/** A strict server (not started) answering as this model for {@code project}. */
	static MockWebServer server(Path project) {
		return StrictModel.server(new FakeModel(project));
	}

	@Override
	public MockResponse dispatch(RecordedRequest request) {
		String path = request.getUrl().encodedPath();
		if (path.endsWith("/models")) {
			return json("{\"object\":\"list\",\"data\":[{\"id\":\"" + MODEL + "\",\"object\":\"model\",\"owned_by\":\"acp4j\"}]}");
		}
		if (!path.endsWith("/chat/completions")) {
			return new MockResponse.Builder().code(404).addHeader("Content-Type", "application/json")
					.body("{\"error\":{\"message\":\"Unknown path " + path + "\",\"type\":\"invalid_request_error\"}}").build();
		}
		JsonObject body = JsonParser.parseString(request.getBody().utf8()).getAsJsonObject();
		JsonArray messages = body.getAsJsonArray("messages");
		JsonObject last = messages.get(messages.size() - 1).getAsJsonObject();
		JsonObject call = "user".equals(last.get("role").getAsString()) && last.get("content").toString().contains(WRITE)
				? writeCall(body.getAsJsonArray("tools")) : null;
		String text = call != null ? "I will write the file."
				: "tool".equals(last.get("role").getAsString()) ? "Done: the file is written." : "Hello from the fake model.";
		boolean stream = body.has("stream") && body.get("stream").getAsBoolean();
		return stream ? stream(text, call) : whole(text, call);
	}

	/** A call to the request's write tool, or null when it offers none. */
	private JsonObject writeCall(JsonArray tools) {
		for (JsonElement tool : tools == null ? new JsonArray() : tools) {
			JsonObject function = tool.getAsJsonObject().getAsJsonObject("function");
			String name = function.get("name").getAsString();
			if (WRITE_TOOLS.contains(name)) {
				JsonObject properties = function.getAsJsonObject("parameters").getAsJsonObject("properties");
				JsonObject arguments = new JsonObject();
				arguments.addProperty(PATH_PARAMETERS.stream().filter(properties::has).findFirst().orElse("path"), file.toString());
				arguments.addProperty("content", TEXT + "\n");
				JsonObject call = new JsonObject();
				call.addProperty("id", "call_" + calls.incrementAndGet());
				call.addProperty("type", "function");
				JsonObject invoked = new JsonObject();
				invoked.addProperty("name", name);
				invoked.addProperty("arguments", arguments.toString());
				call.add("function", invoked);
				return call;
			}
		}
		return null;
	}

	private static MockResponse stream(String text, JsonObject call) {
		List<String> chunks = new ArrayList<>();
		chunks.add(chunk("{\"role\":\"assistant\",\"content\":" + quote(text) + "}", null));
		if (call != null) {
			JsonObject indexed = call.deepCopy();
			indexed.addProperty("index", 0);
			chunks.add(chunk("{\"tool_calls\":[" + indexed + "]}", null));
		}
		chunks.add(chunk("{}", call != null ? "tool_calls" : "stop"));
		chunks.add("{\"id\":\"chatcmpl-fake\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"" + MODEL
				+ "\",\"choices\":[],\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":5,\"total_tokens\":15}}");
		StringBuilder body = new StringBuilder();
		chunks.forEach(chunk -> body.append("data: ").append(chunk).append("\n\n"));
		return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream")
				.body(body.append("data: [DONE]\n\n").toString()).build();
	}

	private static String chunk(String delta, String finish) {
		return "{\"id\":\"chatcmpl-fake\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"" + MODEL
				+ "\",\"choices\":[{\"index\":0,\"delta\":" + delta + ",\"finish_reason\":" + (finish == null ? "null" : quote(finish))
				+ "}]}";
	}

	private static MockResponse whole(String text, JsonObject call) {
		return json("{\"id\":\"chatcmpl-fake\",\"object\":\"chat.completion\",\"created\":1,\"model\":\"" + MODEL
				+ "\",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":" + quote(text)
				+ (call == null ? "" : ",\"tool_calls\":[" + call + "]") + "},\"finish_reason\":\""
				+ (call == null ? "stop" : "tool_calls") + "\"}],\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":5,\"total_tokens\":15}}");
	}

	private static MockResponse json(String body) {
		return new MockResponse.Builder().addHeader("Content-Type", "application/json").body(body).build();
	}

	private static String quote(String text) {
		return new com.google.gson.JsonPrimitive(text).toString();
	}
}
