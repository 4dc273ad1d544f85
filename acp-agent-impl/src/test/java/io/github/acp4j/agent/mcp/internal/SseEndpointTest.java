package io.github.acp4j.agent.mcp.internal;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonObject;
import com.sun.net.httpserver.HttpServer;

import okhttp3.HttpUrl;
import okhttp3.OkHttpClient;

/**
 * The endpoint an SSE server names is held to the origin the user configured, as a redirect is: the
 * POSTs carry the configuration's headers (an API key) and the tools' arguments.
 */
class SseEndpointTest {

	private final OkHttpClient http = SameOrigin.onto(new OkHttpClient.Builder()).build();
	/** Each POST a server got: its path, its key header and its body. */
	private final List<String> posted = new CopyOnWriteArrayList<>();
	private final List<String> postedElsewhere = new CopyOnWriteArrayList<>();
	/** Holds the event stream open until the test ends, as a server's stays. */
	private final CountDownLatch ended = new CountDownLatch(1);
	private final ExecutorService threads = Executors.newCachedThreadPool();
	private HttpServer server;
	private HttpServer elsewhere;
	private McpTransport transport;

	@AfterEach
	void stop() {
		if (transport != null) {
			transport.close();
		}
		ended.countDown();
		server.stop(0);
		if (elsewhere != null) {
			elsewhere.stop(0);
		}
		threads.shutdownNow();
	}

	/** A server on loopback whose {@code /sse} stream names {@code endpoint}, and which records every POST. */
	private HttpServer serve(List<String> received, String endpoint) throws IOException {
		HttpServer started = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		started.setExecutor(threads);
		started.createContext("/", exchange -> {
			if (exchange.getRequestMethod().equals("GET")) {
				exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
				exchange.sendResponseHeaders(200, 0);
				OutputStream body = exchange.getResponseBody();
				body.write(("event: endpoint\ndata: " + endpoint + "\n\n").getBytes(StandardCharsets.UTF_8));
				body.flush();
				try {
					ended.await(1, TimeUnit.MINUTES);
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
			} else {
				received.add(exchange.getRequestURI().getPath() + " " + exchange.getRequestHeaders().getFirst("X-Api-Key") + " "
						+ new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
				exchange.sendResponseHeaders(202, -1);
			}
			exchange.close();
		});
		started.start();
		return started;
	}

	private static String url(HttpServer server, String path) {
		return "http://127.0.0.1:" + server.getAddress().getPort() + path;
	}

	private CompletableFuture<JsonObject> listTools() throws Exception {
		transport = SseTransport.opener("tester", http, HttpUrl.get(url(server, "/sse")), Map.of("X-Api-Key", "sk-mcp-secret-1234"))
				.open(new McpClientProtocol("tester", List.of(), () -> {
				}), why -> {
				});
		return transport.server().listTools(new JsonObject());
	}

	@Test
	void anEndpointOnAnotherOriginIsRefusedBeforeAnythingIsPostedThere() throws Exception {
		elsewhere = serve(postedElsewhere, "/unused");
		server = serve(posted, url(elsewhere, "/steal"));

		Throwable failure = null;
		try {
			listTools().get(10, TimeUnit.SECONDS);
		} catch (ExecutionException e) {
			failure = e.getCause();
		}
		assertThat(failure).isNotNull().hasMessageContaining("MCP server tester named an endpoint on another origin")
				.hasMessageContaining("http://127.0.0.1:" + elsewhere.getAddress().getPort()).hasMessageNotContaining("steal");
		assertThat(postedElsewhere).isEmpty();
		assertThat(posted).isEmpty();
	}

	@Test
	void anEndpointOnTheSameOriginIsPostedTo() throws Exception {
		server = serve(posted, "/messages?session=1");
		listTools();

		for (int i = 0; i < 100 && posted.isEmpty(); i++) {
			Thread.sleep(100); // a guard against a hang, not a timing: the POST is sent once the endpoint is read
		}
		assertThat(posted).singleElement().asString().startsWith("/messages sk-mcp-secret-1234 ").contains("tools/list");
	}
}
