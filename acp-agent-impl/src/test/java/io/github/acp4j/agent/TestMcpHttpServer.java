package io.github.acp4j.agent;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.BlockingQueue;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

/**
 * {@link TestMcpTools} on loopback over both HTTP transports: streamable HTTP at {@code /mcp}
 * (JSON answers, an event stream for {@code tools/call}, a session id, a GET stream for the
 * server's notifications) and the older HTTP+SSE at {@code /sse} with {@code /messages}.
 */
final class TestMcpHttpServer implements AutoCloseable {

	private static final String SESSION = "test-session-1";
	private static final JsonObject END = new JsonObject();

	private final HttpServer server;
	private final ExecutorService executor = Executors.newCachedThreadPool();
	private final TestMcpTools tools;
	private final BlockingQueue<JsonObject> serverStream = new LinkedBlockingQueue<>();
	private final BlockingQueue<JsonObject> sseStream = new LinkedBlockingQueue<>();

	TestMcpHttpServer(Path log) throws IOException {
		server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		tools = new TestMcpTools(log, this::crash);
		server.setExecutor(executor);
		server.createContext("/mcp", this::streamable);
		server.createContext("/sse", exchange -> stream(exchange, sseStream, "event: endpoint\ndata: /messages?session=1\n\n"));
		server.createContext("/messages", this::messages);
		server.start();
	}

	String url(String path) {
		return "http://127.0.0.1:" + server.getAddress().getPort() + path;
	}

	private void crash() {
		serverStream.add(END);
		sseStream.add(END);
		executor.execute(() -> server.stop(0));
	}

	private void streamable(HttpExchange exchange) throws IOException {
		switch (exchange.getRequestMethod()) {
		case "GET" -> stream(exchange, serverStream, "");
		case "DELETE" -> {
			tools.record("DELETE /mcp");
			exchange.sendResponseHeaders(200, -1);
			exchange.close();
		}
		default -> {
			JsonObject message = JsonParser.parseString(new String(exchange.getRequestBody().readAllBytes(),
					StandardCharsets.UTF_8)).getAsJsonObject();
			boolean initialize = "initialize".equals(message.has("method") ? message.get("method").getAsString() : null);
			if (!initialize && !SESSION.equals(exchange.getRequestHeaders().getFirst("Mcp-Session-Id"))) {
				exchange.sendResponseHeaders(400, -1);
				exchange.close();
				return;
			}
			if (!message.has("id") || !message.has("method")) {
				tools.handle(message, serverStream::add);
				exchange.sendResponseHeaders(202, -1);
				exchange.close();
				return;
			}
			if ("tools/call".equals(message.get("method").getAsString())) {
				String traceparent = exchange.getRequestHeaders().getFirst("traceparent");
				if (traceparent != null) {
					tools.record("header traceparent " + traceparent);
				}
				exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
				exchange.sendResponseHeaders(200, 0);
				try (OutputStream out = exchange.getResponseBody()) {
					JsonObject response = tools.handle(message, serverStream::add);
					if (response != null) {
						out.write(("event: message\ndata: " + response + "\n\n").getBytes(StandardCharsets.UTF_8));
					}
				}
				return;
			}
			byte[] body = tools.handle(message, serverStream::add).toString().getBytes(StandardCharsets.UTF_8);
			exchange.getResponseHeaders().add("Content-Type", "application/json");
			if (initialize) {
				exchange.getResponseHeaders().add("Mcp-Session-Id", SESSION);
			}
			exchange.sendResponseHeaders(200, body.length);
			try (OutputStream out = exchange.getResponseBody()) {
				out.write(body);
			}
		}
		}
	}

	private void messages(HttpExchange exchange) throws IOException {
		JsonObject message = JsonParser.parseString(new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8))
				.getAsJsonObject();
		exchange.sendResponseHeaders(202, -1);
		exchange.close();
		if (message.has("method")) {
			executor.execute(() -> {
				JsonObject response = tools.handle(message, sseStream::add);
				if (response != null) {
					sseStream.add(response);
				}
			});
		}
	}

	/** An event stream that sends {@code first}, then each queued message, until {@link #END}. */
	private void stream(HttpExchange exchange, BlockingQueue<JsonObject> queue, String first) throws IOException {
		exchange.getResponseHeaders().add("Content-Type", "text/event-stream");
		exchange.sendResponseHeaders(200, 0);
		try (OutputStream out = exchange.getResponseBody()) {
			out.write(first.getBytes(StandardCharsets.UTF_8));
			out.flush();
			for (JsonObject message = queue.take(); message != END; message = queue.take()) {
				out.write(("event: message\ndata: " + message + "\n\n").getBytes(StandardCharsets.UTF_8));
				out.flush();
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	@Override
	public void close() {
		serverStream.add(END);
		sseStream.add(END);
		server.stop(0);
		executor.shutdownNow();
	}
}
