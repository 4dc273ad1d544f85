package io.github.acp4j.agent.llm.internal;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.EventStream;
import io.github.acp4j.agent.spi.LlmResponse.FinishReason;
import io.github.acp4j.agent.spi.LlmResponse.Usage;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.agent.spi.ToolCallRequest;

/**
 * Assembles one Messages API stream: {@code text_delta} and {@code thinking_delta} go to the
 * listener as they come, the thinking block's {@code signature} is kept to be sent back, tool uses
 * are put together from their {@code input_json_delta} pieces, and usage is taken from
 * {@code message_start} and {@code message_delta}. A stream is complete once it sent
 * {@code message_stop}; an {@code error} event (such as {@code overloaded_error}) fails it.
 */
final class AnthropicStream extends EventStream {

	private static final class ToolUse {
		String id;
		String name;
		final StringBuilder input = new StringBuilder();
	}

	private final StringBuilder text = new StringBuilder();
	private final StringBuilder thinking = new StringBuilder();
	private final Map<Integer, ToolUse> toolUses = new TreeMap<>();
	private String signature;
	private FinishReason finishReason;
	private long inputTokens;
	private long outputTokens;
	private boolean usage;
	private boolean stopped;

	AnthropicStream(StreamListener listener) {
		super(listener);
	}

	@Override
	protected void read(String type, String data) {
		JsonObject event = object(data);
		String kind = type != null ? type : string(event, "type");
		if (kind == null) {
			throw new MalformedStreamException("stream event without a type");
		}
		switch (kind) {
		case "message_start" -> {
			JsonObject message = event.getAsJsonObject("message");
			if (message != null) {
				readUsage(message.get("usage"));
			}
		}
		case "content_block_start" -> start(index(event), event.getAsJsonObject("content_block"));
		case "content_block_delta" -> delta(index(event), event.getAsJsonObject("delta"));
		case "message_delta" -> {
			JsonObject delta = event.getAsJsonObject("delta");
			String stop = delta == null ? null : string(delta, "stop_reason");
			if (stop != null) {
				finishReason = finishReason(stop);
			}
			readUsage(event.get("usage"));
		}
		case "message_stop" -> stopped = true;
		case "error" -> {
			JsonObject error = event.getAsJsonObject("error");
			String what = error == null ? null : string(error, "type");
			reportedError(what == null ? "an error" : what);
		}
		default -> {
			// ping, content_block_stop and events added later carry nothing to keep
		}
		}
	}

	private static int index(JsonObject event) {
		JsonElement index = event.get("index");
		if (index == null || !index.isJsonPrimitive()) {
			throw new MalformedStreamException("content block event without an index");
		}
		return index.getAsInt();
	}

	private void start(int index, JsonObject block) {
		if (block != null && "tool_use".equals(string(block, "type"))) {
			ToolUse use = toolUses.computeIfAbsent(index, i -> new ToolUse());
			use.id = string(block, "id");
			use.name = string(block, "name");
			toolCallStarted();
		}
	}

	private void delta(int index, JsonObject delta) {
		if (delta == null) {
			throw new MalformedStreamException("content_block_delta without a delta");
		}
		String kind = string(delta, "type");
		if ("text_delta".equals(kind)) {
			String piece = string(delta, "text");
			if (piece != null && !piece.isEmpty()) {
				text.append(piece);
				text(piece);
			}
		} else if ("thinking_delta".equals(kind)) {
			String piece = string(delta, "thinking");
			if (piece != null && !piece.isEmpty()) {
				thinking.append(piece);
				reasoning(piece);
			}
		} else if ("signature_delta".equals(kind)) {
			signature = string(delta, "signature");
		} else if ("input_json_delta".equals(kind)) {
			ToolUse use = toolUses.get(index);
			if (use == null) {
				throw new MalformedStreamException("input_json_delta for a block that is no tool_use");
			}
			String piece = string(delta, "partial_json");
			if (piece != null) {
				use.input.append(piece);
			}
		}
	}

	/** Input tokens are the uncached ones; the tokens read from or written to the prompt cache are in context too. */
	private void readUsage(JsonElement element) {
		if (element == null || !element.isJsonObject()) {
			return;
		}
		JsonObject counts = element.getAsJsonObject();
		if (counts.has("input_tokens")) {
			inputTokens = counts.get("input_tokens").getAsLong() + count(counts, "cache_creation_input_tokens")
					+ count(counts, "cache_read_input_tokens");
			usage = true;
		}
		if (counts.has("output_tokens")) {
			outputTokens = counts.get("output_tokens").getAsLong();
			usage = true;
		}
	}

	private static long count(JsonObject counts, String member) {
		JsonElement value = counts.get(member);
		return value != null && value.isJsonPrimitive() ? value.getAsLong() : 0;
	}

	@Override
	protected boolean ended() {
		return stopped;
	}

	@Override
	protected LlmResponse response() {
		List<ToolCallRequest> calls = new ArrayList<>();
		for (Map.Entry<Integer, ToolUse> entry : toolUses.entrySet()) {
			ToolUse use = entry.getValue();
			String input = use.input.length() == 0 ? "{}" : use.input.toString();
			calls.add(ToolCallRequest.of(use.id != null ? use.id : "toolu_" + entry.getKey(), use.name == null ? "" : use.name, input));
		}
		FinishReason reason = finishReason != null ? finishReason : calls.isEmpty() ? FinishReason.STOP : FinishReason.TOOL_CALLS;
		// Thinking without its signature cannot be sent back; it is shown, not kept for the model.
		return LlmResponse.builder(reason).text(text.toString()).reasoning(thinking.toString()).reasoningSignature(signature)
				.toolCalls(calls).usage(usage ? Usage.of(inputTokens, outputTokens) : null).build();
	}

	private static FinishReason finishReason(String value) {
		switch (value) {
		case "max_tokens":
			return FinishReason.LENGTH;
		case "refusal":
			return FinishReason.CONTENT_FILTER;
		case "tool_use":
			return FinishReason.TOOL_CALLS;
		default:
			return FinishReason.STOP;
		}
	}
}
