package io.github.acp4j.agent.telemetry;

import java.io.IOException;

import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Context;
import okhttp3.Interceptor;
import okhttp3.Request;
import okhttp3.Response;

/**
 * Sends the W3C trace context of the span current where a call is made ({@code traceparent},
 * {@code tracestate}) with each request of the agent's HTTP client when an OpenTelemetry is bound, so
 * that a model provider's and an MCP server's spans join the turn's trace. Without a current span, a
 * request is left as it is. {@code web_fetch}'s client leaves it out: a page the model fetches learns
 * nothing of the trace.
 */
public final class TraceHeaders implements Interceptor {

	/** The one instance: it holds nothing. */
	public static final TraceHeaders INSTANCE = new TraceHeaders();

	private TraceHeaders() {
	}

	@Override
	public Response intercept(Chain chain) throws IOException {
		Context context = Context.current();
		if (!Span.fromContext(context).getSpanContext().isValid()) {
			return chain.proceed(chain.request());
		}
		Request.Builder request = chain.request().newBuilder();
		W3CTraceContextPropagator.getInstance().inject(context, request, Request.Builder::header);
		return chain.proceed(request.build());
	}
}
