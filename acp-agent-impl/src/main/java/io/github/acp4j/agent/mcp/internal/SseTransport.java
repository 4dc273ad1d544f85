package io.github.acp4j.agent.mcp.internal;

import java.io.IOException;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.function.Consumer;

import com.google.gson.JsonObject;

import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.sse.EventSource;
import okhttp3.sse.EventSources;

/**
 * MCP's HTTP+SSE transport (protocol 2024-11-05): a GET event stream whose first {@code endpoint}
 * event names the URL to POST messages to; every answer comes back on the stream. The stream
 * ending means the server is gone.
 */
final class SseTransport extends HttpJsonRpc {

	private final OkHttpClient http;
	private final HttpUrl url;
	private final CompletableFuture<HttpUrl> endpoint = new CompletableFuture<>();
	private volatile EventSource stream;

	private SseTransport(String name, OkHttpClient http, HttpUrl url, Map<String, String> headers, McpClientProtocol local,
			Consumer<String> onDeath) {
		super(name, headers, local, onDeath);
		this.http = http;
		this.url = url;
	}

	static Opener opener(String name, OkHttpClient http, HttpUrl url, Map<String, String> headers) {
		return (local, onDeath) -> {
			SseTransport transport = new SseTransport(name, http, url, headers, local, onDeath);
			transport.connect();
			return transport;
		};
	}

	private void connect() {
		Request get = new Request.Builder().url(url).headers(headers).header("Accept", "text/event-stream").get().build();
		stream = EventSources.createFactory(http).newEventSource(get, events(this::endpoint, why -> {
			endpoint.completeExceptionally(new IOException(why + " before naming its endpoint"));
			died(why);
		}));
	}

	private void endpoint(String location) {
		HttpUrl resolved = url.resolve(location.strip());
		if (resolved == null) {
			endpoint.completeExceptionally(new IOException("named an endpoint that is not a URL"));
		} else {
			endpoint.complete(resolved);
		}
	}

	@Override
	void post(JsonObject message, String requestId) {
		endpoint.whenComplete((target, unreachable) -> {
			if (unreachable != null) {
				// Why there is no endpoint, in our words (the message of the failure above).
				fail(requestId, unreachable.getMessage());
				return;
			}
			Request post = new Request.Builder().url(target).headers(headers).post(RequestBody.create(message.toString(), JSON))
					.build();
			send(http, post, requestId, response -> {
				// answers come on the event stream
			});
		});
	}

	@Override
	public void close() {
		super.close();
		EventSource current = stream;
		if (current != null) {
			current.cancel();
		}
	}
}
