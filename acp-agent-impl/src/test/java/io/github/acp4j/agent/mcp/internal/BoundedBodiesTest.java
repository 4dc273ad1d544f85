package io.github.acp4j.agent.mcp.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.OutputStream;
import java.net.InetSocketAddress;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.sun.net.httpserver.HttpServer;

import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.Response;
import okhttp3.sse.EventSource;
import okhttp3.sse.EventSourceListener;
import okhttp3.sse.EventSources;
import okio.Buffer;

/** What an HTTP MCP server sends is held to 32 MiB a message: a body whole, an event stream per event. */
class BoundedBodiesTest {

	private static final int LIMIT = (int) BoundedBodies.MAX_MESSAGE_SIZE;

	private final OkHttpClient http = new OkHttpClient.Builder().addInterceptor(new BoundedBodies()).build();
	private HttpServer server;

	/** Serves each body at its path, with its content type. */
	private String serve(Map<String, Buffer> bodies, String type) throws Exception {
		server = HttpServer.create(new InetSocketAddress("127.0.0.1", 0), 0);
		bodies.forEach((path, body) -> server.createContext(path, exchange -> {
			exchange.getResponseHeaders().add("Content-Type", type);
			exchange.sendResponseHeaders(200, 0);
			try (OutputStream out = exchange.getResponseBody()) {
				body.copyTo(out);
			}
		}));
		server.start();
		return "http://127.0.0.1:" + server.getAddress().getPort();
	}

	@AfterEach
	void stop() {
		if (server != null) {
			server.stop(0);
		}
	}

	private static Buffer bytes(int count, String suffix) {
		Buffer buffer = new Buffer();
		byte[] chunk = new byte[64 * 1024];
		Arrays.fill(chunk, (byte) 'x');
		for (int written = 0; written < count; written += chunk.length) {
			buffer.write(chunk, 0, Math.min(chunk.length, count - written));
		}
		return buffer.writeUtf8(suffix);
	}

	@Test
	void aBodyIsReadUpToTheLimitAndNoFurther() throws Exception {
		String url = serve(Map.of("/whole", bytes(LIMIT, ""), "/over", bytes(LIMIT + 1, "")), "application/json");
		try (Response response = http.newCall(new Request.Builder().url(url + "/whole").build()).execute()) {
			assertThat(response.body().bytes()).hasSize(LIMIT);
		}
		try (Response response = http.newCall(new Request.Builder().url(url + "/over").build()).execute()) {
			assertThatThrownBy(() -> response.body().bytes()).isInstanceOf(BoundedBodies.TooLarge.class)
					.hasMessage("over the 32 MiB limit on one message");
		}
	}

	@Test
	void anEventStreamIsBoundedPerEventNotAsAWhole() throws Exception {
		// Forty events of 1 MiB (more than the limit in all), then one over the limit; CRLF and LF line ends.
		Buffer stream = new Buffer();
		for (int i = 0; i < 40; i++) {
			stream.writeUtf8("data: ").writeAll(bytes(1 << 20, i % 2 == 0 ? "\n\n" : "\r\n\r\n"));
		}
		stream.writeUtf8("data: ").writeAll(bytes(LIMIT, "\n\n"));
		String url = serve(Map.of("/events", stream), "text/event-stream");
		List<Integer> events = new ArrayList<>();
		CompletableFuture<Throwable> failed = new CompletableFuture<>();
		EventSources.createFactory(http).newEventSource(new Request.Builder().url(url + "/events").build(), new EventSourceListener() {
			@Override
			public void onEvent(EventSource source, String id, String type, String data) {
				events.add(data.length());
			}

			@Override
			public void onFailure(EventSource source, Throwable failure, Response response) {
				failed.complete(failure);
			}

			@Override
			public void onClosed(EventSource source) {
				failed.complete(null);
			}
		});
		assertThat(failed.get(30, TimeUnit.SECONDS)).isInstanceOf(BoundedBodies.TooLarge.class);
		assertThat(events).hasSize(40).containsOnly(1 << 20);
	}
}
