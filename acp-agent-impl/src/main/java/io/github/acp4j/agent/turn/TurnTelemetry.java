package io.github.acp4j.agent.turn;

import java.util.List;
import java.util.Locale;
import java.util.Optional;

import com.google.inject.Inject;
import com.google.inject.Singleton;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.StreamListener;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.ToolKind;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.metrics.DoubleHistogram;
import io.opentelemetry.api.metrics.LongCounter;
import io.opentelemetry.api.metrics.LongHistogram;
import io.opentelemetry.api.metrics.Meter;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;

/**
 * The spans and metrics of the turns, after OpenTelemetry's GenAI conventions: {@code invoke_agent}
 * per turn (session id, stop reason), {@code chat} per model request (model, token usage, time to
 * the first token), {@code execute_tool} per tool call (kind, outcome) with its permission wait,
 * {@code compaction} per compaction of the context (tokens before and after),
 * and the metrics {@code gen_ai.client.token.usage}, {@code gen_ai.client.operation.duration},
 * {@code acp4j.turns}, {@code acp4j.tool_calls} and {@code acp4j.permission.decisions}. What was said (prompts, answers, arguments) is
 * never recorded. Without a bound {@link OpenTelemetry}, every call is a no-op.
 */
@Singleton
final class TurnTelemetry {

	private static final String AGENT = "acp4j";
	private static final AttributeKey<String> OPERATION = AttributeKey.stringKey("gen_ai.operation.name");
	private static final AttributeKey<String> AGENT_NAME = AttributeKey.stringKey("gen_ai.agent.name");
	private static final AttributeKey<String> CONVERSATION = AttributeKey.stringKey("gen_ai.conversation.id");
	private static final AttributeKey<String> PROVIDER = AttributeKey.stringKey("gen_ai.provider.name");
	private static final AttributeKey<String> MODEL = AttributeKey.stringKey("gen_ai.request.model");
	private static final AttributeKey<List<String>> FINISH_REASONS = AttributeKey.stringArrayKey("gen_ai.response.finish_reasons");
	private static final AttributeKey<Long> INPUT_TOKENS = AttributeKey.longKey("gen_ai.usage.input_tokens");
	private static final AttributeKey<Long> OUTPUT_TOKENS = AttributeKey.longKey("gen_ai.usage.output_tokens");
	private static final AttributeKey<Double> FIRST_CHUNK = AttributeKey.doubleKey("gen_ai.response.time_to_first_chunk");
	private static final AttributeKey<String> TOKEN_TYPE = AttributeKey.stringKey("gen_ai.token.type");
	private static final AttributeKey<String> TOOL_NAME = AttributeKey.stringKey("gen_ai.tool.name");
	private static final AttributeKey<String> TOOL_CALL_ID = AttributeKey.stringKey("gen_ai.tool.call.id");
	private static final AttributeKey<String> TOOL_TYPE = AttributeKey.stringKey("gen_ai.tool.type");
	private static final AttributeKey<String> TOOL_KIND = AttributeKey.stringKey("acp.tool_call.kind");
	private static final AttributeKey<String> OUTCOME = AttributeKey.stringKey("acp.outcome");
	private static final AttributeKey<String> STOP_REASON = AttributeKey.stringKey("acp.stop_reason");
	private static final AttributeKey<String> ERROR_TYPE = AttributeKey.stringKey("error.type");
	private static final AttributeKey<String> COMPACTION_TRIGGER = AttributeKey.stringKey("acp.compaction.trigger");
	private static final AttributeKey<Long> COMPACTION_MESSAGES = AttributeKey.longKey("acp.compaction.messages");
	private static final AttributeKey<Long> TOKENS_BEFORE = AttributeKey.longKey("acp.compaction.tokens_before");
	private static final AttributeKey<Long> TOKENS_AFTER = AttributeKey.longKey("acp.compaction.tokens_after");

