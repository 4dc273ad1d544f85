package io.github.acp4j.jsonrpc.internal;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;

import org.eclipse.lsp4j.jsonrpc.MessageConsumer;
import org.eclipse.lsp4j.jsonrpc.messages.Either;
import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.RequestMessage;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

import com.google.gson.Gson;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonPrimitive;
import com.google.gson.annotations.SerializedName;

import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.Tracer;
import io.opentelemetry.context.Context;
import io.opentelemetry.context.Scope;
import io.opentelemetry.context.propagation.TextMapGetter;
import io.opentelemetry.context.propagation.TextMapPropagator;
import io.opentelemetry.context.propagation.TextMapSetter;

/**
 * One connection's spans, after OpenTelemetry's RPC conventions for JSON-RPC: a {@code SERVER} span
 * from each request read to its answer written, a {@code CLIENT} span from each request written to
 * its answer read, named by the method, with {@code rpc.system}, {@code rpc.method}, the request's id
 * and an error answer's code (not its message, which may carry what the request was about). The trace context travels in the request's
 * {@code params._meta} ({@code traceparent}, {@code tracestate}, as ACP and MCP reserve them): read from
 * a request (from params read as JSON, or from the component of a public record that is serialized as
 * {@code _meta}, as every ACP type has), it is the server span's parent; written into each request sent,
 * with the client span.
 * A trace context that the propagator cannot read (malformed, too long, an unknown version) is
 * ignored: the span starts a trace of its own.
 *
 * <p>The server span is current while the request is handed to its method, so that work the method
 * starts can take it as its parent ({@code Context.current()}).
 */
public final class RpcTracing {

	private static final String META = "_meta";
	private static final String INSTRUMENTATION = "io.github.acp4j.jsonrpc";
	private static final AttributeKey<String> SYSTEM = AttributeKey.stringKey("rpc.system");
	private static final AttributeKey<String> METHOD = AttributeKey.stringKey("rpc.method");
	private static final AttributeKey<String> VERSION = AttributeKey.stringKey("rpc.jsonrpc.version");
	private static final AttributeKey<String> REQUEST_ID = AttributeKey.stringKey("rpc.jsonrpc.request_id");
	private static final AttributeKey<Long> ERROR_CODE = AttributeKey.longKey("rpc.jsonrpc.error_code");

	private static final TextMapGetter<JsonObject> FROM_META = new TextMapGetter<>() {
		@Override
		public Iterable<String> keys(JsonObject meta) {
			return meta == null ? List.of() : meta.keySet();
		}

		@Override
		public String get(JsonObject meta, String key) {
			JsonElement value = meta == null ? null : meta.get(key);
			return value instanceof JsonPrimitive primitive && primitive.isString() ? primitive.getAsString() : null;
		}
	};

	private static final TextMapSetter<JsonObject> TO_META = (meta, key, value) -> meta.addProperty(key, value);

	/** Per class of params, the public accessor of its record component serialized as {@code _meta}, or null. */
	private static final ClassValue<Method> META_ACCESSORS = new ClassValue<>() {
		@Override
		protected Method computeValue(Class<?> type) {
			if (!type.isRecord() || !Modifier.isPublic(type.getModifiers())) {
				return null;
			}
			for (RecordComponent component : type.getRecordComponents()) {
				SerializedName name = component.getAccessor().getAnnotation(SerializedName.class);
				if (META.equals(name != null ? name.value() : component.getName())) {
					return component.getAccessor();
				}
			}
			return null;
		}
	};

	private final Tracer tracer;
	private final TextMapPropagator propagator;
	private final Gson gson;
	/** The requests read and not answered yet, by id. */
	private final Map<String, Span> serving = new ConcurrentHashMap<>();
	/** The requests sent and not answered yet, by id. */
	private final Map<String, Span> calling = new ConcurrentHashMap<>();
	/** Whether the connection closed: a span started after that ends at once. */
	private volatile boolean closed;

	/** @param gson the connection's Gson, which turns typed params into JSON */
	public RpcTracing(OpenTelemetry openTelemetry, Gson gson) {
		this.tracer = openTelemetry.getTracer(INSTRUMENTATION);
		this.propagator = openTelemetry.getPropagators().getTextMapPropagator();
		this.gson = gson;
	}

	/** Wraps the consumer of messages read from the peer. */
	public MessageConsumer incoming(MessageConsumer next) {
		return message -> {
			if (message instanceof RequestMessage request && request.getRawId() != null) {
				Context parent = propagator.extract(Context.current(), meta(request.getParams()), FROM_META);
				Span span = start(request, SpanKind.SERVER, parent);
				hold(serving, request.getRawId(), span);
				try (Scope scope = span.storeInContext(parent).makeCurrent()) {
					next.consume(message);
				}
			} else {
				if (message instanceof ResponseMessage response && response.getRawId() != null) {
					end(calling.remove(key(response.getRawId())), response.getError());
				}
				next.consume(message);
			}
		};
	}

