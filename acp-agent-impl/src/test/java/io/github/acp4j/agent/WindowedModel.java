package io.github.acp4j.agent;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Random;
import java.util.Set;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.knuddels.jtokkit.Encodings;
import com.knuddels.jtokkit.api.Encoding;
import com.knuddels.jtokkit.api.EncodingType;

import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.RecordedRequest;

/**
 * A model that answers from what it is sent, for {@link mockwebserver3.MockWebServer}, in OpenAI's
 * Chat Completions or Anthropic's Messages dialect, with a context limit enforced as the real APIs
 * do (HTTP 400 and their error body). A request to summarise (the agent's compaction) gets a summary
 * made of the facts ("the secret word is ...") and requests found in the conversation it was sent;
 * "What is the secret word?" is answered from the messages of the request; any other prompt gets an
 * answer of {@link #answerLength} characters. Each request is recorded with its size.
 */
final class WindowedModel extends Dispatcher {

	enum Dialect {
		OPENAI, ANTHROPIC
	}

	/** One request as the model saw it. */
	record Seen(boolean summary, long tokens, JsonObject body, boolean refused) {

		/** Every text of the request, messages and system prompt, joined. */
		String text() {
			return texts(body).toString();
		}
	}

	private static final Encoding O200K = Encodings.newLazyEncodingRegistry().getEncoding(EncodingType.O200K_BASE);
	private static final Pattern WORD = Pattern.compile("secret word is (\\w+)");
	private static final String[] VOCABULARY = { "the", "agent", "reads", "files", "and", "writes", "code", "while", "tests",
			"pass", "quickly", "module", "session", "history", "window", "context", "token", "summary", "editor", "client" };

	final List<Seen> seen = new CopyOnWriteArrayList<>();
	private final Dialect dialect;
	/** The context limit in tokens, as the service counts them. */
	volatile long limit;
	volatile int answerLength = 2_000;
	/** The cost of each call, reported as OpenRouter does, or null. */
	volatile Double cost;
	/** When set, a summary request waits for it before answering. */
	volatile CountDownLatch holdSummaries;
	/** Counted down when a summary request arrives. */
	final CountDownLatch summaryAsked = new CountDownLatch(1);

	WindowedModel(Dialect dialect, long limit) {
		this.dialect = dialect;
		this.limit = limit;
	}

	List<Seen> turns() {
		return seen.stream().filter(s -> !s.summary()).toList();
	}

	List<Seen> summaries() {
		return seen.stream().filter(Seen::summary).toList();
	}

