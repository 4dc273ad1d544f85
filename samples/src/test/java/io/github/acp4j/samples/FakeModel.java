package io.github.acp4j.samples;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.agent.StrictModel;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/**
 * A model on loopback for real agents, speaking OpenAI's Chat Completions (checked as strictly as the
 * agent's own tests check theirs, {@link StrictModel}) and Gemini's {@code generateContent}: a user
 * message containing {@value #WRITE} is answered with a call to the agent's own write tool (found
 * among the tools the request offers, with its own parameter names) that writes {@value #TEXT} to
 * {@code out.txt} in the project; a tool result is answered "Done: the file is written."; anything else
 * (the agents' side requests too: titles, memory, suggestions) "Hello from the fake model.". Streamed
 * when the request asks for it. {@code GET /v1/models} lists {@value #MODEL}, {@code gpt-4.1} and
 * {@code gpt-4o}, each of which answers alike.
 */
final class FakeModel extends Dispatcher {

	static final String WRITE = "please write the file";
	static final String TEXT = "written by the fake model";
	static final String MODEL = "fake-model";

	private static final Set<String> WRITE_TOOLS = Set.of("write_file", "write");
	private static final List<String> PATH_PARAMETERS = List.of("file_path", "filePath", "path", "absolute_path");

	/** What the model answers: a text, and a call of the write tool when {@code tool} is set. */
	private record Reply(String text, String tool, JsonObject arguments) {
	}

	private final Path file;
	/** Call ids are unique in a conversation, as the API requires. */
	private final AtomicInteger calls = new AtomicInteger();

	private FakeModel(Path project) {
		this.file = project.resolve("out.txt");
	}

	/** A strict server (not started) answering as this model for {@code project}. */
	static MockWebServer server(Path project) {
		MockWebServer server = StrictModel.server(new FakeModel(project));
		StrictModel.of(server).listing(MODEL, "gpt-4.1", "gpt-4o");
		return server;
	}

	@Override
	public MockResponse dispatch(RecordedRequest request) {
		String path = request.getUrl().encodedPath();
		if (path.endsWith(":countTokens")) {
			return json("{\"totalTokens\":10}");
		}
		boolean gemini = path.endsWith(":generateContent") || path.endsWith(":streamGenerateContent");
		if (!gemini && !path.endsWith("/chat/completions")) {
			return new MockResponse.Builder().code(404).addHeader("Content-Type", "application/json")
					.body("{\"error\":{\"message\":\"Unknown path " + path + "\",\"type\":\"invalid_request_error\"}}").build();
		}
		JsonObject body = JsonParser.parseString(request.getBody().utf8()).getAsJsonObject();
		if (gemini) {
			JsonArray contents = body.getAsJsonArray("contents");
			JsonObject last = contents.get(contents.size() - 1).getAsJsonObject();
			JsonArray declarations = new JsonArray();
			for (JsonElement tool : body.has("tools") ? body.getAsJsonArray("tools") : new JsonArray()) {
				if (tool.getAsJsonObject().has("functionDeclarations")) {
					declarations.addAll(tool.getAsJsonObject().getAsJsonArray("functionDeclarations"));
				}
			}
			Reply reply = reply(last.toString().contains("\"functionResponse\""), last.toString().contains(WRITE), declarations);
			return gemini(reply, path.endsWith(":streamGenerateContent"));
		}
		JsonArray messages = body.getAsJsonArray("messages");
		JsonObject last = messages.get(messages.size() - 1).getAsJsonObject();
		String role = last.get("role").getAsString();
		JsonArray functions = new JsonArray();
		for (JsonElement tool : body.has("tools") ? body.getAsJsonArray("tools") : new JsonArray()) {
			functions.add(tool.getAsJsonObject().getAsJsonObject("function"));
		}
		Reply reply = reply("tool".equals(role), "user".equals(role) && last.get("content").toString().contains(WRITE), functions);
		return body.has("stream") && body.get("stream").getAsBoolean() ? stream(reply) : whole(reply);
	}

