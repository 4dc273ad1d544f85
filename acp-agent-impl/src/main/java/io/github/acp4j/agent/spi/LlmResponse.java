package io.github.acp4j.agent.spi;

import java.util.List;

/**
 * What one model call produced, once its stream ended.
 *
 * @param text         the assistant text (also streamed through {@link StreamListener#onText})
 * @param reasoning    the reasoning text, or empty
 * @param reasoningSignature the provider's opaque signature of the reasoning, or null
 * @param toolCalls    the tool calls, assembled from their deltas
 * @param finishReason why the model stopped
 * @param usage        token counts, or null when the provider sent none
 */
public record LlmResponse(String text, String reasoning, String reasoningSignature, List<ToolCallRequest> toolCalls,
		FinishReason finishReason, Usage usage) {

	public LlmResponse {
		toolCalls = List.copyOf(toolCalls);
	}

	/** Why a model stopped generating. */
	public enum FinishReason {
		/** A natural end of the answer. */
		STOP,
		/** The model wants tool results before it goes on. */
		TOOL_CALLS,
		/** The output token limit was reached. */
		LENGTH,
		/** The provider's content filter stopped the answer. */
		CONTENT_FILTER
	}

	/**
	 * Token counts of one call.
	 *
	 * @param inputTokens  the size of the context the call sent, cached tokens included
	 * @param outputTokens the tokens generated
	 * @param cost         what the call cost in US dollars when the provider says so (OpenRouter's
	 *                     {@code usage.cost}), else null
	 */
	public record Usage(long inputTokens, long outputTokens, Double cost) {

		/** Counts without a cost. */
		public Usage(long inputTokens, long outputTokens) {
			this(inputTokens, outputTokens, null);
		}
	}
}
