package io.github.acp4j.agent.mcp.internal;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.eclipse.lsp4j.jsonrpc.services.GenericEndpoint;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;
import com.google.gson.JsonParser;

import io.github.acp4j.jsonrpc.JsonRpcErrors;
import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.Headers;
import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.sse.EventSource;
import okhttp3.sse.EventSourceListener;

/**
 * JSON-RPC over HTTP, the part MCP's streamable HTTP and SSE transports share: ids, pending
 * requests, cancellation, and dispatch of what the server sends (responses to the pending
 * request, requests and notifications to the local service, answers posted back).
 */
abstract class HttpJsonRpc implements McpTransport, McpServerProtocol {

	private static final Logger LOG = Logger.getLogger(HttpJsonRpc.class.getName());
	static final MediaType JSON = MediaType.get("application/json");

	final String name;
	final Headers headers;
	private final GenericEndpoint local;
	private final Consumer<String> onDeath;
	private final AtomicLong ids = new AtomicLong();
	private final Map<String, CompletableFuture<JsonObject>> pending = new ConcurrentHashMap<>();
	private volatile boolean closed;

	HttpJsonRpc(String name, Map<String, String> headers, McpClientProtocol local, Consumer<String> onDeath) {
		this.name = name;
		this.headers = Headers.of(headers);
		this.local = new GenericEndpoint(local);
		this.onDeath = onDeath;
	}

	/** Sends one JSON-RPC message; what the server answers goes to {@link #receive}. */
	abstract void post(JsonObject message, String requestId);

	@Override
	public McpServerProtocol server() {
		return this;
	}

	@Override
	public CompletableFuture<JsonObject> initialize(JsonObject params) {
		return request("initialize", params);
	}

	@Override
	public void initialized(JsonObject params) {
		notify("notifications/initialized", params);
	}

	@Override
	public CompletableFuture<JsonObject> listTools(JsonObject params) {
		return request("tools/list", params);
	}

	@Override
	public CompletableFuture<JsonObject> callTool(JsonObject params) {
		return request("tools/call", params);
	}

	/** A request; cancelling the future sends {@code notifications/cancelled}. */
	CompletableFuture<JsonObject> request(String method, JsonObject params) {
		long id = ids.incrementAndGet();
		CompletableFuture<JsonObject> result = new CompletableFuture<>();
		pending.put(Long.toString(id), result);
		result.whenComplete((value, error) -> {
			if (pending.remove(Long.toString(id)) != null && result.isCancelled() && !closed) {
				JsonObject cancel = new JsonObject();
				cancel.addProperty("requestId", id);
				cancel.addProperty("reason", "cancelled by the user");
				notify(StdioTransport.CANCEL_METHOD, cancel);
			}
		});
		JsonObject message = message(method, params);
		message.addProperty("id", id);
		post(message, Long.toString(id));
		return result;
	}

	void notify(String method, JsonObject params) {
		post(message(method, params), null); // a notification: no request id
	}

	private static JsonObject message(String method, JsonObject params) {
		JsonObject message = new JsonObject();
		message.addProperty("jsonrpc", "2.0");
		message.addProperty("method", method);
		if (params != null) {
			message.add("params", params);
		}
		return message;
	}

	/** A message (or a batch) the server sent. */
	void receive(String text) {
		JsonElement parsed;
		try {
			parsed = JsonParser.parseString(text);
		} catch (JsonParseException e) {
			LOG.warning("MCP server " + name + " sent a message that is not JSON: " + JsonRpcErrors.oneLine(text));
			return;
		}
		List<JsonElement> messages = parsed.isJsonArray() ? parsed.getAsJsonArray().asList() : List.of(parsed);
		for (JsonElement message : messages) {
			if (message.isJsonObject()) {
				receive(message.getAsJsonObject());
			}
		}
	}

	private void receive(JsonObject message) {
		JsonElement id = message.get("id");
		JsonElement method = message.get("method");
		if (method != null && method.isJsonPrimitive()) {
			JsonElement params = message.get("params");
			if (id == null || id.isJsonNull()) {
				local.notify(method.getAsString(), params);
			} else {
				local.request(method.getAsString(), params).whenComplete((result, error) -> answer(id, result, error));
			}
			return;
		}
		CompletableFuture<JsonObject> request = id == null || id.isJsonNull() ? null : pending.get(id.getAsString());
		if (request == null) {
			LOG.fine("MCP server " + name + " answered no pending request: " + message);
		} else if (message.has("error") && message.get("error").isJsonObject()) {
			JsonObject error = message.getAsJsonObject("error");
			int code = error.has("code") ? error.get("code").getAsInt() : JsonRpcErrors.INTERNAL_ERROR;
			String text = error.has("message") ? error.get("message").getAsString() : "error";
			request.completeExceptionally(new ResponseErrorException(new ResponseError(code, text, null)));
		} else {
			JsonElement result = message.get("result");
			request.complete(result != null && result.isJsonObject() ? result.getAsJsonObject() : new JsonObject());
		}
	}