	private final Tracer tracer;
	private final LongHistogram tokens;
	private final DoubleHistogram durations;
	private final LongCounter turns;
	private final LongCounter toolCalls;
	private final LongCounter permissions;

	@Inject
	TurnTelemetry(Optional<OpenTelemetry> telemetry) {
		OpenTelemetry openTelemetry = telemetry.orElse(OpenTelemetry.noop());
		tracer = openTelemetry.getTracer("io.github.acp4j.agent");
		Meter meter = openTelemetry.getMeter("io.github.acp4j.agent");
		tokens = meter.histogramBuilder("gen_ai.client.token.usage").ofLongs().setUnit("{token}")
				.setDescription("Tokens of each model request, by type (input, output)").build();
		durations = meter.histogramBuilder("gen_ai.client.operation.duration").setUnit("s")
				.setDescription("How long each model request and each turn took").build();
		turns = meter.counterBuilder("acp4j.turns").setUnit("{turn}").setDescription("Turns ended, by stop reason").build();
		toolCalls = meter.counterBuilder("acp4j.tool_calls").setUnit("{call}").setDescription("Tool calls ended, by outcome").build();
		permissions = meter.counterBuilder("acp4j.permission.decisions").setUnit("{decision}")
				.setDescription("Permission checks of tool calls, by outcome (allowed, denied)").build();
	}

	/** A turn's span, a child of {@code parent} (the {@code session/prompt} request's). */
	Span turnStarted(Context parent, String sessionId, String provider, String model) {
		return tracer.spanBuilder("invoke_agent " + AGENT).setParent(parent).setSpanKind(SpanKind.INTERNAL)
				.setAttribute(OPERATION, "invoke_agent").setAttribute(AGENT_NAME, AGENT).setAttribute(CONVERSATION, sessionId)
				.setAttribute(PROVIDER, provider).setAttribute(MODEL, model).startSpan();
	}

	/** The turn ended for {@code stopReason}, or failed with {@code error} (one of them null). */
	void turnEnded(Span span, long startNanos, StopReason stopReason, Throwable error) {
		String reason = stopReason != null ? stopReason.value() : "error";
		span.setAttribute(STOP_REASON, reason);
		if (error != null) {
			span.setAttribute(ERROR_TYPE, error.getClass().getSimpleName());
			span.setStatus(StatusCode.ERROR);
		}
		span.end();
		Attributes attributes = Attributes.of(OPERATION, "invoke_agent", STOP_REASON, reason);
		turns.add(1, attributes);
		durations.record(seconds(startNanos), attributes);
	}

	/**
	 * Streams {@code request} from {@code provider} in a {@code chat} span, a child of the current one
	 * (the turn's or its compaction's), noting when the first token came.
	 */
	LlmResponse chat(LlmProvider provider, LlmRequest request, StreamListener listener, Cancellation cancellation)
			throws LlmException, InterruptedException {
		String providerId = provider.id();
		String model = request.model();
		long sent = System.nanoTime();
		Span span = tracer.spanBuilder("chat " + model).setSpanKind(SpanKind.CLIENT).setAttribute(OPERATION, "chat")
				.setAttribute(PROVIDER, providerId).setAttribute(MODEL, model).startSpan();
		StreamListener timed = new StreamListener() {
			private boolean first = true;

			private void token() {
				if (first) {
					first = false;
					span.setAttribute(FIRST_CHUNK, seconds(sent));
				}
			}

			@Override
			public void onText(String delta) {
				token();
				listener.onText(delta);
			}

			@Override
			public void onReasoning(String delta) {
				token();
				listener.onReasoning(delta);
			}
		};
		LlmResponse response;
		try (Scope scope = span.makeCurrent()) {
			response = provider.stream(request, timed, cancellation);
		} catch (LlmException | InterruptedException | RuntimeException e) {
			chatEnded(span, sent, providerId, model, null, e);
			throw e;
		}
		chatEnded(span, sent, providerId, model, response, null);
		return response;
	}

