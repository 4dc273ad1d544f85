package io.github.acp4j.agent.llm.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.EventStream;
import io.github.acp4j.agent.spi.LlmResponse.FinishReason;
import io.github.acp4j.agent.spi.LlmResponse.Usage;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.spi.ToolCallRequest;

/**
 * Assembles one Chat Completions stream: text and {@code reasoning_content} deltas go to the
 * listener as they come, tool calls are put together from their indexed fragments, and the last
 * chunk's {@code usage} is kept. A stream is complete once it sent {@code [DONE]} or a finish
 * reason; anything else is a cut stream.
 */
final class OpenAiStream extends EventStream {

	private static final class PartialToolCall {
		String id;
		String name;
		final StringBuilder arguments = new StringBuilder();
	}

	private final StringBuilder text = new StringBuilder();
	private final StringBuilder reasoning = new StringBuilder();
	private final Map<Integer, PartialToolCall> toolCalls = new TreeMap<>();
	private FinishReason finishReason;
	private Usage usage;
	private boolean done;

	OpenAiStream(StreamListener listener) {
		super(listener);
	}

	@Override
	protected void read(String type, String data) {
		if ("[DONE]".equals(data.strip())) {
			done = true;
			return;
		}
		JsonObject chunk = object(data);
		if (chunk.has("error")) {
			throw new MalformedStreamException("stream reported an error");
		}
		readUsage(chunk.get("usage"));
		JsonElement choices = chunk.get("choices");
		if (choices != null && choices.isJsonArray()) {
			for (JsonElement choice : choices.getAsJsonArray()) {
				if (choice.isJsonObject()) {
					readChoice(choice.getAsJsonObject());
				}
			}
		}
	}

	private void readChoice(JsonObject choice) {
		JsonElement delta = choice.get("delta");
		if (delta != null && delta.isJsonObject()) {
			JsonObject d = delta.getAsJsonObject();
			String reasoningDelta = string(d, "reasoning_content");
			if (reasoningDelta == null) {
				reasoningDelta = string(d, "reasoning");
			}
			if (reasoningDelta != null && !reasoningDelta.isEmpty()) {
				reasoning.append(reasoningDelta);
				reasoning(reasoningDelta);
			}
			String textDelta = string(d, "content");
			if (textDelta != null && !textDelta.isEmpty()) {
				text.append(textDelta);
				text(textDelta);
			}
			JsonElement calls = d.get("tool_calls");
			if (calls != null && calls.isJsonArray()) {
				readToolCalls(calls.getAsJsonArray());
			}
		}
		String finish = string(choice, "finish_reason");
		if (finish != null) {
			finishReason = finishReason(finish);
		}
	}

	private void readToolCalls(JsonArray calls) {
		for (JsonElement element : calls) {
			if (!element.isJsonObject()) {
				continue;
			}
			JsonObject call = element.getAsJsonObject();
			int index = call.has("index") ? call.get("index").getAsInt() : toolCalls.size();
			PartialToolCall partial = toolCalls.computeIfAbsent(index, i -> new PartialToolCall());
			toolCallStarted();
			String id = string(call, "id");
			if (id != null && !id.isEmpty()) {
				partial.id = id;
			}
			JsonElement function = call.get("function");
			if (function != null && function.isJsonObject()) {
				String name = string(function.getAsJsonObject(), "name");
				if (name != null && !name.isEmpty()) {
					partial.name = name;
				}
				String arguments = string(function.getAsJsonObject(), "arguments");
				if (arguments != null) {
					partial.arguments.append(arguments);
				}
			}
		}
	}

	private void readUsage(JsonElement element) {
		if (element == null || !element.isJsonObject()) {
			return;
		}
		JsonObject u = element.getAsJsonObject();
		long input = u.has("prompt_tokens") ? u.get("prompt_tokens").getAsLong() : 0;
		long output = u.has("completion_tokens") ? u.get("completion_tokens").getAsLong() : 0;
		JsonElement cost = u.get("cost");
		usage = Usage.builder(input, output)
				.cost(cost != null && cost.isJsonPrimitive() && cost.getAsJsonPrimitive().isNumber() ? cost.getAsDouble() : null)
				.build();
	}

	@Override
	protected boolean ended() {
		return done || finishReason != null;
	}

	@Override
	protected LlmResponse response() {
		List<ToolCallRequest> calls = new ArrayList<>();
		for (Map.Entry<Integer, PartialToolCall> entry : toolCalls.entrySet()) {
			PartialToolCall call = entry.getValue();
			String id = call.id != null ? call.id : "call_" + entry.getKey();
			calls.add(ToolCallRequest.of(id, call.name == null ? "" : call.name, call.arguments.toString()));
		}
		FinishReason reason = finishReason != null ? finishReason : calls.isEmpty() ? FinishReason.STOP : FinishReason.TOOL_CALLS;
		if (reason == FinishReason.STOP && !calls.isEmpty()) {
			reason = FinishReason.TOOL_CALLS;
		}
		return LlmResponse.builder(reason).text(text.toString()).reasoning(reasoning.toString()).toolCalls(calls).usage(usage).build();
	}

	private static FinishReason finishReason(String value) {
		switch (value) {
		case "length":
			return FinishReason.LENGTH;
		case "content_filter":
			return FinishReason.CONTENT_FILTER;
		case "tool_calls":
		case "function_call":
			return FinishReason.TOOL_CALLS;
		default:
			return FinishReason.STOP;
		}
	}
}
