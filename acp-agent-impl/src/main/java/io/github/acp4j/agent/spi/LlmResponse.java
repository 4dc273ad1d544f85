package io.github.acp4j.agent.spi;

import java.util.List;
import java.util.Objects;

/**
 * What one model call produced, once its stream ended.
 *
 * <p>Create it with {@link #text(String)}, {@link #toolCalls(List)}, {@link #of} or {@link #builder}: the canonical
 * constructor gains a parameter whenever a response carries something new.
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

	/** An answer of text alone that ended naturally ({@link FinishReason#STOP}), without usage. */
	public static LlmResponse text(String text) {
		return builder(FinishReason.STOP).text(text).build();
	}

	/** Tool calls alone ({@link FinishReason#TOOL_CALLS}), without text or usage. */
	public static LlmResponse toolCalls(List<ToolCallRequest> toolCalls) {
		return builder(FinishReason.TOOL_CALLS).toolCalls(toolCalls).build();
	}

	/** A response that ended for {@code finishReason}, with empty text and reasoning, no calls and no usage. */
	public static LlmResponse of(FinishReason finishReason) {
		return builder(finishReason).build();
	}

	/** A response that ended for {@code finishReason}: empty text and reasoning, no calls, no usage until set. */
	public static Builder builder(FinishReason finishReason) {
		return new Builder(finishReason);
	}

	/** A builder with this response's values. */
	public Builder toBuilder() {
		return builder(finishReason).text(text).reasoning(reasoning).reasoningSignature(reasoningSignature).toolCalls(toolCalls)
				.usage(usage);
	}

	/** Builds an {@link LlmResponse} one component at a time. */
	public static final class Builder {
		private FinishReason finishReason;
		private String text = "";
		private String reasoning = "";
		private String reasoningSignature;
		private List<ToolCallRequest> toolCalls = List.of();
		private Usage usage;

		private Builder(FinishReason finishReason) {
			this.finishReason = finishReason;
		}

		/** Why the model stopped. */
		public Builder finishReason(FinishReason finishReason) {
			this.finishReason = finishReason;
			return this;
		}

		/** The assistant text. */
		public Builder text(String text) {
			this.text = text;
			return this;
		}

		/** The reasoning text. */
		public Builder reasoning(String reasoning) {
			this.reasoning = reasoning;
			return this;
		}

		/** The provider's opaque signature of the reasoning. */
		public Builder reasoningSignature(String reasoningSignature) {
			this.reasoningSignature = reasoningSignature;
			return this;
		}

		/** The tool calls. */
		public Builder toolCalls(List<ToolCallRequest> toolCalls) {
			this.toolCalls = Objects.requireNonNull(toolCalls, "toolCalls");
			return this;
		}

		/** The token counts. */
		public Builder usage(Usage usage) {
			this.usage = usage;
			return this;
		}

		/** A new {@link LlmResponse}. */
		public LlmResponse build() {
			return new LlmResponse(text, reasoning, reasoningSignature, toolCalls, finishReason, usage);
		}
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
		public static Usage of(long inputTokens, long outputTokens) {
			return builder(inputTokens, outputTokens).build();
		}

		/** A builder with the counts; no cost until set. */
		public static Builder builder(long inputTokens, long outputTokens) {
			return new Builder(inputTokens, outputTokens);
		}

		/** A builder with these counts' values. */
		public Builder toBuilder() {
			return builder(inputTokens, outputTokens).cost(cost);
		}

		/** Builds a {@link Usage} one component at a time. */
		public static final class Builder {
			private long inputTokens;
			private long outputTokens;
			private Double cost;

			private Builder(long inputTokens, long outputTokens) {
				this.inputTokens = inputTokens;
				this.outputTokens = outputTokens;
			}

			/** The size of the context the call sent. */
			public Builder inputTokens(long inputTokens) {
				this.inputTokens = inputTokens;
				return this;
			}

			/** The tokens generated. */
			public Builder outputTokens(long outputTokens) {
				this.outputTokens = outputTokens;
				return this;
			}

			/** What the call cost in US dollars. */
			public Builder cost(Double cost) {
				this.cost = cost;
				return this;
			}

			/** A new {@link Usage}. */
			public Usage build() {
				return new Usage(inputTokens, outputTokens, cost);
			}
		}
	}
}
