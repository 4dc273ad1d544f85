package io.github.acp4j.http.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.net.http.WebSocket;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionStage;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.LoadSessionResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.http.AcpHttp;
import io.github.acp4j.jsonrpc.FramedLauncher;

/**
 * A Streamable HTTP client that vanishes (its streams' sockets closed, no DELETE) while it holds a
 * session, and its user reconnects at once to load it: over WebSocket, or by a POST without opening
 * the session's stream first. The vanished connection is found out and ended before the load reaches
 * the endpoint, so that the load is not refused for the two minutes the idle timeout would take.
 */
class SessionTakeOverTest {

	private static final String SESSION = "s-held";
	private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}";
	private static final String NEW_SESSION = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":\"/\",\"mcpServers\":[]}}";
	private static final String LOAD = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/load\",\"params\":{\"sessionId\":\"" + SESSION
			+ "\",\"cwd\":\"/\",\"mcpServers\":[]}}";

	/** One per connection: a load records whether every other connection had ended when it came. */
	final class Recorder implements AcpAgentServer {
		volatile FramedLauncher<AcpClientEndpoint> launcher;

		@Override
		public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
			return CompletableFuture.completedFuture(InitializeResponse.of(1));
		}

		@Override
		public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
			return CompletableFuture.completedFuture(NewSessionResponse.of(SESSION));
		}

		@Override
		public CompletableFuture<LoadSessionResponse> loadSession(LoadSessionRequest request) {
			othersEndedAtLoad.add(endpoints.stream().filter(other -> other != this).allMatch(other -> other.launcher.isClosed()));
			return CompletableFuture.completedFuture(LoadSessionResponse.of());
		}

		@Override
		public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
			throw new UnsupportedOperationException();
		}

		@Override
		public void cancel(CancelNotification notification) {
			// no turns
		}
	}

	private final List<Recorder> endpoints = new CopyOnWriteArrayList<>();
	private final List<Boolean> othersEndedAtLoad = new CopyOnWriteArrayList<>();
	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
	private AcpHttpServer server;
	private URI uri;

	@BeforeEach
	void start() throws IOException {
		server = AcpHttpServer.builder(sink -> {
			Recorder recorder = new Recorder();
			recorder.launcher = new AcpLauncher.Builder<AcpClientEndpoint>().setLocalService(recorder)
					.setRemoteInterface(AcpClientEndpoint.class).create(sink);
			endpoints.add(recorder);
			return recorder.launcher;
		}).bearerToken(TestServers.TOKEN).start();
		uri = server.uri();
	}

	@AfterEach
	void stop() {
		server.close();
	}

	private HttpResponse<String> post(String body, String... headers) throws Exception {
		HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10))
				.header("Authorization", "Bearer " + TestServers.TOKEN).header("Content-Type", AcpHttp.JSON)
				.POST(HttpRequest.BodyPublishers.ofString(body));
		for (int i = 0; i < headers.length; i += 2) {
			request.header(headers[i], headers[i + 1]);
		}
		return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	/** An SSE GET on a socket of its own, read by nobody, which the test closes as a client that vanishes does. */
	private Socket rawStream(String connectionId, String sessionId) throws IOException {
		Socket socket = new Socket(uri.getHost(), uri.getPort());
		socket.getOutputStream().write(("GET /acp HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer " + TestServers.TOKEN
				+ "\r\nAccept: text/event-stream\r\n" + AcpHttp.CONNECTION_ID + ": " + connectionId
				+ (sessionId == null ? "" : "\r\n" + AcpHttp.SESSION_ID + ": " + sessionId) + "\r\n\r\n").getBytes(StandardCharsets.UTF_8));
		socket.getOutputStream().flush();
		return socket;
	}

	/** An HTTP connection whose client made the session {@link #SESSION} and opened its streams, then vanished. */
	private String vanishedHolder() throws Exception {
		HttpResponse<String> initialized = post(INITIALIZE);
		String holder = initialized.headers().firstValue(AcpHttp.CONNECTION_ID).orElseThrow();
		Socket connectionStream = rawStream(holder, null);
		assertThat(post(NEW_SESSION, AcpHttp.CONNECTION_ID, holder).statusCode()).isEqualTo(202);
		Socket sessionStream = rawStream(holder, SESSION);
		Thread.sleep(300);
		connectionStream.close();
		sessionStream.close();
		return holder;
	}

	@ParameterizedTest
	@ValueSource(booleans = { true, false })
	void aLoadOfASessionAVanishedHttpClientHeldEndsThatConnectionFirst(boolean webSocket) throws Exception {
		String holder = vanishedHolder();

		if (webSocket) {
			BlockingQueue<String> received = new LinkedBlockingQueue<>();
			WebSocket socket = http.newWebSocketBuilder().header("Authorization", "Bearer " + TestServers.TOKEN)
					.buildAsync(URI.create("ws" + uri.toString().substring("http".length())),
							new WebSocket.Listener() {
								@Override
								public CompletionStage<?> onText(WebSocket ws, CharSequence data, boolean last) {
									received.add(data.toString());
									ws.request(1);
									return null;
								}
							})
					.get(10, TimeUnit.SECONDS);
			socket.sendText(INITIALIZE, true).get(10, TimeUnit.SECONDS);
			assertThat(received.poll(10, TimeUnit.SECONDS)).contains("\"id\":1");
			socket.sendText(LOAD, true).get(10, TimeUnit.SECONDS);
			assertThat(received.poll(10, TimeUnit.SECONDS)).contains("\"id\":2").contains("\"result\"");
			socket.abort();
		} else {
			String next = post(INITIALIZE).headers().firstValue(AcpHttp.CONNECTION_ID).orElseThrow();
			BlockingQueue<String> received = new LinkedBlockingQueue<>();
			http.sendAsync(HttpRequest.newBuilder(uri).header("Authorization", "Bearer " + TestServers.TOKEN)
					.header("Accept", AcpHttp.EVENT_STREAM).header(AcpHttp.CONNECTION_ID, next).build(), HttpResponse.BodyHandlers.ofLines())
					.thenAccept(response -> response.body().filter(line -> line.startsWith("data: ")).forEach(received::add));
			assertThat(post(LOAD, AcpHttp.CONNECTION_ID, next, AcpHttp.SESSION_ID, SESSION).statusCode()).isEqualTo(202);
			assertThat(received.poll(10, TimeUnit.SECONDS)).contains("\"id\":2").contains("\"result\"");
		}

		assertThat(othersEndedAtLoad).containsExactly(true);
		assertThat(post(INITIALIZE.replace("initialize", "session/list"), AcpHttp.CONNECTION_ID, holder).statusCode()).isEqualTo(404);
	}
}
