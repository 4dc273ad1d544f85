package io.github.acp4j.agent.llm.internal;

import java.io.IOException;
import java.time.Instant;
import java.util.List;
import java.util.Locale;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.Cancellation;
import io.github.acp4j.agent.llm.ChatMessage;
import io.github.acp4j.agent.llm.LlmException;
import io.github.acp4j.agent.llm.LlmProvider;
import io.github.acp4j.agent.llm.LlmRequest;
import io.github.acp4j.agent.llm.LlmResponse;
import io.github.acp4j.agent.llm.StreamListener;
import io.github.acp4j.agent.llm.ToolCallRequest;
import io.github.acp4j.agent.llm.ToolSpec;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import okhttp3.Call;
import okhttp3.HttpUrl;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.sse.EventSources;

/**
 * A Chat Completions client for OpenAI and every server that speaks its API (Ollama, vLLM,
 * LM Studio, OpenRouter, ...): {@code POST {baseUrl}/chat/completions} with {@code stream: true}.
 */
public final class OpenAiCompatibleProvider implements LlmProvider {

	private static final MediaType JSON = MediaType.get("application/json");
	private static final int MAX_ERROR_BODY = 4096;

	private final String id;
	private final HttpUrl endpoint;
	private final String apiKey;
	private final String defaultModel;
	private final OkHttpClient http;
	private final RetryPolicy retry;

	/**
	 * @param baseUrl the API root including its version, e.g. {@code https://api.openai.com/v1}
	 * @param apiKey  the bearer token, or null for servers without one
	 */
	public OpenAiCompatibleProvider(String id, HttpUrl baseUrl, String apiKey, String defaultModel, OkHttpClient http,
			RetryPolicy retry) {
		this.id = id;
		this.endpoint = baseUrl.newBuilder().addPathSegments("chat/completions").build();
		this.apiKey = apiKey;
		this.defaultModel = defaultModel;
		this.http = http;
		this.retry = retry;
	}

	@Override
	public String id() {
		return id;
	}

	@Override
	public String defaultModel() {
		return defaultModel;
	}

	@Override
	public LlmResponse stream(LlmRequest request, StreamListener listener, Cancellation cancellation)
			throws LlmException, InterruptedException {
		RequestBody body = RequestBody.create(requestJson(request).toString(), JSON);
		for (int attempt = 0;; attempt++) {
			cancellation.throwIfCancelled();
			Request.Builder httpRequest = new Request.Builder().url(endpoint).post(body).header("Accept", "text/event-stream");
			if (apiKey != null && !apiKey.isEmpty()) {
				httpRequest.header("Authorization", "Bearer " + apiKey);
			}
			Call call = http.newCall(httpRequest.build());
			String retryAfter = null;
			LlmException failure;
			try (Cancellation.Registration stop = cancellation.onCancel(call::cancel); Response response = call.execute()) {
				if (!response.isSuccessful()) {
					retryAfter = response.header("Retry-After");
					failure = new LlmException(id, response.code(), id + " returned HTTP " + response.code() + errorDetail(response));
					if (!RetryPolicy.isRetryable(response.code())) {
						throw failure;
					}
				} else {
					OpenAiStream stream = new OpenAiStream(listener);
					EventSources.processResponse(response, stream);
					cancellation.throwIfCancelled();
					if (stream.malformed() != null) {
						throw new LlmException(id, response.code(), id + " sent a malformed stream: " + stream.malformed());
					}
					if (stream.complete()) {
						return stream.response();
					}
					failure = new LlmException(id, response.code(), id + " stream ended before the response was complete"
							+ (stream.failure() != null ? " (" + describe(stream.failure()) + ")" : ""));
					if (stream.emitted()) {
						// Part of the answer already reached the user: a retry would repeat it.
						throw failure;
					}
				}
			} catch (IOException e) {
				cancellation.throwIfCancelled();
				failure = new LlmException(id, 0, id + " request failed: " + describe(e));
			}
			if (attempt >= retry.maxRetries()) {
				throw failure;
			}
			cancellation.sleep(retry.delay(attempt, retryAfter, Instant.now()).toMillis());
		}
	}

	private String describe(Throwable t) {
		return t.getMessage() == null ? t.getClass().getSimpleName()
				: JsonRpcErrors.oneLine(Secrets.redact(t.getMessage(), List.of(apiKey == null ? "" : apiKey)));
	}

	/** ": " and the provider's own error message, without credentials, or nothing. */
	private String errorDetail(Response response) {
		try {
			String text = response.peekBody(MAX_ERROR_BODY).string();
			String message = text;
			try {
				JsonElement json = JsonParser.parseString(text);
				if (json.isJsonObject() && json.getAsJsonObject().get("error") instanceof JsonObject) {
					JsonElement inner = json.getAsJsonObject().getAsJsonObject("error").get("message");
					message = inner != null && inner.isJsonPrimitive() ? inner.getAsString() : text;
				}
			} catch (RuntimeException notJson) {
				// the raw text is the detail
			}
			message = JsonRpcErrors.oneLine(Secrets.redact(message, List.of(apiKey == null ? "" : apiKey)));
			return message.isEmpty() ? "" : ": " + (message.length() > 200 ? message.substring(0, 197) + "..." : message);
		} catch (IOException | RuntimeException e) {
			return "";
		}
	}

	static JsonObject requestJson(LlmRequest request) {
		JsonObject json = new JsonObject();
		json.addProperty("model", request.model());
		json.addProperty("stream", true);
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
