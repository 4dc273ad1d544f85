package io.github.acp4j.agent.mcp.internal;

import java.util.concurrent.CancellationException;
import java.util.concurrent.TimeoutException;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.common.Attributes;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.propagation.TextMapPropagator;
import okhttp3.HttpUrl;

/**
 * The spans of one MCP server's tool calls, after OpenTelemetry's MCP conventions: a {@code CLIENT}
 * span {@code tools/call TOOL} per call, from the request to its answer, whose context the request
 * carries in {@code params._meta} ({@code traceparent}, {@code tracestate}), over every transport.
 * The arguments and the result are not recorded.
 */
final class McpTracing {

	private static final AttributeKey<String> METHOD = AttributeKey.stringKey("mcp.method.name");
	private static final AttributeKey<String> TOOL_NAME = AttributeKey.stringKey("gen_ai.tool.name");
	private static final AttributeKey<String> OPERATION = AttributeKey.stringKey("gen_ai.operation.name");
	private static final AttributeKey<String> PROTOCOL_VERSION = AttributeKey.stringKey("mcp.protocol.version");
	private static final AttributeKey<String> TRANSPORT = AttributeKey.stringKey("network.transport");
	private static final AttributeKey<String> PROTOCOL_NAME = AttributeKey.stringKey("network.protocol.name");
	private static final AttributeKey<String> ADDRESS = AttributeKey.stringKey("server.address");
	private static final AttributeKey<Long> PORT = AttributeKey.longKey("server.port");
	private static final AttributeKey<String> ERROR_TYPE = AttributeKey.stringKey("error.type");
	private static final AttributeKey<String> STATUS_CODE = AttributeKey.stringKey("rpc.response.status_code");
	private static final String CALL = "tools/call";

	private final Tracer tracer;
	private final TextMapPropagator propagator;
	/** What the server's every span has: its transport and, over HTTP, its address. */
	private final Attributes server;

	private McpTracing(OpenTelemetry openTelemetry, Attributes server) {
		this.tracer = openTelemetry.getTracer("io.github.acp4j.agent");
		this.propagator = openTelemetry.getPropagators().getTextMapPropagator();
		this.server = server;
	}

	/** The spans of a server run as a child process (stdio is a pipe). */
	static McpTracing stdio(OpenTelemetry openTelemetry) {
		return new McpTracing(openTelemetry, Attributes.of(TRANSPORT, "pipe"));
	}

	/** The spans of a server reached at {@code url}. */
	static McpTracing http(OpenTelemetry openTelemetry, HttpUrl url) {
		return new McpTracing(openTelemetry, Attributes.builder().put(TRANSPORT, "tcp").put(PROTOCOL_NAME, "http")
				.put(ADDRESS, url.host()).put(PORT, (long) url.port()).build());
	}

	/**
	 * A call's span, a child of the current one (its {@code execute_tool}), with its context put in
	 * {@code params._meta}; {@code protocolVersion} (or null) is the revision the server answered.
	 */
	Span callStarted(String tool, String protocolVersion, JsonObject params) {
		Span span = tracer.spanBuilder(CALL + " " + tool).setSpanKind(SpanKind.CLIENT).setAllAttributes(server)
				.setAttribute(METHOD, CALL).setAttribute(TOOL_NAME, tool).setAttribute(OPERATION, "execute_tool").startSpan();
		if (protocolVersion != null) {
			span.setAttribute(PROTOCOL_VERSION, protocolVersion);
		}
		if (span.getSpanContext().isValid()) {
			JsonObject meta = params.get("_meta") instanceof JsonObject given ? given : new JsonObject();
			propagator.inject(Context.current().with(span), meta, JsonObject::addProperty);
			params.add("_meta", meta);
		}
		return span;
	}

	/** The server answered. */
	void callEnded(Span span) {
		span.end();
	}

	/**
	 * The call failed: the server's result said {@code isError} ({@code cause} null, {@code tool_error}),
	 * or {@code cause} ended it (a JSON-RPC error's code, {@code timeout}, {@code cancelled}, or the
	 * exception's class).
	 */
	void callFailed(Span span, Throwable cause) {
		String type;
		if (cause == null) {
			type = "tool_error";
		} else if (cause instanceof ResponseErrorException error) {
			type = String.valueOf(error.getResponseError().getCode());
			span.setAttribute(STATUS_CODE, type);
		} else if (cause instanceof TimeoutException) {
			type = "timeout";
		} else if (cause instanceof CancellationException || cause instanceof InterruptedException) {
			type = "cancelled";
		} else {
			type = cause.getClass().getName();
		}
		span.setAttribute(ERROR_TYPE, type);
		span.setStatus(StatusCode.ERROR);
		span.end();
	}

	/** The protocol revision in an {@code initialize} result, or null. */
	static String protocolVersion(JsonObject result) {
		JsonElement version = result.get("protocolVersion");
		return version != null && version.isJsonPrimitive() ? version.getAsString() : null;
	}
}
