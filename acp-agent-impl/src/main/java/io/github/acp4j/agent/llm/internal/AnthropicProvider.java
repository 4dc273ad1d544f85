package io.github.acp4j.agent.llm.internal;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.logging.Logger;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.EventStream;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.ProviderSettings;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.spi.StreamingHttpProvider;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.spi.ToolSpec;

/**
 * Anthropic's Messages API: {@code POST {baseUrl}/v1/messages} with {@code stream: true}. System
 * messages become the top-level {@code system}, tool results become {@code tool_result} blocks of
 * a user message (consecutive user turns merged, as the API wants roles to alternate), images
 * become base64 {@code image} blocks. With a thinking budget, extended thinking streams as
 * reasoning and its signed block is sent back with the assistant turn it belongs to. Prompt caching:
 * the last tool, the system prompt and the last block of the conversation carry
 * {@code cache_control: {"type": "ephemeral"}} (three of the four breakpoints the API allows), so
 * that each request reads the tools, the system prompt and the conversation so far from the cache.
 */
public final class AnthropicProvider extends StreamingHttpProvider {

	private static final Logger LOG = Logger.getLogger(AnthropicProvider.class.getName());
	/** Anthropic's own API root. */
	static final String BASE_URL = "https://api.anthropic.com";
	/** The Messages API revision this client speaks. */
	static final String API_VERSION = "2023-06-01";
	/** Output tokens per call, thinking included. */
	static final int MAX_TOKENS = 16_384;

	/** Anthropic's current models, offered besides the configured one. */
	static final List<String> KNOWN_MODELS = List.of("claude-sonnet-4-5", "claude-opus-4-1", "claude-haiku-4-5");

	private final int thinkingBudget;
	private final List<String> known;
	/** Where the API lists its models, or null when it is not asked. */
	private final String models;

	/**
	 * @param settings       the provider's; its base URL is the API root without its version, by default
	 *                       {@value #BASE_URL}
	 * @param thinkingBudget tokens of extended thinking per call, or 0 for none (else at least 1024)
	 * @throws IllegalArgumentException when the base URL is not an http(s) URL
	 */
	public AnthropicProvider(ProviderSettings settings, String defaultModel, int thinkingBudget) {
		this(settings, defaultModel, thinkingBudget, BASE_URL);
	}

	/** @param ownUrl the root of Anthropic's own API, whose known models are offered until its list arrives */
	AnthropicProvider(ProviderSettings settings, String defaultModel, int thinkingBudget, String ownUrl) {
		super(settings, BuiltInProviders.baseUrl(settings, ownUrl).newBuilder().addPathSegments("v1/messages").build()
				.toString(), defaultModel);
		if (thinkingBudget != 0 && (thinkingBudget < 1024 || thinkingBudget >= MAX_TOKENS)) {
			throw new IllegalArgumentException("a thinking budget is 0 or 1024.." + (MAX_TOKENS - 1) + " tokens");
		}
		this.thinkingBudget = thinkingBudget;
		this.known = BuiltInProviders.withDefault(defaultModel(), BuiltInProviders.known(settings, ownUrl, KNOWN_MODELS));
		this.models = BuiltInProviders.asksApi(settings) ? BuiltInProviders.baseUrl(settings, ownUrl).newBuilder()
				.addPathSegments("v1/models").addQueryParameter("limit", "1000").build().toString() : null;
	}

	/** {@code GET {baseUrl}/v1/models?limit=1000}: the most one page of Anthropic's list holds. */
	@Override
	protected String modelsEndpoint() {
		return models;
	}

	@Override
	public List<String> knownModels() {
		return known;
	}

	/**
	 * {@code ANTHROPIC_THINKING_BUDGET}: tokens of extended thinking per call, or 0 when it is unset or
	 * out of range (reported in the log).
	 */
	static int thinkingBudget(ProviderSettings settings) {
		Optional<String> thinking = settings.variable("THINKING_BUDGET");
		if (thinking.isEmpty()) {
			return 0;
		}
		try {
			int budget = Integer.parseInt(thinking.get().strip());
			if (budget >= 1024 && budget < MAX_TOKENS) {
				return budget;
			}
		} catch (NumberFormatException e) {
			// reported below
		}
		LOG.warning(ProviderSettings.prefix(settings.id()) + "_THINKING_BUDGET must be a number of tokens from 1024 to "
				+ (MAX_TOKENS - 1) + "; extended thinking is off");
		return 0;
	}