	/** The reply to a tool result, to the user's request to write, or to anything else. */
	private Reply reply(boolean toolResult, boolean writeAsked, JsonArray functions) {
		if (toolResult) {
			return new Reply("Done: the file is written.", null, null);
		}
		if (writeAsked) {
			for (JsonElement declared : functions) {
				JsonObject function = declared.getAsJsonObject();
				String name = function.get("name").getAsString();
				if (WRITE_TOOLS.contains(name)) {
					JsonObject schema = function.has("parametersJsonSchema") ? function.getAsJsonObject("parametersJsonSchema")
							: function.getAsJsonObject("parameters");
					JsonObject properties = schema.getAsJsonObject("properties");
					JsonObject arguments = new JsonObject();
					arguments.addProperty(PATH_PARAMETERS.stream().filter(properties::has).findFirst().orElse("path"), file.toString());
					arguments.addProperty("content", TEXT + "\n");
					return new Reply("I will write the file.", name, arguments);
				}
			}
		}
		return new Reply("Hello from the fake model.", null, null);
	}

	private JsonObject openAiCall(Reply reply) {
		JsonObject call = new JsonObject();
		call.addProperty("id", "call_" + calls.incrementAndGet());
		call.addProperty("type", "function");
		JsonObject invoked = new JsonObject();
		invoked.addProperty("name", reply.tool());
		invoked.addProperty("arguments", reply.arguments().toString());
		call.add("function", invoked);
		return call;
	}

	private MockResponse stream(Reply reply) {
		List<String> chunks = new ArrayList<>();
		chunks.add(chunk("{\"role\":\"assistant\",\"content\":" + quote(reply.text()) + "}", null));
		if (reply.tool() != null) {
			JsonObject call = openAiCall(reply);
			call.addProperty("index", 0);
			chunks.add(chunk("{\"tool_calls\":[" + call + "]}", null));
		}
		chunks.add(chunk("{}", reply.tool() != null ? "tool_calls" : "stop"));
		chunks.add("{\"id\":\"chatcmpl-fake\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"" + MODEL
				+ "\",\"choices\":[],\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":5,\"total_tokens\":15}}");
		return events(chunks, true);
	}

	private static String chunk(String delta, String finish) {
		return "{\"id\":\"chatcmpl-fake\",\"object\":\"chat.completion.chunk\",\"created\":1,\"model\":\"" + MODEL
				+ "\",\"choices\":[{\"index\":0,\"delta\":" + delta + ",\"finish_reason\":" + (finish == null ? "null" : quote(finish))
				+ "}]}";
	}

	private MockResponse whole(Reply reply) {
		return json("{\"id\":\"chatcmpl-fake\",\"object\":\"chat.completion\",\"created\":1,\"model\":\"" + MODEL
				+ "\",\"choices\":[{\"index\":0,\"message\":{\"role\":\"assistant\",\"content\":" + quote(reply.text())
				+ (reply.tool() == null ? "" : ",\"tool_calls\":[" + openAiCall(reply) + "]") + "},\"finish_reason\":\""
				+ (reply.tool() == null ? "stop" : "tool_calls")
				+ "\"}],\"usage\":{\"prompt_tokens\":10,\"completion_tokens\":5,\"total_tokens\":15}}");
	}

	/** Gemini's answer: one candidate, as one server-sent event when streamed. */
	private static MockResponse gemini(Reply reply, boolean stream) {
		JsonArray parts = new JsonArray();
		JsonObject text = new JsonObject();
		text.addProperty("text", reply.text());
		parts.add(text);
		if (reply.tool() != null) {
			JsonObject call = new JsonObject();
			call.addProperty("name", reply.tool());
			call.add("args", reply.arguments());
			JsonObject part = new JsonObject();
			part.add("functionCall", call);
			parts.add(part);
		}
		String answer = "{\"candidates\":[{\"content\":{\"role\":\"model\",\"parts\":" + parts + "},\"finishReason\":\"STOP\","
				+ "\"index\":0}],\"usageMetadata\":{\"promptTokenCount\":10,\"candidatesTokenCount\":5,\"totalTokenCount\":15}}";
		return stream ? events(List.of(answer), false) : json(answer);
	}

	/** Server-sent events; {@code done}: with OpenAI's last event (Gemini's stream just ends). */
	private static MockResponse events(List<String> events, boolean done) {
		StringBuilder body = new StringBuilder();
		events.forEach(event -> body.append("data: ").append(event).append("\n\n"));
		if (done) {
			body.append("data: [DONE]\n\n");
		}
		return new MockResponse.Builder().addHeader("Content-Type", "text/event-stream").body(body.toString()).build();
	}

	private static MockResponse json(String body) {
		return new MockResponse.Builder().addHeader("Content-Type", "application/json").body(body).build();
	}

	private static String quote(String text) {
		return new JsonPrimitive(text).toString();
	}
}