	/** The model answered with {@code response}, or failed with {@code error} (one of them null). */
	private void chatEnded(Span span, long startNanos, String provider, String model, LlmResponse response, Throwable error) {
		Attributes attributes = Attributes.of(OPERATION, "chat", PROVIDER, provider, MODEL, model);
		if (response != null) {
			span.setAttribute(FINISH_REASONS, List.of(response.finishReason().name().toLowerCase(Locale.ROOT)));
			if (response.usage() != null) {
				span.setAttribute(INPUT_TOKENS, response.usage().inputTokens());
				span.setAttribute(OUTPUT_TOKENS, response.usage().outputTokens());
				tokens.record(response.usage().inputTokens(), attributes.toBuilder().put(TOKEN_TYPE, "input").build());
				tokens.record(response.usage().outputTokens(), attributes.toBuilder().put(TOKEN_TYPE, "output").build());
			}
		} else {
			attributes = attributes.toBuilder().put(ERROR_TYPE, error.getClass().getSimpleName()).build();
			span.setAttribute(ERROR_TYPE, error.getClass().getSimpleName());
			span.setStatus(StatusCode.ERROR);
		}
		span.end();
		durations.record(seconds(startNanos), attributes);
	}

	/**
	 * A compaction's span, a child of the current one (the turn's): {@code trigger} says why
	 * ({@code threshold}, {@code refused}, {@code requested}); its summarising requests are
	 * {@code chat} spans under it.
	 */
	Span compactionStarted(String trigger, int messages, long tokensBefore) {
		return tracer.spanBuilder("compaction").setSpanKind(SpanKind.INTERNAL).setAttribute(COMPACTION_TRIGGER, trigger)
				.setAttribute(COMPACTION_MESSAGES, messages).setAttribute(TOKENS_BEFORE, tokensBefore).startSpan();
	}

	/** The compaction left about {@code tokensAfter} tokens, or failed with {@code error} (then tokensAfter is ignored). */
	void compactionEnded(Span span, long tokensAfter, Throwable error) {
		if (error == null) {
			span.setAttribute(TOKENS_AFTER, tokensAfter);
		} else {
			span.setAttribute(ERROR_TYPE, error.getClass().getSimpleName());
			span.setStatus(StatusCode.ERROR);
		}
		span.end();
	}

	/** A tool call's span, a child of the current one (the turn's). */
	Span toolStarted(String name, String callId, ToolKind kind) {
		return tracer.spanBuilder("execute_tool " + name).setSpanKind(SpanKind.INTERNAL).setAttribute(OPERATION, "execute_tool")
				.setAttribute(TOOL_NAME, name).setAttribute(TOOL_CALL_ID, callId).setAttribute(TOOL_TYPE, "function")
				.setAttribute(TOOL_KIND, (kind == null ? ToolKind.OTHER : kind).value()).startSpan();
	}

	/** The call ended: {@code completed}, {@code failed}, {@code denied} or {@code cancelled}. */
	void toolEnded(Span span, String outcome) {
		span.setAttribute(OUTCOME, outcome);
		if (outcome.equals("failed")) {
			span.setStatus(StatusCode.ERROR);
		}
		span.end();
		toolCalls.add(1, Attributes.of(OUTCOME, outcome));
	}

	/** The wait for the user's permission, a child of the current span (the tool call's). */
	Span permissionStarted() {
		return tracer.spanBuilder("request_permission").setSpanKind(SpanKind.INTERNAL).startSpan();
	}

	/**
	 * The user (or the rules) decided, {@code allowed} or {@code denied}, or the wait ended without a
	 * decision: {@code cancelled} (the turn's cancel) or {@code failed}.
	 */
	void permissionEnded(Span span, String outcome) {
		span.setAttribute(OUTCOME, outcome);
		span.end();
		permissions.add(1, Attributes.of(OUTCOME, outcome));
	}

	private static double seconds(long startNanos) {
		return (System.nanoTime() - startNanos) / 1e9;
	}
}