	@Override
	protected JsonObject body(LlmRequest request) {
		return requestJson(request, thinkingBudget);
	}

	@Override
	protected void headers(Map<String, String> headers, String apiKey) {
		headers.put("anthropic-version", API_VERSION);
		if (apiKey != null) {
			headers.put("x-api-key", apiKey);
		}
	}

	@Override
	protected EventStream events(StreamListener listener) {
		return new AnthropicStream(listener);
	}

	/** The thought levels, as budgets of extended thinking. */
	@Override
	public List<String> thoughtLevels() {
		return List.copyOf(THOUGHT_BUDGETS.keySet());
	}

	/**
	 * Tokens of extended thinking per thought level, least first: the API takes 1,024 at least, and the
	 * highest leaves room for the answer within the 32,000 output tokens of the Claude models that have
	 * the fewest.
	 */
	static final Map<String, Integer> THOUGHT_BUDGETS = thoughtBudgets();
	/** Output tokens kept for the answer beyond a thought level's thinking budget. */
	static final int ANSWER_TOKENS = 8_192;

	private static Map<String, Integer> thoughtBudgets() {
		Map<String, Integer> budgets = new LinkedHashMap<>();
		budgets.put("low", 2_048);
		budgets.put("medium", 8_192);
		budgets.put("high", 16_000);
		return Collections.unmodifiableMap(budgets);
	}

	/**
	 * The request's JSON. Extended thinking: the request's thought level's budget, else
	 * {@code thinkingBudget} (the environment's); {@code max_tokens} stays above the budget, as the API
	 * requires.
	 */
	static JsonObject requestJson(LlmRequest request, int thinkingBudget) {
		if (request.thoughtLevel() != null && THOUGHT_BUDGETS.containsKey(request.thoughtLevel())) {
			thinkingBudget = THOUGHT_BUDGETS.get(request.thoughtLevel());
		}
		JsonObject json = new JsonObject();
		json.addProperty("model", request.model());
		json.addProperty("max_tokens", Math.max(MAX_TOKENS, thinkingBudget + ANSWER_TOKENS));
		json.addProperty("stream", true);
		StringBuilder system = new StringBuilder();
		JsonArray messages = new JsonArray();
		for (ChatMessage message : request.messages()) {
			switch (message.role()) {
			case SYSTEM -> system.append(system.length() > 0 ? "\n\n" : "").append(message.text());
			case ASSISTANT -> messages.add(turn("assistant", assistantBlocks(message)));
			case TOOL -> addUserBlock(messages, toolResult(message));
			case USER -> userBlocks(message).forEach(block -> addUserBlock(messages, block));
			}
		}
		if (system.length() > 0) {
			JsonArray blocks = new JsonArray();
			blocks.add(cached(text(system.toString())));
			json.add("system", blocks);
		}
		cacheLastBlock(messages);
		json.add("messages", messages);
		if (!request.tools().isEmpty()) {
			JsonArray tools = new JsonArray();
			for (ToolSpec spec : request.tools()) {
				JsonObject tool = new JsonObject();
				tool.addProperty("name", spec.name());
				tool.addProperty("description", spec.description());
				tool.add("input_schema", spec.parameters());
				tools.add(tool);
			}
			cached(tools.get(tools.size() - 1).getAsJsonObject());
			json.add("tools", tools);
		}
		if (thinkingBudget > 0) {
			JsonObject thinking = new JsonObject();
			thinking.addProperty("type", "enabled");
			thinking.addProperty("budget_tokens", thinkingBudget);
			json.add("thinking", thinking);
		}
		return json;
	}

	/** Marks the end of a prefix to cache: the block (or tool) and all before it. */
	private static JsonObject cached(JsonObject block) {
		JsonObject control = new JsonObject();
		control.addProperty("type", "ephemeral");
		block.add("cache_control", control);
		return block;
	}