	/** Wraps the consumer of messages written to the peer. */
	public MessageConsumer outgoing(MessageConsumer next) {
		return message -> {
			if (message instanceof RequestMessage request && request.getRawId() != null) {
				Span span = start(request, SpanKind.CLIENT, Context.current());
				hold(calling, request.getRawId(), span);
				inject(request, span.storeInContext(Context.current()));
				try {
					next.consume(message);
				} catch (RuntimeException e) {
					calling.remove(key(request.getRawId()), span);
					span.setStatus(StatusCode.ERROR, "not sent: " + e.getClass().getSimpleName());
					span.end();
					throw e;
				}
			} else {
				if (message instanceof ResponseMessage response && response.getRawId() != null) {
					end(serving.remove(key(response.getRawId())), response.getError());
				}
				next.consume(message);
			}
		};
	}

	/** The answer to a request read, written before the connection existed (its first line): its span ends. */
	public void answeredElsewhere(ResponseMessage answer) {
		end(serving.remove(key(answer.getRawId())), answer.getError());
	}

	/** The made-up answer to a request sent whose real answer was over the size limit: its span ends. */
	public void answerSkipped(ResponseMessage answer) {
		end(calling.remove(key(answer.getRawId())), answer.getError());
	}

	/** Ends the spans of requests the connection ended before they were answered, and of any started later. */
	public void connectionClosed() {
		closed = true;
		for (Map<String, Span> open : List.of(serving, calling)) {
			for (String id : open.keySet()) {
				Span span = open.remove(id);
				if (span != null) {
					endClosed(span);
				}
			}
		}
	}

	private static void endClosed(Span span) {
		span.setStatus(StatusCode.ERROR, "the connection closed before the answer");
		span.end();
	}

	/** Keeps {@code span} for the answer to {@code id}; one for an id already waiting, or after the close, ends now. */
	private void hold(Map<String, Span> open, Either<String, Number> id, Span span) {
		if (open.putIfAbsent(key(id), span) != null) {
			span.setStatus(StatusCode.ERROR, "another request with this id is waiting for its answer");
			span.end();
		} else if (closed && open.remove(key(id), span)) {
			endClosed(span);
		}
	}

	/** An id as a map key: a string and a number of the same digits are two ids, and so are two keys. */
	private static String key(Either<String, Number> id) {
		return id.isLeft() ? "s" + id.getLeft() : "n" + id.getRight();
	}

	private Span start(RequestMessage request, SpanKind kind, Context parent) {
		Either<String, Number> id = request.getRawId();
		return tracer.spanBuilder(request.getMethod()).setSpanKind(kind).setParent(parent).setAttribute(SYSTEM, "jsonrpc")
				.setAttribute(METHOD, request.getMethod()).setAttribute(VERSION, "2.0")
				.setAttribute(REQUEST_ID, id.isLeft() ? id.getLeft() : String.valueOf(id.getRight())).startSpan();
	}

	private static void end(Span span, ResponseError error) {
		if (span == null) {
			return;
		}
		if (error != null) {
			// The code alone: an error's message may carry what the request was about (a path, a
			// provider's answer), which a trace must not.
			span.setAttribute(ERROR_CODE, (long) error.getCode());
			span.setStatus(StatusCode.ERROR);
		}
		span.end();
	}

	/**
	 * The {@code _meta} object of {@code params}, or null: a member of params read as JSON, or the
	 * component of a record that is serialized as {@code _meta} (as every ACP type has one).
	 */
	private JsonObject meta(Object params) {
		Object meta;
		if (params instanceof JsonObject object) {
			meta = object.get(META);
		} else {
			Method accessor = params == null ? null : META_ACCESSORS.get(params.getClass());
			if (accessor == null) {
				return null;
			}
			try {
				meta = accessor.invoke(params);
			} catch (ReflectiveOperationException | RuntimeException unreadable) {
				return null;
			}
		}
		JsonElement tree = meta == null || meta instanceof JsonElement ? (JsonElement) meta : gson.toJsonTree(meta);
		return tree instanceof JsonObject object ? object : null;
	}

	/** Writes the trace context into the request's {@code params._meta}; positional params get none. */
	private void inject(RequestMessage request, Context context) {
		Object params = request.getParams();
		JsonElement tree = params == null ? new JsonObject()
				: params instanceof JsonElement element ? element.deepCopy() : gson.toJsonTree(params);
		if (!(tree instanceof JsonObject object)) {
			return;
		}
		JsonObject meta = object.get(META) instanceof JsonObject given ? given : new JsonObject();
		propagator.inject(context, meta, TO_META);
		if (meta.size() > 0) {
			object.add(META, meta);
			request.setParams(object);
		}
	}
}
