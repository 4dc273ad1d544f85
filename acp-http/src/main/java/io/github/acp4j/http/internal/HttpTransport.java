package io.github.acp4j.http.internal;

import java.io.IOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Level;
import java.util.logging.Logger;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.http.AcpHttp;

/**
 * A connection over Streamable HTTP, as the TypeScript SDK's client runs one: each message is POSTed,
 * one after another so that the server reads them in order; the first must be {@code initialize},
 * whose answer comes back in its POST with the connection id. What the server sends arrives on the
 * connection's SSE stream and on one stream per session, opened before the first POST of the session
 * (a session's id in an answer opens its stream at once). An answer to a request the server sent on
 * a session's stream is POSTed with that session's header (the answers to a batch, one array in one
 * POST, with the header of the session whose stream carried it). A request whose POST is refused is
 * answered here with an error that says the status; 401, 403, 404 and 410 end the connection.
 */
public final class HttpTransport extends Transport {

	private static final Logger LOG = Logger.getLogger(HttpTransport.class.getName());
	private static final Set<Integer> CONNECTION_FAILURES = Set.of(401, 403, 404, 410);
	private static final int INTERNAL_ERROR = -32603;

	private final HttpClient http;
	private final URI uri;
	private final Map<String, String> headers;
	private final int maxMessageSize;
	private volatile String connectionId;
	private volatile boolean closed;
	/** The POSTs, one after another. Guarded by this. */
	private CompletableFuture<Void> posts = CompletableFuture.completedFuture(null);
	/** Each session's stream, complete once its GET was answered. */
	private final Map<String, CompletableFuture<Void>> sessionStreams = new ConcurrentHashMap<>();
	/** The session of each request the server sent on a session's stream, until it is answered. */
	private final Map<String, String> answerSessions = new ConcurrentHashMap<>();
	private final List<Sse> streams = new CopyOnWriteArrayList<>();
	private Duration timeout = Duration.ofSeconds(30);

	public HttpTransport(HttpClient http, URI uri, Map<String, String> headers, int maxMessageSize) {
		this.http = http;
		this.uri = uri;
		this.headers = headers;
		this.maxMessageSize = maxMessageSize;
	}

	@Override
	public void start(java.util.function.Consumer<String> receiver, Runnable onEnd, Duration connectTimeout) throws IOException {
		super.start(receiver, onEnd, connectTimeout);
		this.timeout = connectTimeout;
	}

	@Override
	public synchronized void send(String json) throws IOException {
		if (closed) {
			throw new IOException("The connection is closed");
		}
		Envelope envelope;
		try {
			envelope = json.startsWith("[") ? batchEnvelope(json) : Envelope.of(json);
		} catch (Envelope.NotAnObjectException e) {
			throw new IOException("Not a JSON-RPC message", e);
		}
		posts = posts.thenCompose(done -> post(json, envelope)).exceptionally(failure -> {
			LOG.log(Level.FINE, "A POST failed; the connection ends", failure);
			refuse(envelope, "Could not reach " + uri + ": " + Failures.cause(failure));
			close();
			return null;
		});
	}

	/**
	 * What routes the answers of a batch the server sent, one JSON array in one POST: the session of
	 * the first request they answer that came on a session's stream (the server takes a batch of one
	 * session per POST).
	 */
	private Envelope batchEnvelope(String json) throws Envelope.NotAnObjectException {
		String session = null;
		for (Envelope answer : Envelope.batch(json)) {
			String route = answer == null || answer.id() == null ? null : answerSessions.remove(answer.id());
			session = session == null ? route : session;
		}
		return new Envelope(null, null, session, null);
	}

	private HttpRequest.Builder request() {
		HttpRequest.Builder request = HttpRequest.newBuilder(uri);
		if ("http".equalsIgnoreCase(uri.getScheme())) {
			// Over cleartext the JDK would offer each request an upgrade to h2c, which a server that takes
			// WebSocket upgrades on the same path may read as a WebSocket upgrade (the TypeScript SDK's
			// Node server answers 405). HTTP/2 comes with TLS, by ALPN.
			request.version(HttpClient.Version.HTTP_1_1);
		}
		headers.forEach(request::header);
		return request;
	}

	private CompletableFuture<Void> post(String json, Envelope envelope) {
		if (closed) {
			return CompletableFuture.completedFuture(null);
		}
		String connection = connectionId;
		HttpRequest.Builder request = request().timeout(timeout).header("Content-Type", AcpHttp.JSON)
				.POST(HttpRequest.BodyPublishers.ofString(json));
		if (connection == null) {
			if (!"initialize".equals(envelope.method())) {
				refuse(envelope, "the first message over Streamable HTTP must be initialize");
				return CompletableFuture.completedFuture(null);
			}
			return http.sendAsync(request.build(), HttpResponse.BodyHandlers.ofString()).thenAccept(response -> initialized(envelope, response));
		}
		String session = envelope.sessionId();
		if (session == null && envelope.isResponse()) {
			session = answerSessions.remove(envelope.id());
		}
		request.header(AcpHttp.CONNECTION_ID, connection);
		CompletableFuture<Void> ready = CompletableFuture.completedFuture(null);
		if (session != null) {
			request.header(AcpHttp.SESSION_ID, session);
			ready = sessionStream(session);
		}
		return ready.thenCompose(open -> http.sendAsync(request.build(), HttpResponse.BodyHandlers.ofString())).thenAccept(response -> {
			int status = response.statusCode();
			if (status == 200 || status == 202) {
				return;
			}
			refuse(envelope, answered(response));
			if (CONNECTION_FAILURES.contains(status)) {
				close();
			}
		});
	}