	@Override
	public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
		JsonObject body = JsonParser.parseString(request.getBody().utf8()).getAsJsonObject();
		long tokens = tokens(body);
		boolean summary = system(body).startsWith("You compact conversations");
		if (tokens > limit) {
			seen.add(new Seen(summary, tokens, body, true));
			return refusal(tokens);
		}
		seen.add(new Seen(summary, tokens, body, false));
		String answer;
		if (summary) {
			summaryAsked.countDown();
			CountDownLatch hold = holdSummaries;
			if (hold != null) {
				hold.await(AgentHarness.TIMEOUT, TimeUnit.SECONDS);
			}
			answer = summarise(lastUserText(body));
		} else {
			answer = answer(body);
		}
		return dialect == Dialect.OPENAI ? openAi(answer, tokens) : anthropic(answer, tokens);
	}

	/** The request's size: its texts and its tool definitions, plus a few tokens of framing per message. */
	long tokens(JsonObject body) {
		long count = O200K.countTokensOrdinary(texts(body).toString());
		JsonElement tools = body.get("tools");
		if (tools != null) {
			count += O200K.countTokensOrdinary(tools.toString());
		}
		JsonArray messages = body.getAsJsonArray("messages");
		return count + 4L * messages.size() + 3;
	}

	private MockResponse refusal(long tokens) {
		JsonObject error = new JsonObject();
		JsonObject inner = new JsonObject();
		if (dialect == Dialect.OPENAI) {
			inner.addProperty("message", "This model's maximum context length is " + limit + " tokens. However, your messages "
					+ "resulted in " + tokens + " tokens. Please reduce the length of the messages.");
			inner.addProperty("type", "invalid_request_error");
			inner.addProperty("param", "messages");
			inner.addProperty("code", "context_length_exceeded");
		} else {
			error.addProperty("type", "error");
			inner.addProperty("type", "invalid_request_error");
			inner.addProperty("message", "prompt is too long: " + tokens + " tokens > " + limit + " maximum");
		}
		error.add("error", inner);
		return new MockResponse.Builder().code(400).addHeader("Content-Type", "application/json").body(error.toString()).build();
	}

	/** A summary of the facts and the requests in the text to summarise (which holds any earlier summary). */
	private static String summarise(String text) {
		Set<String> facts = new LinkedHashSet<>();
		Matcher fact = WORD.matcher(text);
		while (fact.find()) {
			facts.add("The secret word is " + fact.group(1) + ".");
		}
		long requests = text.lines().filter(line -> line.startsWith("User: ")).count();
		return "The user made " + requests + " requests for long answers. " + String.join(" ", facts);
	}

	private String answer(JsonObject body) {
		String prompt = lastUserText(body);
		if (prompt.contains("What is the secret word?")) {
			Matcher word = WORD.matcher(texts(body).toString());
			String last = null;
			while (word.find()) {
				last = word.group(1);
			}
			return last == null ? "I do not know the secret word." : "The secret word is " + last + ".";
		}
		Random random = new Random(prompt.hashCode());
		StringBuilder answer = new StringBuilder();
		while (answer.length() < answerLength) {
			answer.append(VOCABULARY[random.nextInt(VOCABULARY.length)]).append(' ');
		}
		return answer.substring(0, answerLength);
	}

	private MockResponse openAi(String answer, long tokens) {
		List<String> chunks = new ArrayList<>();
		for (int i = 0; i < answer.length(); i += 500) {
			chunks.add(OpenAiStreams.delta("{\"content\":" + OpenAiStreams.quote(answer.substring(i, Math.min(answer.length(), i + 500))) + "}"));
		}
		chunks.add(OpenAiStreams.finish("stop"));
		chunks.add("{\"choices\":[],\"usage\":{\"prompt_tokens\":" + tokens + ",\"completion_tokens\":"
				+ O200K.countTokensOrdinary(answer) + (cost == null ? "" : ",\"cost\":" + cost) + "}}");
		chunks.add("[DONE]");
		return OpenAiStreams.stream(OpenAiStreams.sse(chunks.toArray(String[]::new)));
	}

	private static MockResponse anthropic(String answer, long tokens) {
		StringBuilder sse = new StringBuilder();
		event(sse, "message_start", "{\"type\":\"message_start\",\"message\":{\"id\":\"msg_1\",\"type\":\"message\",\"role\":"
				+ "\"assistant\",\"content\":[],\"model\":\"claude-test\",\"stop_reason\":null,\"usage\":{\"input_tokens\":" + tokens
				+ ",\"output_tokens\":1}}}");
		event(sse, "content_block_start", "{\"type\":\"content_block_start\",\"index\":0,\"content_block\":{\"type\":\"text\",\"text\":\"\"}}");
		for (int i = 0; i < answer.length(); i += 500) {
			event(sse, "content_block_delta", "{\"type\":\"content_block_delta\",\"index\":0,\"delta\":{\"type\":\"text_delta\",\"text\":"
					+ OpenAiStreams.quote(answer.substring(i, Math.min(answer.length(), i + 500))) + "}}");
		}
		event(sse, "content_block_stop", "{\"type\":\"content_block_stop\",\"index\":0}");
		event(sse, "message_delta", "{\"type\":\"message_delta\",\"delta\":{\"stop_reason\":\"end_turn\"},\"usage\":{\"output_tokens\":"
				+ O200K.countTokensOrdinary(answer) + "}}");
		event(sse, "message_stop", "{\"type\":\"message_stop\"}");
		return OpenAiStreams.stream(sse.toString());
	}

	private static void event(StringBuilder sse, String type, String data) {
		sse.append("event: ").append(type).append("\ndata: ").append(data).append("\n\n");
	}

	/** The system prompt: OpenAI's system message, Anthropic's top-level field (a string or text blocks). */
	private static String system(JsonObject body) {
		if (body.has("system")) {
			StringBuilder text = new StringBuilder();
			content(body.get("system"), text);
			return text.toString();
		}
		JsonArray messages = body.getAsJsonArray("messages");
		JsonObject first = messages.get(0).getAsJsonObject();
		return "system".equals(first.get("role").getAsString()) ? first.get("content").getAsString() : "";
	}

	private static String lastUserText(JsonObject body) {
		JsonArray messages = body.getAsJsonArray("messages");
		for (int i = messages.size() - 1; i >= 0; i--) {
			JsonObject message = messages.get(i).getAsJsonObject();
			if ("user".equals(message.get("role").getAsString())) {
				StringBuilder text = new StringBuilder();
				content(message.get("content"), text);
				return text.toString();
			}
		}
		return "";
	}

	private static StringBuilder texts(JsonObject body) {
		StringBuilder text = new StringBuilder(system(body)).append('\n');
		for (JsonElement message : body.getAsJsonArray("messages")) {
			content(message.getAsJsonObject().get("content"), text);
			JsonElement calls = message.getAsJsonObject().get("tool_calls");
			if (calls != null) {
				text.append(calls).append('\n');
			}
		}
		return text;
	}

	/** The texts of a message's content: a string, or blocks of text, tool uses and tool results. */
	private static void content(JsonElement content, StringBuilder text) {
		if (content == null || content.isJsonNull()) {
			return;
		}
		if (content.isJsonPrimitive()) {
			text.append(content.getAsString()).append('\n');
			return;
		}
		for (JsonElement block : content.getAsJsonArray()) {
			JsonObject part = block.getAsJsonObject();
			if (part.has("text")) {
				text.append(part.get("text").getAsString()).append('\n');
			} else if (part.has("input")) {
				text.append(part.get("input")).append('\n');
			} else if (part.has("content")) {
				content(part.get("content"), text);
			}
		}
	}
}
