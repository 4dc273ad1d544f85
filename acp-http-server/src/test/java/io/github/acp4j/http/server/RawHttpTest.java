package io.github.acp4j.http.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonParser;

import io.github.acp4j.http.AcpHttp;

/** Every status code the RFD and the agent contract name, asked of the server over plain HTTP/1.1. */
class RawHttpTest {

	private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}";
	private static final String NEW_SESSION = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":\"/\",\"mcpServers\":[]}}";

	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
	private AcpHttpServer server;
	private URI uri;

	@BeforeEach
	void start() throws IOException {
		server = TestServers.start(options -> options.maxMessageSize(4096).maxConnections(3).allowOrigin("https://ide.example"));
		uri = server.uri();
	}

	@AfterEach
	void stop() {
		server.close();
	}

	private HttpRequest.Builder request() {
		return HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).header("Authorization", "Bearer " + TestServers.TOKEN);
	}

	private HttpResponse<String> send(HttpRequest request) throws Exception {
		return http.send(request, HttpResponse.BodyHandlers.ofString());
	}

	private HttpResponse<String> post(String body, String... headers) throws Exception {
		HttpRequest.Builder request = request().header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
		for (int i = 0; i < headers.length; i += 2) {
			request.header(headers[i], headers[i + 1]);
		}
		return send(request.build());
	}

	private String initialize() throws Exception {
		return initialize(INITIALIZE);
	}

	private String initialize(String request) throws Exception {
		HttpResponse<String> response = post(request);
		assertThat(response.statusCode()).isEqualTo(200);
		return response.headers().firstValue(AcpHttp.CONNECTION_ID).orElseThrow();
	}

	/** Opens an SSE stream; its events' data arrive in the queue. */
	private BlockingQueue<String> stream(String connectionId, String sessionId) throws Exception {
		HttpRequest.Builder request = request().header("Accept", "text/event-stream").header(AcpHttp.CONNECTION_ID, connectionId);
		if (sessionId != null) {
			request.header(AcpHttp.SESSION_ID, sessionId);
		}
		HttpResponse<java.util.stream.Stream<String>> response = http.send(request.timeout(Duration.ofMinutes(1)).build(),
				HttpResponse.BodyHandlers.ofLines());
		assertThat(response.statusCode()).isEqualTo(200);
		assertThat(response.headers().firstValue("Content-Type")).hasValue("text/event-stream");
		BlockingQueue<String> events = new LinkedBlockingQueue<>();
		Thread reader = new Thread(() -> response.body().filter(line -> line.startsWith("data: ")).forEach(line -> events.add(line.substring(6))));
		reader.setDaemon(true);
		reader.start();
		return events;
	}

	@Test
	void everyRequestWithoutTheTokenGets401AndNothingElse() throws Exception {
		for (HttpRequest request : new HttpRequest[] {
				HttpRequest.newBuilder(uri).header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(INITIALIZE)).build(),
				HttpRequest.newBuilder(uri).header("Authorization", "Bearer wrong").header("Content-Type", "application/json")
						.POST(HttpRequest.BodyPublishers.ofString(INITIALIZE)).build(),
				HttpRequest.newBuilder(uri).header("Authorization", "Basic " + TestServers.TOKEN).header("Accept", "text/event-stream").GET().build(),
				HttpRequest.newBuilder(uri).header("Authorization", "Bearer " + TestServers.TOKEN + "x").DELETE().build() }) {
			HttpResponse<String> response = send(request);
			assertThat(response.statusCode()).as(request.toString()).isEqualTo(401);
			assertThat(response.headers().firstValue(AcpHttp.CONNECTION_ID)).isEmpty();
			assertThat(response.body()).doesNotContain("jsonrpc");
		}
		assertThat(server.connections()).isZero();
	}

	@Test
	void anOriginNotAllowedGets403EvenWithTheToken() throws Exception {
		HttpResponse<String> rebound = post(INITIALIZE, "Origin", "http://attacker.example:8080");
		HttpResponse<String> allowed = post(INITIALIZE, "Origin", "https://ide.example");

		assertThat(rebound.statusCode()).isEqualTo(403);
		assertThat(allowed.statusCode()).isEqualTo(200);
		assertThat(server.connections()).isEqualTo(1);
	}

	@Test
	void anAllowedOriginsPreflightNeedsNoTokenAndItsAnswersNameItAndShowTheConnectionId() throws Exception {
		HttpResponse<String> preflight = send(HttpRequest.newBuilder(uri).header("Origin", "https://ide.example")
				.header("Access-Control-Request-Method", "POST").header("Access-Control-Request-Headers", "authorization, content-type")
				.method("OPTIONS", HttpRequest.BodyPublishers.noBody()).build());
		HttpResponse<String> answered = post(INITIALIZE, "Origin", "https://ide.example");
		HttpResponse<String> foreign = send(HttpRequest.newBuilder(uri).header("Origin", "https://evil.example")
				.header("Access-Control-Request-Method", "POST").method("OPTIONS", HttpRequest.BodyPublishers.noBody()).build());

		assertThat(preflight.statusCode()).isEqualTo(204);
		assertThat(preflight.headers().firstValue("Access-Control-Allow-Origin")).hasValue("https://ide.example");
		assertThat(preflight.headers().firstValue("Access-Control-Allow-Methods")).hasValueSatisfying(methods -> assertThat(methods).contains("POST"));
		assertThat(preflight.headers().firstValue("Access-Control-Allow-Headers"))
				.hasValueSatisfying(headers -> assertThat(headers).contains("Authorization", "Content-Type", AcpHttp.CONNECTION_ID));
		assertThat(answered.statusCode()).isEqualTo(200);
		assertThat(answered.headers().firstValue("Access-Control-Allow-Origin")).hasValue("https://ide.example");
		assertThat(answered.headers().firstValue("Access-Control-Expose-Headers"))
				.hasValueSatisfying(exposed -> assertThat(exposed).contains(AcpHttp.CONNECTION_ID));
		assertThat(foreign.statusCode()).isEqualTo(403);
		assertThat(foreign.headers().firstValue("Access-Control-Allow-Origin")).isEmpty();
		assertThat(server.connections()).isEqualTo(1);
	}

	@Test
	void aBrowserWebSocketCarriesTheTokenAsASubprotocolAndGetsTheOtherOneBack() throws Exception {
		URI ws = URI.create("ws" + uri.toString().substring("http".length()));
		LimitsTest.Listener listener = new LimitsTest.Listener();
		java.net.http.WebSocket socket = http.newWebSocketBuilder().header("Origin", "https://ide.example")
				.subprotocols("acp", "acp.bearer." + TestServers.TOKEN).buildAsync(ws, listener).get(10, TimeUnit.SECONDS);
		socket.sendText(INITIALIZE, true).get(10, TimeUnit.SECONDS);

		assertThat(socket.getSubprotocol()).isEqualTo("acp");
		assertThat(listener.texts.poll(10, TimeUnit.SECONDS)).contains("\"result\"");
		assertThat(http.newWebSocketBuilder().subprotocols("acp", "acp.bearer.wrong").buildAsync(ws, new LimitsTest.Listener()))
				.failsWithin(Duration.ofSeconds(10));
		// Offered alone, the token's subprotocol lets the client in but is never echoed back.
		java.net.http.WebSocket alone = http.newWebSocketBuilder().subprotocols("acp.bearer." + TestServers.TOKEN)
				.buildAsync(ws, new LimitsTest.Listener()).get(10, TimeUnit.SECONDS);
		assertThat(alone.getSubprotocol()).isEmpty();
		// A POST carrying Upgrade and the subprotocol is no upgrade: it needs Authorization.
		assertThat(send(HttpRequest.newBuilder(uri).header("Content-Type", "application/json")
				.header("Sec-WebSocket-Protocol", "acp, acp.bearer." + TestServers.TOKEN)
				.POST(HttpRequest.BodyPublishers.ofString(INITIALIZE)).build()).statusCode()).isEqualTo(401);
	}

	@Test
	void initializeAnswers200WithTheConnectionIdAndTheAnswer() throws Exception {
		HttpResponse<String> response = post(INITIALIZE);

		assertThat(response.statusCode()).isEqualTo(200);
		assertThat(response.headers().firstValue(AcpHttp.CONNECTION_ID)).isPresent();
		assertThat(response.headers().firstValue("Content-Type").orElseThrow()).startsWith("application/json");
		assertThat(response.body()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"protocolVersion\":1}}");
	}

	@Test
	void contentNegotiationAndMissingOrUnknownIds() throws Exception {
		String connection = initialize();

		assertThat(send(request().header("Content-Type", "text/plain").POST(HttpRequest.BodyPublishers.ofString(NEW_SESSION)).build())
				.statusCode()).isEqualTo(415);
		assertThat(send(request().header("Accept", "application/json").header(AcpHttp.CONNECTION_ID, connection).GET().build())
				.statusCode()).isEqualTo(406);
		assertThat(post(NEW_SESSION).statusCode()).isEqualTo(400);
		assertThat(post(NEW_SESSION, AcpHttp.CONNECTION_ID, "unknown").statusCode()).isEqualTo(404);
		assertThat(send(request().header("Accept", "text/event-stream").GET().build()).statusCode()).isEqualTo(400);
		assertThat(send(request().header("Accept", "text/event-stream").header(AcpHttp.CONNECTION_ID, "unknown").GET().build())
				.statusCode()).isEqualTo(404);
		assertThat(send(request().DELETE().build()).statusCode()).isEqualTo(400);
		assertThat(send(request().header(AcpHttp.CONNECTION_ID, "unknown").DELETE().build()).statusCode()).isEqualTo(404);
		assertThat(post(INITIALIZE, AcpHttp.CONNECTION_ID, connection).statusCode()).isEqualTo(400);
	}

	@Test
	void batchesAndMalformedJsonAre400WithTheirJsonRpcError() throws Exception {
		String connection = initialize();

		HttpResponse<String> batch = post("[" + NEW_SESSION + "]", AcpHttp.CONNECTION_ID, connection);
		HttpResponse<String> malformed = post("{\"jsonrpc\":", AcpHttp.CONNECTION_ID, connection);

		assertThat(batch.statusCode()).isEqualTo(400);
		assertThat(batch.body()).contains("\"id\":null").contains("-32600");
		assertThat(malformed.statusCode()).isEqualTo(400);
		assertThat(malformed.body()).contains("\"id\":null").contains("-32700");
	}

	private static final String V2_INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":2,"
			+ "\"info\":{\"name\":\"c\",\"version\":\"1\"}}}";
	private static final String V2_NEW_SESSION = "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":\"/\"}}";
	private static final String REFUSED_BATCH = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,"
			+ "\"message\":\"Invalid request: batches are not supported\"}}";

	/** What the v2 services of {@link #serveV1AndV2()}'s server were asked. */
	private final List<String> v2Calls = new CopyOnWriteArrayList<>();

	/** Serves v1 and v2 from now on, {@code initialize} picking. */
	private void serveV1AndV2() throws IOException {
		server.close();
		server = TestServers.startV1AndV2(options -> options.maxMessageSize(4096), v2Calls);
		uri = server.uri();
	}

	private static String cancelToolCall(int id, String session) {
		return "{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"tool_call/cancel\",\"params\":{\"sessionId\":\"" + session
				+ "\",\"toolCallId\":\"t\"}}";
	}

	private static String cancelSession(String session) {
		return "{\"jsonrpc\":\"2.0\",\"method\":\"session/cancel\",\"params\":{\"sessionId\":\"" + session + "\"}}";
	}

	@Test
	void onAV2ConnectionABatchIs202AndItsAnswersOneEventOnTheStreamOfItsPostsSession() throws Exception {
		serveV1AndV2();
		String connection = initialize(V2_INITIALIZE);
		BlockingQueue<String> connectionEvents = stream(connection, null);
		assertThat(post(V2_NEW_SESSION, AcpHttp.CONNECTION_ID, connection).statusCode()).isEqualTo(202);
		String session = connectionEvents.poll(10, TimeUnit.SECONDS).replaceAll(".*\"sessionId\":\"([^\"]+)\".*", "$1");
		BlockingQueue<String> sessionEvents = stream(connection, session);
		String prompt = "{\"jsonrpc\":\"2.0\",\"id\":11,\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"" + session
				+ "\",\"prompt\":[{\"type\":\"text\",\"text\":\"go\"}]}}";
		String batch = "[" + cancelToolCall(10, session) + "," + prompt + ",5," + cancelSession(session) + "]";

		HttpResponse<String> withoutSession = post(batch, AcpHttp.CONNECTION_ID, connection);
		HttpResponse<String> otherSession = post(batch, AcpHttp.CONNECTION_ID, connection, AcpHttp.SESSION_ID, "other");
		assertThat(v2Calls).as("a refused POST hands nothing on").containsExactly("session/new");
		HttpResponse<String> accepted = post(batch, AcpHttp.CONNECTION_ID, connection, AcpHttp.SESSION_ID, session);

		assertThat(withoutSession.statusCode()).isEqualTo(400);
		assertThat(withoutSession.body()).isEqualTo("Missing Acp-Session-Id");
		assertThat(otherSession.statusCode()).isEqualTo(400);
		assertThat(otherSession.body()).isEqualTo("Mismatched Acp-Session-Id");
		assertThat(accepted.statusCode()).isEqualTo(202);
		JsonArray answers = JsonParser.parseString(sessionEvents.poll(10, TimeUnit.SECONDS)).getAsJsonArray();
		assertThat(answers).containsExactlyInAnyOrder(JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":10,\"result\":{}}"),
				JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":11,\"result\":{\"messageId\":\"m-1\"}}"),
				JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,"
						+ "\"message\":\"Invalid request: a batch entry must be a JSON object\"}}"));
		assertThat(v2Calls).as("session/prompt, which a sender should not batch, processed still")
				.containsExactlyInAnyOrder("session/new", "tool_call/cancel", "session/prompt", "session/cancel");
		assertThat(connectionEvents).isEmpty();
	}

	@Test
	void aBatchOnAV1ConnectionOrOnNoneIsRefusedAsBefore() throws Exception {
		serveV1AndV2();
		String v1 = initialize();

		HttpResponse<String> onV1 = post("[" + NEW_SESSION + "]", AcpHttp.CONNECTION_ID, v1);
		HttpResponse<String> onNone = post("[" + V2_INITIALIZE + "]");

		assertThat(onV1.statusCode()).isEqualTo(400);
		assertThat(onV1.body()).isEqualTo(REFUSED_BATCH);
		assertThat(onNone.statusCode()).isEqualTo(400);
		assertThat(onNone.body()).isEqualTo(REFUSED_BATCH);
		assertThat(server.connections()).isEqualTo(1);
	}

	@Test
	void anEmptyUnreadableOrTooLargeBatchIsRefusedWithItsErrorAndOneOfNotificationsGetsNoAnswer() throws Exception {
		serveV1AndV2();
		String connection = initialize(V2_INITIALIZE);
		BlockingQueue<String> connectionEvents = stream(connection, null);

		HttpResponse<String> empty = post("[]", AcpHttp.CONNECTION_ID, connection);
		HttpResponse<String> unreadable = post("[{\"jsonrpc\":", AcpHttp.CONNECTION_ID, connection);
		HttpResponse<String> tooLarge = post("[" + cancelSession("s".repeat(5000)) + "]", AcpHttp.CONNECTION_ID, connection);
		HttpResponse<String> notifications = post("[" + cancelSession("a") + "," + cancelSession("a") + "]", AcpHttp.CONNECTION_ID,
				connection, AcpHttp.SESSION_ID, "a");
		post(V2_NEW_SESSION, AcpHttp.CONNECTION_ID, connection);

		assertThat(empty.statusCode()).isEqualTo(400);
		assertThat(empty.body()).contains("\"id\":null").contains("-32600");
		assertThat(unreadable.statusCode()).isEqualTo(400);
		assertThat(unreadable.body()).contains("\"id\":null").contains("-32700");
		assertThat(tooLarge.statusCode()).isEqualTo(413);
		assertThat(notifications.statusCode()).isEqualTo(202);
		// The first event is the answer to the request after the batch: nothing was sent for the batch.
		assertThat(connectionEvents.poll(10, TimeUnit.SECONDS)).startsWith("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\"");
		assertThat(v2Calls).containsExactly("session/cancel", "session/cancel", "session/new");
	}

	@Test
	void overWebSocketAV2BatchIsAnsweredWithOneFrameAndAV1OneRefusedAsBefore() throws Exception {
		serveV1AndV2();
		URI ws = URI.create("ws" + uri.toString().substring("http".length()));
		LimitsTest.Listener v2 = new LimitsTest.Listener();
		java.net.http.WebSocket v2Socket = http.newWebSocketBuilder().header("Authorization", "Bearer " + TestServers.TOKEN)
				.buildAsync(ws, v2).get(10, TimeUnit.SECONDS);
		LimitsTest.Listener v1 = new LimitsTest.Listener();
		java.net.http.WebSocket v1Socket = http.newWebSocketBuilder().header("Authorization", "Bearer " + TestServers.TOKEN)
				.buildAsync(ws, v1).get(10, TimeUnit.SECONDS);
		String batch = "[" + cancelToolCall(10, "s") + "," + V2_NEW_SESSION + "]";

		v2Socket.sendText(V2_INITIALIZE, true).get(10, TimeUnit.SECONDS);
		assertThat(v2.texts.poll(10, TimeUnit.SECONDS)).contains("\"protocolVersion\":2");
		v2Socket.sendText(batch, true).get(10, TimeUnit.SECONDS);
		v1Socket.sendText(INITIALIZE, true).get(10, TimeUnit.SECONDS);
		assertThat(v1.texts.poll(10, TimeUnit.SECONDS)).contains("\"protocolVersion\":1");
		v1Socket.sendText(batch, true).get(10, TimeUnit.SECONDS);

		JsonArray v2Answers = JsonParser.parseString(v2.texts.poll(10, TimeUnit.SECONDS)).getAsJsonArray();
		assertThat(v2Answers).hasSize(2).contains(JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":10,\"result\":{}}"));
		assertThat(v2Answers.asList()).as("session/new, which a sender should not batch, processed still")
				.anyMatch(answer -> answer.getAsJsonObject().get("id").getAsInt() == 2
						&& answer.getAsJsonObject().getAsJsonObject("result").get("sessionId").getAsString().startsWith("v2-"));
		assertThat(v1.texts.poll(10, TimeUnit.SECONDS)).isEqualTo(REFUSED_BATCH);
		assertThat(v2Calls).containsExactlyInAnyOrder("tool_call/cancel", "session/new");
	}

	@Test
	void aBodyOverTheLimitIs413() throws Exception {
		String connection = initialize();
		String big = "{\"jsonrpc\":\"2.0\",\"method\":\"x\",\"params\":{\"pad\":\"" + "a".repeat(5000) + "\"}}";

		assertThat(post(big, AcpHttp.CONNECTION_ID, connection).statusCode()).isEqualTo(413);
		assertThat(post(NEW_SESSION, AcpHttp.CONNECTION_ID, connection).statusCode()).isEqualTo(202);
	}

	@Test
	void moreConnectionsThanTheMaximumGet503() throws Exception {
		initialize();
		initialize();
		initialize();

		assertThat(post(INITIALIZE).statusCode()).isEqualTo(503);
	}

	@Test
	void answersAndUpdatesFollowTheirStreams() throws Exception {
		String connection = initialize();
		BlockingQueue<String> connectionEvents = stream(connection, null);

		assertThat(post(NEW_SESSION, AcpHttp.CONNECTION_ID, connection).statusCode()).isEqualTo(202);
		String answer = connectionEvents.poll(10, TimeUnit.SECONDS);
		assertThat(answer).startsWith("{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"sessionId\":\"s-");
		String session = answer.replaceAll(".*\"sessionId\":\"([^\"]+)\".*", "$1");
		BlockingQueue<String> sessionEvents = stream(connection, session);
		String prompt = "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"" + session
				+ "\",\"prompt\":[{\"type\":\"text\",\"text\":\"one two\"}]}}";

		assertThat(post(prompt, AcpHttp.CONNECTION_ID, connection).statusCode()).isEqualTo(400);
		assertThat(post(prompt, AcpHttp.CONNECTION_ID, connection, AcpHttp.SESSION_ID, "other").statusCode()).isEqualTo(400);
		assertThat(post(prompt, AcpHttp.CONNECTION_ID, connection, AcpHttp.SESSION_ID, session).statusCode()).isEqualTo(202);
		assertThat(sessionEvents.poll(10, TimeUnit.SECONDS)).contains("\"one \"");
		assertThat(sessionEvents.poll(10, TimeUnit.SECONDS)).contains("\"two \"");
		assertThat(sessionEvents.poll(10, TimeUnit.SECONDS)).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{\"stopReason\":\"end_turn\"}}");
		assertThat(connectionEvents).isEmpty();
		assertThat(send(request().header("Accept", "text/event-stream").header(AcpHttp.CONNECTION_ID, connection)
				.header(AcpHttp.SESSION_ID, session).GET().build()).statusCode()).isEqualTo(409);
	}

	/** A new session of the connection, its answer read on the connection's stream. */
	private String newSession(String connection) throws Exception {
		BlockingQueue<String> events = stream(connection, null);
		post(NEW_SESSION, AcpHttp.CONNECTION_ID, connection);
		return events.poll(10, TimeUnit.SECONDS).replaceAll(".*\"sessionId\":\"([^\"]+)\".*", "$1");
	}

	@Test
	void aSessionStreamOfAnotherLiveConnectionIs404AndTakesNothingFromIt() throws Exception {
		String first = initialize();
		String session = newSession(first);
		BlockingQueue<String> rightful = stream(first, session);
		String second = initialize();

		HttpResponse<String> stolen = send(request().header("Accept", "text/event-stream").header(AcpHttp.CONNECTION_ID, second)
				.header(AcpHttp.SESSION_ID, session).GET().build());
		String prompt = "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"" + session
				+ "\",\"prompt\":[{\"type\":\"text\",\"text\":\"mine\"}]}}";

		assertThat(stolen.statusCode()).isEqualTo(404);
		// Before, the GET claimed the session's stream: the holder's own traffic then went nowhere.
		assertThat(post(prompt, AcpHttp.CONNECTION_ID, first, AcpHttp.SESSION_ID, session).statusCode()).isEqualTo(202);
		assertThat(rightful.poll(10, TimeUnit.SECONDS)).contains("\"mine \"");
		assertThat(rightful.poll(10, TimeUnit.SECONDS)).contains("\"id\":3").contains("end_turn");
		assertThat(send(request().header("Accept", "text/event-stream").header(AcpHttp.CONNECTION_ID, first)
				.header(AcpHttp.SESSION_ID, session).GET().build()).statusCode()).isEqualTo(409);
	}

	@Test
	void aRequestNamingAnotherConnectionsSessionIsAnsweredOnAStreamItsClientReads() throws Exception {
		String first = initialize();
		String session = newSession(first);
		stream(first, session);
		String second = initialize();
		BlockingQueue<String> secondEvents = stream(second, null);
		String prompt = "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"" + session
				+ "\",\"prompt\":[]}}";

		assertThat(post(prompt, AcpHttp.CONNECTION_ID, second, AcpHttp.SESSION_ID, session).statusCode()).isEqualTo(202);

		// The echo agent fails a prompt without content, as an agent fails one for a session it does not
		// hold here: the error reaches the client, on the stream it reads, and not the session's.
		assertThat(secondEvents.poll(10, TimeUnit.SECONDS)).contains("\"id\":4").contains("\"error\"");
	}

	@Test
	void http2OverCleartextServesTheSameEndpoint() throws Exception {
		HttpClient h2c = HttpClient.newBuilder().version(HttpClient.Version.HTTP_2).build();
		String connection = initialize();
		// The JDK offers h2c on a request without a body; what follows goes over the HTTP/2 connection.
		HttpResponse<String> upgraded = h2c.send(request().header(AcpHttp.CONNECTION_ID, "unknown").DELETE().build(),
				HttpResponse.BodyHandlers.ofString());
		HttpResponse<String> posted = h2c.send(request().header("Content-Type", "application/json").header(AcpHttp.CONNECTION_ID, connection)
				.POST(HttpRequest.BodyPublishers.ofString(NEW_SESSION)).build(), HttpResponse.BodyHandlers.ofString());

		assertThat(upgraded.statusCode()).isEqualTo(404);
		assertThat(posted.version()).isEqualTo(HttpClient.Version.HTTP_2);
		assertThat(posted.statusCode()).isEqualTo(202);
	}

	@Test
	void deleteEndsTheConnection() throws Exception {
		String connection = initialize();

		assertThat(send(request().header(AcpHttp.CONNECTION_ID, connection).DELETE().build()).statusCode()).isEqualTo(202);
		assertThat(post(NEW_SESSION, AcpHttp.CONNECTION_ID, connection).statusCode()).isEqualTo(404);
		assertThat(server.connections()).isZero();
	}
}