	private void initialized(Envelope envelope, HttpResponse<String> response) {
		String id = response.headers().firstValue(AcpHttp.CONNECTION_ID).orElse(null);
		if (response.statusCode() != 200 || id == null) {
			refuse(envelope, "initialize failed: " + answered(response));
			close();
			return;
		}
		connectionId = id;
		open(null).exceptionally(failure -> {
			close();
			return null;
		});
		receive(response.body());
	}

	/** The stream of a session, opened once; complete when its GET is answered. */
	private CompletableFuture<Void> sessionStream(String session) {
		return sessionStreams.computeIfAbsent(session, this::open);
	}

	/** Opens the connection's stream (session null) or a session's; complete once the server answered the GET. */
	private CompletableFuture<Void> open(String session) {
		HttpRequest.Builder request = request().header("Accept", AcpHttp.EVENT_STREAM).header(AcpHttp.CONNECTION_ID, connectionId).GET();
		if (session != null) {
			request.header(AcpHttp.SESSION_ID, session);
		}
		CompletableFuture<Void> ready = new CompletableFuture<>();
		http.sendAsync(request.build(), info -> {
			if (info.statusCode() != 200) {
				ready.completeExceptionally(new IOException("The server refused the stream: HTTP " + info.statusCode()));
				return HttpResponse.BodySubscribers.discarding();
			}
			ready.complete(null);
			Sse stream = new Sse(event -> event(event, session), maxMessageSize);
			streams.add(stream);
			return stream;
		}).whenComplete((response, failure) -> streamEnded(session));
		return ready;
	}

	private void streamEnded(String session) {
		if (closed) {
			return;
		}
		if (session == null) {
			LOG.fine("The connection's stream ended; the connection ends");
			close();
		} else {
			// The next message of the session opens it again.
			sessionStreams.remove(session);
		}
	}

	private void event(String json, String session) {
		try {
			// A batch's requests are answered as the same requests sent alone would be.
			for (Envelope envelope : json.startsWith("[") ? Envelope.batch(json) : List.of(Envelope.of(json))) {
				if (envelope != null && envelope.resultSessionId() != null) {
					sessionStream(envelope.resultSessionId());
				}
				if (envelope != null && session != null && envelope.isRequest()) {
					answerSessions.put(envelope.id(), session);
				}
			}
		} catch (Envelope.NotAnObjectException e) {
			// The launcher answers it as it answers any text that is no message.
		}
		receive(json);
	}

	/** Answers a request of this side's that the server did not take with an error saying why; other messages are dropped. */
	private void refuse(Envelope envelope, String reason) {
		if (!envelope.isRequest()) {
			LOG.fine(() -> "A message was not delivered: " + reason);
			return;
		}
		JsonObject error = new JsonObject();
		error.addProperty("code", INTERNAL_ERROR);
		error.addProperty("message", reason);
		JsonObject answer = new JsonObject();
		answer.addProperty("jsonrpc", "2.0");
		answer.add("id", JsonParser.parseString(idJson(envelope.id())));
		answer.add("error", error);
		receive(answer.toString());
	}

	private static String idJson(String key) {
		if (key.startsWith("n:")) {
			return key.substring(2);
		}
		if (key.startsWith("s:")) {
			JsonObject holder = new JsonObject();
			holder.addProperty("id", key.substring(2));
			return holder.get("id").toString();
		}
		return "null";
	}

	/** The status of a refused POST, what it means, and the first words of the server's own reason. */
	private static String answered(HttpResponse<String> response) {
		String body = response.body() == null ? "" : response.body().strip().replaceAll("\\s+", " ");
		String said = body.length() > 200 ? body.substring(0, 200) + "..." : body;
		return Failures.status(response.statusCode()) + (said.isEmpty() ? "" : ": " + said);
	}

	@Override
	public String connectionId() {
		return connectionId;
	}

	@Override
	public void close() {
		if (closed) {
			return;
		}
		closed = true;
		String connection = connectionId;
		if (connection != null) {
			http.sendAsync(request().timeout(timeout).header(AcpHttp.CONNECTION_ID, connection).DELETE().build(),
					HttpResponse.BodyHandlers.discarding());
		}
		streams.forEach(Sse::cancel);
		ended();
	}
}