	/**
	 * Marks the conversation's last block, so that the next request reads the whole conversation so
	 * far from the cache; not a thinking block or an empty text (or empty tool result), which the API
	 * refuses to mark.
	 */
	private static void cacheLastBlock(JsonArray messages) {
		if (messages.isEmpty()) {
			return;
		}
		JsonArray content = messages.get(messages.size() - 1).getAsJsonObject().getAsJsonArray("content");
		JsonObject last = content.get(content.size() - 1).getAsJsonObject();
		JsonElement text = last.has("text") ? last.get("text") : last.get("content");
		boolean empty = text != null && text.isJsonPrimitive() && text.getAsString().isEmpty();
		if (!empty && !"thinking".equals(last.get("type").getAsString())) {
			cached(last);
		}
	}

	private static JsonObject turn(String role, JsonArray content) {
		JsonObject turn = new JsonObject();
		turn.addProperty("role", role);
		turn.add("content", content);
		return turn;
	}

	/** Appends to the last user turn, or starts one: roles must alternate. */
	private static void addUserBlock(JsonArray messages, JsonObject block) {
		JsonObject last = messages.isEmpty() ? null : messages.get(messages.size() - 1).getAsJsonObject();
		if (last != null && "user".equals(last.get("role").getAsString())) {
			last.getAsJsonArray("content").add(block);
		} else {
			JsonArray content = new JsonArray();
			content.add(block);
			messages.add(turn("user", content));
		}
	}

	private static List<JsonObject> userBlocks(ChatMessage message) {
		List<JsonObject> blocks = new ArrayList<>();
		for (ChatMessage.Image image : message.images()) {
			JsonObject source = new JsonObject();
			source.addProperty("type", "base64");
			source.addProperty("media_type", image.mimeType());
			source.addProperty("data", image.data());
			JsonObject block = new JsonObject();
			block.addProperty("type", "image");
			block.add("source", source);
			blocks.add(block);
		}
		blocks.add(text(message.text() == null || message.text().isEmpty() ? "(no text)" : message.text()));
		return blocks;
	}

	private static JsonArray assistantBlocks(ChatMessage message) {
		JsonArray blocks = new JsonArray();
		boolean hasReasoning = message.reasoning() != null && !message.reasoning().isEmpty();
		if (hasReasoning && message.reasoningSignature() != null) {
			JsonObject thinking = new JsonObject();
			thinking.addProperty("type", "thinking");
			thinking.addProperty("thinking", message.reasoning());
			thinking.addProperty("signature", message.reasoningSignature());
			blocks.add(thinking);
		}
		if (message.text() != null && !message.text().isEmpty()) {
			blocks.add(text(message.text()));
		}
		for (ToolCallRequest call : message.toolCalls()) {
			JsonObject use = new JsonObject();
			use.addProperty("type", "tool_use");
			use.addProperty("id", call.id());
			use.addProperty("name", call.name());
			use.add("input", input(call.arguments()));
			blocks.add(use);
		}
		if (blocks.isEmpty()) {
			blocks.add(text("(no answer)"));
		}
		return blocks;
	}

	/**
	 * The arguments as the object the API wants. Arguments the model wrote that are not a JSON
	 * object were already answered as an error; an empty object stands in for them here.
	 */
	private static JsonObject input(String arguments) {
		try {
			JsonElement parsed = JsonParser.parseString(arguments == null || arguments.isBlank() ? "{}" : arguments);
			return parsed.isJsonObject() ? parsed.getAsJsonObject() : new JsonObject();
		} catch (JsonParseException e) {
			return new JsonObject();
		}
	}

	private static JsonObject toolResult(ChatMessage message) {
		JsonObject result = new JsonObject();
		result.addProperty("type", "tool_result");
		result.addProperty("tool_use_id", message.toolCallId());
		result.addProperty("content", message.text() == null ? "" : message.text());
		return result;
	}

	private static JsonObject text(String text) {
		JsonObject block = new JsonObject();
		block.addProperty("type", "text");
		block.addProperty("text", text);
		return block;
	}
}
