package io.github.acp4j.agent.mcp.internal;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

import com.google.gson.JsonObject;

import okhttp3.Call;
import okhttp3.Callback;
import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;
import okhttp3.ResponseBody;
import okhttp3.sse.EventSource;
import okhttp3.sse.EventSources;

/**
 * MCP's streamable HTTP transport: every message is a POST to one URL, answered with JSON, with
 * an event stream, or with 202; the session id the server gives at {@code initialize} goes with
 * every later request; a GET event stream carries what the server sends on its own (such as
 * {@code tools/list_changed}) when it offers one; DELETE ends the session. {@code http} reads
 * without a timeout: a tool call is bounded by the caller.
 */
final class StreamableHttpTransport extends HttpJsonRpc {

	private static final String SESSION_HEADER = "Mcp-Session-Id";
	private static final String VERSION_HEADER = "MCP-Protocol-Version";

	private final OkHttpClient http;
	private final HttpUrl url;
	private volatile String sessionId;
	private volatile String protocolVersion;
	private volatile EventSource serverStream;

	private StreamableHttpTransport(String name, OkHttpClient http, HttpUrl url, Map<String, String> headers,
			McpClientProtocol local, Consumer<String> onDeath) {
		super(name, headers, local, onDeath);
		this.http = http;
		this.url = url;
	}

	static Opener opener(String name, OkHttpClient http, HttpUrl url, Map<String, String> headers) {
		return (local, onDeath) -> new StreamableHttpTransport(name, http, url, headers, local, onDeath);
	}

	private Request.Builder request() {
		Request.Builder builder = new Request.Builder().url(url).headers(headers);
		if (sessionId != null) {
			builder.header(SESSION_HEADER, sessionId);
		}
		if (protocolVersion != null) {
			builder.header(VERSION_HEADER, protocolVersion);
		}
		return builder;
	}

	@Override
	public void initialized(JsonObject params) {
		super.initialized(params);
		openServerStream();
	}

	/** Later requests carry the negotiated version in a header. */
	@Override
	public CompletableFuture<JsonObject> initialize(JsonObject params) {
		return super.initialize(params).thenApply(result -> {
			if (result.has("protocolVersion")) {
				protocolVersion = result.get("protocolVersion").getAsString();
			}
			return result;
		});
	}

	@Override
	void post(JsonObject message, String requestId) {
		Request post = request().header("Accept", "application/json, text/event-stream")
				.post(RequestBody.create(message.toString(), JSON)).build();
		send(http, post, requestId, response -> {
			String session = response.header(SESSION_HEADER);
			if (session != null && sessionId == null) {
				sessionId = session;
			}
			ResponseBody body = response.body();
			String type = body.contentType() == null ? "" : body.contentType().toString();
			if (type.startsWith("text/event-stream")) {
				// The answer comes on the stream; a stream that ends without it fails the request.
				EventSources.processResponse(response, events(endpoint -> { }, end -> failIfPending(requestId, end)));
			} else if (type.startsWith("application/json")) {
				receive(body.string());
			} else if (requestId != null) {
				fail(requestId, "answered " + (type.isEmpty() ? "no content" : type) + " to a request");
			}
		});
	}

	/** The optional GET stream; a server without one answers 405, which is fine. */
	private void openServerStream() {
		Request get = request().header("Accept", "text/event-stream").get().build();
		serverStream = EventSources.createFactory(http).newEventSource(get, events(endpoint -> { }, end -> { }));
	}

	@Override
	public void close() {
		super.close();
		EventSource stream = serverStream;
		if (stream != null) {
			stream.cancel();
		}
		if (sessionId != null) {
			http.newCall(request().delete().build()).enqueue(new Callback() {
				@Override
				public void onFailure(Call call, IOException e) {
					// the server is gone already
				}

				@Override
				public void onResponse(Call call, Response response) {
					response.close();
				}
			});
		}
	}
}
