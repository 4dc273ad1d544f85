package io.github.acp4j.http.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.UnaryOperator;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.http.AcpHttp;
import io.github.acp4j.jsonrpc.MessageSink;

/** What a client that misbehaves gets: limits, back-pressure and timeouts, and the other clients not slowed. */
class LimitsTest {

	private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}";
	private static final String NEW_SESSION = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":\"/\",\"mcpServers\":[]}}";

	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
	private AcpHttpServer server;

	@AfterEach
	void stop() {
		if (server != null) {
			server.close();
		}
	}

	/** A WebSocket client whose received texts and close code are kept. */
	static final class Listener implements WebSocket.Listener {
		final BlockingQueue<String> texts = new LinkedBlockingQueue<>();
		final CompletableFuture<Integer> closed = new CompletableFuture<>();
		private final StringBuilder partial = new StringBuilder();

		@Override
		public CompletionStage<?> onText(WebSocket webSocket, CharSequence data, boolean last) {
			partial.append(data);
			if (last) {
				texts.add(partial.toString());
				partial.setLength(0);
			}
			webSocket.request(1);
			return null;
		}

		@Override
		public CompletionStage<?> onClose(WebSocket webSocket, int statusCode, String reason) {
			closed.complete(statusCode);
			return null;
		}

		@Override
		public void onError(WebSocket webSocket, Throwable error) {
			closed.complete(-1);
		}
	}

	private WebSocket webSocket(Listener listener) throws Exception {
		URI uri = URI.create(server.uri().toString().replaceFirst("^http", "ws"));
		return http.newWebSocketBuilder().header("Authorization", "Bearer " + TestServers.TOKEN).buildAsync(uri, listener)
				.get(30, TimeUnit.SECONDS);
	}

	@Test
	void overWebSocketMalformedTextIsAnsweredBinaryIgnoredAndAMessageOverTheLimitCloses1009() throws Exception {
		server = TestServers.start(options -> options.maxMessageSize(4096));
		Listener listener = new Listener();
		WebSocket socket = webSocket(listener);

		socket.sendText("{\"jsonrpc\":", true).get(10, TimeUnit.SECONDS);
		assertThat(listener.texts.poll(10, TimeUnit.SECONDS)).contains("\"id\":null").contains("-32700");
		socket.sendBinary(ByteBuffer.wrap(INITIALIZE.getBytes(StandardCharsets.UTF_8)), true).get(10, TimeUnit.SECONDS);
		socket.sendText(INITIALIZE, true).get(10, TimeUnit.SECONDS);
		assertThat(listener.texts.poll(10, TimeUnit.SECONDS)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":1}}");
		socket.sendText("{\"pad\":\"" + "a".repeat(5000) + "\"}", true).get(10, TimeUnit.SECONDS);

		assertThat(listener.closed.get(10, TimeUnit.SECONDS)).isEqualTo(1009);
		assertThat(listener.texts).isEmpty();
		assertThat(TestServers.eventually(() -> server.connections() == 0)).isTrue();
	}

	/** An SSE GET of the connection's stream whose response is never read. */
	private Socket neverRead(String connectionId) throws IOException, InterruptedException {
		Socket reader = new Socket(server.uri().getHost(), server.uri().getPort());
		reader.setReceiveBufferSize(4096);
		OutputStream request = reader.getOutputStream();
		request.write(("GET /acp HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + TestServers.TOKEN
				+ "\r\nAccept: text/event-stream\r\n" + AcpHttp.CONNECTION_ID + ": " + connectionId + "\r\n\r\n")
				.getBytes(StandardCharsets.UTF_8));
		request.flush();
		return reader;
	}

	/** Starts a server of echo agents whose sinks the test also sends through, as an endpoint would. */
	private List<MessageSink> serveWithSinks(UnaryOperator<AcpHttpServer.Builder> options) throws IOException {
		List<MessageSink> sinks = new CopyOnWriteArrayList<>();
		server = options.apply(AcpHttpServer.builder(sink -> {
			sinks.add(sink);
			return AcpLauncher.agent(new EchoService(), sink);
		}).bearerToken(TestServers.TOKEN)).start();
		return sinks;
	}

	private static final String BIG = "{\"jsonrpc\":\"2.0\",\"method\":\"big\",\"params\":{\"pad\":\"" + "x".repeat(64 * 1024) + "\"}}";

	@Test
	void aClientThatNeverReadsItsStreamIsDroppedAfterTheStallTimeoutAndAnotherIsNotSlowed() throws Exception {
		List<MessageSink> sinks = serveWithSinks(options -> options.outputStallTimeout(Duration.ofSeconds(5)));
		String stalled = post(INITIALIZE, null).headers().firstValue(AcpHttp.CONNECTION_ID).orElseThrow();
		try (Socket reader = neverRead(stalled)) {
			assertThat(TestServers.eventually(() -> server.connections() == 1 && !sinks.isEmpty())).isTrue();
			Thread.sleep(200);
			// 16 MiB: more than the sockets hold, less than the buffer's limit.
			for (int i = 0; i < 256; i++) {
				sinks.get(0).send(BIG);
			}
			Listener listener = new Listener();
			WebSocket other = webSocket(listener);
			other.sendText(INITIALIZE, true).get(10, TimeUnit.SECONDS);

			assertThat(listener.texts.poll(10, TimeUnit.SECONDS)).contains("\"result\"");
			assertThat(server.connections()).isEqualTo(2);
			assertThat(TestServers.eventually(() -> server.connections() == 1)).isTrue();
			assertThat(post(NEW_SESSION, stalled).statusCode()).isEqualTo(404);
			assertThat(listener.closed).isNotDone();
		}
	}

	@Test
	void aClientThatFallsMoreThanTheBufferBehindIsDroppedAtOnce() throws Exception {
		List<MessageSink> sinks = serveWithSinks(options -> options.maxBufferedBytes(1024 * 1024));
		String stalled = post(INITIALIZE, null).headers().firstValue(AcpHttp.CONNECTION_ID).orElseThrow();
		try (Socket reader = neverRead(stalled)) {
			assertThat(TestServers.eventually(() -> server.connections() == 1 && !sinks.isEmpty())).isTrue();
			Thread.sleep(200);
			Throwable refused = null;
			for (int i = 0; i < 1024 && refused == null; i++) {
				try {
					sinks.get(0).send(BIG);
				} catch (IOException e) {
					refused = e;
				}
			}

			assertThat(refused).hasMessageContaining("stopped reading");
			assertThat(server.connections()).isZero();
		}
	}

	private HttpResponse<String> post(String body, String connectionId) throws IOException, InterruptedException {
		HttpRequest.Builder request = HttpRequest.newBuilder(server.uri()).header("Authorization", "Bearer " + TestServers.TOKEN)
				.header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
		if (connectionId != null) {
			request.header(AcpHttp.CONNECTION_ID, connectionId);
		}
		return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	@Test
	void aThousandConnectionsThenTheNextIs503AndTheServerStillServes() throws Exception {
		server = TestServers.start(options -> options.maxConnections(1000));
		List<WebSocket> sockets = new ArrayList<>();
		List<Listener> listeners = new ArrayList<>();
		for (int i = 0; i < 1000; i++) {
			Listener listener = new Listener();
			listeners.add(listener);
			sockets.add(webSocket(listener));
		}
		assertThat(TestServers.eventually(() -> server.connections() == 1000)).isTrue();

		HttpResponse<String> refused = post(INITIALIZE, null);
		CompletableFuture<WebSocket> upgrade = http.newWebSocketBuilder().header("Authorization", "Bearer " + TestServers.TOKEN)
				.buildAsync(URI.create(server.uri().toString().replaceFirst("^http", "ws")), new Listener());

		assertThat(refused.statusCode()).isEqualTo(503);
		assertThat(upgrade).failsWithin(30, TimeUnit.SECONDS);
		sockets.get(500).sendText(INITIALIZE, true).get(10, TimeUnit.SECONDS);
		assertThat(listeners.get(500).texts.poll(10, TimeUnit.SECONDS)).contains("\"result\"");
		sockets.get(0).sendClose(WebSocket.NORMAL_CLOSURE, "").get(10, TimeUnit.SECONDS);
		assertThat(TestServers.eventually(() -> server.connections() == 999)).isTrue();
		assertThat(post(INITIALIZE, null).statusCode()).isEqualTo(200);
		for (WebSocket socket : sockets) {
			socket.abort();
		}
	}

	@Test
	void idleTimeoutsEndOnlyConnectionsWhoseClientIsGone() throws Exception {
		server = TestServers.start(options -> options.idleTimeout(Duration.ofSeconds(2)).pingInterval(Duration.ofMillis(300)));
		Listener listener = new Listener();
		webSocket(listener);
		String abandoned = post(INITIALIZE, null).headers().firstValue(AcpHttp.CONNECTION_ID).orElseThrow();

		// The abandoned HTTP connection (no stream open, no request) ends; the WebSocket, whose client answers pings, stays.
		assertThat(TestServers.eventually(() -> server.connections() == 1)).isTrue();
		Thread.sleep(3000);
		assertThat(server.connections()).isEqualTo(1);
		assertThat(listener.closed).isNotDone();
		assertThat(post(NEW_SESSION, abandoned).statusCode()).isEqualTo(404);
	}
}
