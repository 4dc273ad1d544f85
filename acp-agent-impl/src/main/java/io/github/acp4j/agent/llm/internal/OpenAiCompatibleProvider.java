package io.github.acp4j.agent.llm.internal;

import java.util.List;
import java.util.Locale;
import java.util.regex.Pattern;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.EventStream;
import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.ProviderSettings;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.spi.StreamingHttpProvider;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.spi.ToolSpec;
import okhttp3.HttpUrl;

/**
 * A Chat Completions client for OpenAI and every server that speaks its API (Ollama, vLLM,
 * LM Studio, OpenRouter, ...): {@code POST {baseUrl}/chat/completions} with {@code stream: true}.
 * OpenAI caches prompt prefixes by itself; to {@code api.openai.com} the request's cache key goes as
 * {@code prompt_cache_key}, so that a session's requests meet the same cache. Other servers are sent
 * no such field: some refuse fields they do not know.
 */
public final class OpenAiCompatibleProvider extends StreamingHttpProvider {

	/** The host that takes {@code prompt_cache_key}. */
	static final String OPENAI_HOST = "api.openai.com";
	/** Model families of OpenAI-compatible lists that are not chat models. */
	private static final Pattern NOT_CHAT = Pattern.compile(
			"embed|whisper|tts|dall-e|gpt-image|moderation|realtime|transcribe|-audio|^davinci|^babbage|^sora", Pattern.CASE_INSENSITIVE);

	private final boolean sendsCacheKey;
	private final List<String> known;
	/** Where the API lists its models, or null when it is not asked. */
	private final String models;

	/**
	 * @param settings       the provider's; its base URL is the API root including its version, e.g.
	 *                       {@code https://api.openai.com/v1}, and its key the bearer token (none for servers without one)
	 * @param defaultBaseUrl the base URL when the settings give none, or null
	 * @throws IllegalArgumentException when there is no http(s) base URL
	 */
	public OpenAiCompatibleProvider(ProviderSettings settings, String defaultBaseUrl, String defaultModel) {
		this(settings, defaultBaseUrl, defaultModel, List.of());
	}

	/**
	 * @param own the models offered besides the default model on the API at {@code defaultBaseUrl},
	 *            when it cannot be asked for its list
	 */
	OpenAiCompatibleProvider(ProviderSettings settings, String defaultBaseUrl, String defaultModel, List<String> own) {
		this(settings, BuiltInProviders.baseUrl(settings, defaultBaseUrl), defaultModel,
				BuiltInProviders.known(settings, defaultBaseUrl, own), BuiltInProviders.asksApi(settings));
	}

	private OpenAiCompatibleProvider(ProviderSettings settings, HttpUrl baseUrl, String defaultModel, List<String> known, boolean asks) {
		super(settings, baseUrl.newBuilder().addPathSegments("chat/completions").build().toString(), defaultModel);
		this.sendsCacheKey = OPENAI_HOST.equals(baseUrl.host());
		this.known = BuiltInProviders.withDefault(defaultModel(), known);
		this.models = asks ? baseUrl.newBuilder().addPathSegments("models").build().toString() : null;
	}

	/** {@code GET {baseUrl}/models}, as OpenAI (and Ollama, vLLM, OpenRouter) answer it. */
	@Override
	protected String modelsEndpoint() {
		return models;
	}

	/**
	 * The listed models that chat: OpenAI's list (and an Ollama's or a vLLM's) also holds embedding,
	 * speech, image, moderation and realtime models, which {@code /chat/completions} refuses, so that
	 * picking one would fail the next turn.
	 */
	@Override
	public List<String> listModels() throws LlmException, InterruptedException {
		return super.listModels().stream().filter(model -> !NOT_CHAT.matcher(model).find()).toList();
	}

	@Override
	public List<String> knownModels() {
		return known;
	}

	@Override
	protected JsonObject body(LlmRequest request) {
		return requestJson(request, sendsCacheKey);
	}

	@Override
	protected EventStream events(StreamListener listener) {
		return new OpenAiStream(listener);
	}

	/** OpenAI's {@code reasoning_effort} values; a model without reasoning refuses the parameter, and the agent then asks without it. */
	@Override
	public List<String> thoughtLevels() {
		return THOUGHT_LEVELS;
	}

	static final List<String> THOUGHT_LEVELS = List.of("low", "medium", "high");

	/** The request's JSON; {@code cacheKey}: whether its cache key goes as {@code prompt_cache_key}. */
	static JsonObject requestJson(LlmRequest request, boolean cacheKey) {
		JsonObject json = new JsonObject();
		json.addProperty("model", request.model());
		if (cacheKey && request.cacheKey() != null) {
			json.addProperty("prompt_cache_key", request.cacheKey());
		}
		json.addProperty("stream", true);
		if (request.thoughtLevel() != null) {
			json.addProperty("reasoning_effort", request.thoughtLevel());
		}
		JsonObject streamOptions = new JsonObject();
		streamOptions.addProperty("include_usage", true);
		json.add("stream_options", streamOptions);
		JsonArray messages = new JsonArray();
		for (ChatMessage message : request.messages()) {
			messages.add(messageJson(message));
		}
		json.add("messages", messages);
		if (!request.tools().isEmpty()) {
			JsonArray tools = new JsonArray();
			for (ToolSpec tool : request.tools()) {
				JsonObject function = new JsonObject();
				function.addProperty("name", tool.name());
				function.addProperty("description", tool.description());
				function.add("parameters", tool.parameters());
				JsonObject wrapper = new JsonObject();
				wrapper.addProperty("type", "function");
				wrapper.add("function", function);
				tools.add(wrapper);
			}
			json.add("tools", tools);
		}
		return json;
	}

	private static JsonObject messageJson(ChatMessage message) {
		JsonObject json = new JsonObject();
		json.addProperty("role", message.role().name().toLowerCase(Locale.ROOT));
		String text = message.text() == null ? "" : message.text();
		if (message.images().isEmpty()) {
			json.addProperty("content", text);
		} else {
			JsonArray parts = new JsonArray();
			JsonObject textPart = new JsonObject();
			textPart.addProperty("type", "text");
			textPart.addProperty("text", text);
			parts.add(textPart);
			for (ChatMessage.Image image : message.images()) {
				JsonObject url = new JsonObject();
				url.addProperty("url", "data:" + image.mimeType() + ";base64," + image.data());
				JsonObject imagePart = new JsonObject();
				imagePart.addProperty("type", "image_url");
				imagePart.add("image_url", url);
				parts.add(imagePart);
			}
			json.add("content", parts);
		}
		if (message.role() == ChatMessage.Role.TOOL) {
			json.addProperty("tool_call_id", message.toolCallId());
		}
		if (!message.toolCalls().isEmpty()) {
			JsonArray calls = new JsonArray();
			for (ToolCallRequest call : message.toolCalls()) {
				JsonObject function = new JsonObject();
				function.addProperty("name", call.name());
				function.addProperty("arguments", call.arguments());
				JsonObject wrapper = new JsonObject();
				wrapper.addProperty("id", call.id());
				wrapper.addProperty("type", "function");
				wrapper.add("function", function);
				calls.add(wrapper);
			}
			json.add("tool_calls", calls);
		}
		return json;
	}
}