	private void answer(JsonElement id, Object result, Throwable error) {
		JsonObject response = new JsonObject();
		response.addProperty("jsonrpc", "2.0");
		response.add("id", id);
		if (error == null) {
			response.add("result", result instanceof JsonElement json ? json : new JsonObject());
		} else {
			ResponseError responseError = JsonRpcErrors.toResponseError(JsonRpcErrors.unwrap(error));
			JsonObject body = new JsonObject();
			body.addProperty("code", responseError.getCode());
			body.addProperty("message", responseError.getMessage());
			response.add("error", body);
		}
		post(response, null); // a response: no request id of ours
	}

	/** How a request fails when the server cannot answer it; its message is ours, in words. */
	static final class ServerFailure extends IOException {
		private static final long serialVersionUID = 1L;

		ServerFailure(String message) {
			super(message, null);
		}
	}

	/** What to do with a successful answer to a POST. */
	@FunctionalInterface
	interface Answer {
		void read(Response response) throws IOException;
	}

	/** POSTs without waiting; a lost connection or an HTTP error fails the request sent with {@code requestId}. */
	void send(OkHttpClient http, Request post, String requestId, Answer answer) {
		http.newCall(post).enqueue(new Callback() {
			@Override
			public void onFailure(Call call, IOException e) {
				LOG.log(Level.FINE, "MCP server " + name + " cannot be reached", e);
				fail(requestId, e instanceof SameOrigin.Refused ? e.getMessage() : "cannot be reached");
			}

			@Override
			public void onResponse(Call call, Response response) {
				try (response) {
					if (response.isSuccessful()) {
						answer.read(response);
					} else {
						fail(requestId, "answered HTTP " + response.code());
					}
				} catch (BoundedBodies.TooLarge e) {
					fail(requestId, "answered with more than it may send: " + e.getMessage());
				} catch (IOException e) {
					LOG.log(Level.FINE, "MCP server " + name + " stopped answering", e);
					fail(requestId, "stopped answering");
				}
			}
		});
	}

	/** Fails the request sent with {@code requestId} (null: nothing waits for it). */
	void fail(String requestId, String why) {
		CompletableFuture<JsonObject> request = requestId == null ? null : pending.get(requestId);
		if (request != null) {
			request.completeExceptionally(new ServerFailure("MCP server " + name + " " + why));
		} else if (!closed) {
			LOG.warning("MCP server " + name + ": " + why);
		}
	}

	/** Fails the request sent with {@code requestId} if it still waits: its answer will not come. */
	void failIfPending(String requestId, String why) {
		if (requestId != null && pending.containsKey(requestId)) {
			fail(requestId, why);
		}
	}

	/** The server went away: every pending request fails and the session is told once. */
	void died(String why) {
		if (closed) {
			return;
		}
		closed = true;
		pending.values().forEach(request -> request.completeExceptionally(new ServerFailure("MCP server " + name + " " + why)));
		onDeath.accept(why);
	}

	@Override
	public void close() {
		closed = true;
		pending.values().forEach(request -> request.cancel(false));
	}

	/** Feeds each SSE {@code message} event to {@link #receive}; {@code onEnd} hears how the stream ended. */
	EventSourceListener events(Consumer<String> onEndpoint, Consumer<String> onEnd) {
		return new EventSourceListener() {
			@Override
			public void onEvent(EventSource source, String id, String type, String data) {
				if ("endpoint".equals(type)) {
					onEndpoint.accept(data);
				} else if (type == null || "message".equals(type)) {
					receive(data);
				}
			}

			@Override
			public void onClosed(EventSource source) {
				onEnd.accept("closed its event stream");
			}

			@Override
			public void onFailure(EventSource source, Throwable failure, Response response) {
				if (failure instanceof BoundedBodies.TooLarge) {
					onEnd.accept("sent an event " + failure.getMessage());
				} else if (failure instanceof SameOrigin.Refused) {
					onEnd.accept(failure.getMessage());
				} else {
					onEnd.accept(response != null && !response.isSuccessful() ? "answered HTTP " + response.code()
							: failure == null ? "ended its event stream" : "is unreachable");
				}
			}
		};
	}
}
