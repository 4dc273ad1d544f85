package io.github.acp4j.http.server.internal;

import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.jetty.http.HttpHeader;
import org.eclipse.jetty.http.HttpStatus;
import org.eclipse.jetty.http.HttpVersion;
import org.eclipse.jetty.io.EndPoint;
import org.eclipse.jetty.io.Content;
import org.eclipse.jetty.server.Handler;
import org.eclipse.jetty.server.Request;
import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.eclipse.jetty.websocket.server.ServerWebSocketContainer;

import com.google.gson.JsonObject;

import io.github.acp4j.http.AcpHttp;
import io.github.acp4j.http.internal.Envelope;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import io.github.acp4j.jsonrpc.MessageSink;

/**
 * The one {@code /acp} path, routed as the RFD's table says: POST a message (200 with the answer for
 * {@code initialize}, 202 otherwise), GET an SSE stream (the connection's, or a session's with
 * {@code Acp-Session-Id}) or a WebSocket upgrade, DELETE the connection. Every request passes
 * {@link Access} first. The status codes and their order are the TypeScript SDK server's.
 *
 * <p>A POST of a JSON-RPC batch is taken on a connection whose launcher accepts batches (ACP v2) and
 * refused with 400 and {@code -32600} on any other, as the SDK refuses every batch: see
 * {@link #postBatch}.
 */
public final class AcpHandler extends Handler.Abstract {

	private static final Logger LOG = Logger.getLogger(AcpHandler.class.getName());
	/** How long {@code initialize} may take before its POST fails. */
	private static final Duration INITIALIZE_TIMEOUT = Duration.ofSeconds(30);
	/** A body over the limit of up to this many bytes (or four times the limit) is read and dropped before its 413. */
	private static final long DISCARDED_AT_MOST = 1 << 20;
	/** The SSE header of a GET that resumes a stream after the last event its client read. */
	private static final String LAST_EVENT_ID = "Last-Event-ID";

	private final String path;
	private final Access access;
	private final Registry registry;
	private final Admission admission;
	private final Function<MessageSink, FramedLauncher<?>> endpoint;
	private final ServerWebSocketContainer webSockets;

	public AcpHandler(String path, Access access, Registry registry, Admission admission,
			Function<MessageSink, FramedLauncher<?>> endpoint, ServerWebSocketContainer webSockets) {
		this.path = path;
		this.access = access;
		this.registry = registry;
		this.admission = admission;
		this.endpoint = endpoint;
		this.webSockets = webSockets;
	}

	@Override
	public boolean handle(Request request, Response response, Callback callback) {
		if (!path.equals(Request.getPathInContext(request))) {
			return false;
		}
		String origin = request.getHeaders().get(HttpHeader.ORIGIN);
		if (!access.allowsOrigin(origin)) {
			return refuse(request, response, callback, HttpStatus.FORBIDDEN_403, "Origin not allowed");
		}
		if (origin != null) {
			Cors.allow(origin, response);
			if (Cors.isPreflight(request)) {
				Cors.preflight(response);
				response.setStatus(HttpStatus.NO_CONTENT_204);
				callback.succeeded();
				return true;
			}
		}
		if (!access.authorizes(request.getHeaders().get(HttpHeader.AUTHORIZATION))
				&& !(isUpgrade(request) && ("GET".equals(request.getMethod()) || "CONNECT".equals(request.getMethod()))
						&& access.authorizesProtocols(request.getHeaders().getValuesList(HttpHeader.SEC_WEBSOCKET_SUBPROTOCOL)))) {
			response.getHeaders().put(HttpHeader.WWW_AUTHENTICATE, "Bearer");
			return refuse(request, response, callback, HttpStatus.UNAUTHORIZED_401, "Unauthorized");
		}
		admission.admit(request);
		if (!access.allowsPeer(request)) {
			return refuse(request, response, callback, HttpStatus.FORBIDDEN_403, "Refused: this connection comes from a process the agent started");
		}
		switch (request.getMethod()) {
		case "POST":
			return post(request, response, callback);
		case "GET":
			return isUpgrade(request) ? upgrade(request, response, callback) : get(request, response, callback);
		case "DELETE":
			return delete(request, response, callback);
		default:
			response.getHeaders().put(HttpHeader.ALLOW, "GET, POST, DELETE");
			return text(response, callback, HttpStatus.METHOD_NOT_ALLOWED_405, "Method Not Allowed");
		}
	}

	private static boolean isUpgrade(Request request) {
		String upgrade = request.getHeaders().get(HttpHeader.UPGRADE);
		// HTTP/2 carries the upgrade as a CONNECT with :protocol websocket, which Jetty presents the same way.
		return upgrade != null && upgrade.toLowerCase(Locale.ROOT).contains("websocket")
				|| "websocket".equalsIgnoreCase(request.getHeaders().get(HttpHeader.C_PROTOCOL));
	}

	private boolean post(Request request, Response response, Callback callback) {
		String type = request.getHeaders().get(HttpHeader.CONTENT_TYPE);
		if (type == null || !type.split(";", 2)[0].strip().equalsIgnoreCase(AcpHttp.JSON)) {
			return text(response, callback, HttpStatus.UNSUPPORTED_MEDIA_TYPE_415, "Unsupported Media Type: POST application/json");
		}
		int limit = registry.limits().maxMessageSize();
		long length = request.getLength();
		if (length > limit) {
			if (length > Math.max(4L * limit, DISCARDED_AT_MOST)) {
				return tooLarge(response, callback, limit);
			}
			// The body is read and dropped before the answer: a 413 written while the body still arrives,
			// and the connection then closed with bytes unread, is reset by the kernel, and the client may
			// never see the answer.
			Content.Source.consumeAll(request, Callback.from(() -> tooLarge(response, callback, limit),
					failure -> tooLarge(response, callback, limit)));
			return true;
		}
		Content.Source.asByteArrayAsync(request, limit).whenComplete((body, failure) -> {
			if (failure != null) {
				// The only read that fails with the connection alive is one over the limit.
				tooLarge(response, callback, limit);
			} else {
				post(new String(body, StandardCharsets.UTF_8), request, response, callback);
			}
		});
		return true;
	}

	private static boolean tooLarge(Response response, Callback callback, int limit) {
		return text(response, callback, HttpStatus.PAYLOAD_TOO_LARGE_413, "A message may be at most " + limit + " bytes");
	}

	private void post(String body, Request request, Response response, Callback callback) {
		Envelope envelope;
		try {
			envelope = Envelope.of(body);
		} catch (Envelope.NotAnObjectException e) {
			if (e.array()) {
				postBatch(body, request, response, callback);
			} else {
				json(response, callback, HttpStatus.BAD_REQUEST_400, error(JsonRpcErrors.PARSE_ERROR, "Parse error: the body is not one JSON object"));
			}
			return;
		}
		String connectionId = request.getHeaders().get(AcpHttp.CONNECTION_ID);
		if ("initialize".equals(envelope.method()) && envelope.id() != null) {
			if (connectionId != null) {
				text(response, callback, HttpStatus.BAD_REQUEST_400, "Initialize not allowed on existing connection");
			} else {
				initialize(body, envelope, response, callback);
			}
			return;
		}
		if (connectionId == null) {
			text(response, callback, HttpStatus.BAD_REQUEST_400, "Missing Acp-Connection-Id");
			return;
		}
		if (!(registry.get(connectionId) instanceof HttpConnection connection)) {
			text(response, callback, HttpStatus.NOT_FOUND_404, "Unknown Acp-Connection-Id");
			return;
		}
		String sessionId = request.getHeaders().get(AcpHttp.SESSION_ID);
		String refused = route(connection, envelope, sessionId);
		if (refused != null) {
			text(response, callback, HttpStatus.BAD_REQUEST_400, refused);
			return;
		}
		connection.touched();
		Runnable accept = () -> {
			connection.receive(body);
			response.setStatus(HttpStatus.ACCEPTED_202);
			callback.succeeded();
		};
		if (envelope.loadsSession()) {
			registry.release(envelope.sessionId(), connection, request.getContext(), accept);
		} else {
			accept.run();
		}
	}

	/**
	 * A POST whose body is a JSON-RPC batch. One POST, one session: every entry is checked as if it
	 * came alone with this POST's headers, and one that would be refused refuses the whole POST, so
	 * that nothing of it is handed on; the answers to its requests leave together as one SSE event, the
	 * JSON array, on the stream of the POST's {@code Acp-Session-Id} (the connection's without one),
	 * where a single request's answer would go. An empty batch and a body that is not JSON are 400 with
	 * their JSON-RPC error, as a single message's are. A connection that does not accept batches (ACP
	 * v1, or not initialized yet) refuses it as before.
	 */
	private void postBatch(String body, Request request, Response response, Callback callback) {
		String connectionId = request.getHeaders().get(AcpHttp.CONNECTION_ID);
		if (!(connectionId != null && registry.get(connectionId) instanceof HttpConnection connection && connection.launcher().acceptsBatches())) {
			json(response, callback, HttpStatus.BAD_REQUEST_400, error(JsonRpcErrors.INVALID_REQUEST, "Invalid request: batches are not supported"));
			return;
		}
		List<Envelope> entries;
		try {
			entries = Envelope.batch(body);
		} catch (Envelope.NotAnObjectException e) {
			json(response, callback, HttpStatus.BAD_REQUEST_400, error(JsonRpcErrors.PARSE_ERROR, "Parse error: the body is not one JSON array"));
			return;
		}
		if (entries.isEmpty()) {
			json(response, callback, HttpStatus.BAD_REQUEST_400,
					error(JsonRpcErrors.INVALID_REQUEST, "Invalid request: a batch must hold at least one message"));
			return;
		}
		String sessionId = request.getHeaders().get(AcpHttp.SESSION_ID);
		for (Envelope entry : entries) {
			String refused = entry == null ? null : refusal(connection, entry, sessionId);
			if (refused != null) {
				text(response, callback, HttpStatus.BAD_REQUEST_400, refused);
				return;
			}
		}
		for (Envelope entry : entries) {
			if (entry != null) {
				expect(connection, entry, sessionId == null ? HttpConnection.CONNECTION : sessionId);
			}
		}
		connection.touched();
		connection.receive(body);
		response.setStatus(HttpStatus.ACCEPTED_202);
		callback.succeeded();
	}

	/** Checks the session header of a POST and records where the answer goes; the reason for a 400, or null. */
	private static String route(HttpConnection connection, Envelope envelope, String sessionId) {
		String refused = refusal(connection, envelope, sessionId);
		if (refused == null) {
			boolean toConnection = sessionId == null || "session/load".equals(envelope.method());
			expect(connection, envelope, toConnection ? HttpConnection.CONNECTION : sessionId);
		}
		return refused;
	}

	/** Why a message may not come with the session header {@code sessionId} (a 400), or null. */
	private static String refusal(HttpConnection connection, Envelope envelope, String sessionId) {
		if (envelope.isResponse()) {
			String session = connection.clientAnswerRoute(envelope.id());
			if (session != null && !session.equals(sessionId)) {
				return sessionId == null ? "Missing Acp-Session-Id" : "Mismatched Acp-Session-Id";
			}
			return null;
		}
		if (envelope.needsSessionHeader() && sessionId == null) {
			return "Missing Acp-Session-Id";
		}
		if (sessionId != null && envelope.sessionId() != null && !sessionId.equals(envelope.sessionId())) {
			return "Mismatched Acp-Session-Id";
		}
		return null;
	}

	/** Records what a message let in changes: the route of a request's answer, or a client's answer given. */
	private static void expect(HttpConnection connection, Envelope envelope, String route) {
		if (envelope.isResponse()) {
			connection.clientAnswered(envelope.id());
		} else if (envelope.isRequest()) {
			connection.expectAnswer(envelope, route);
		}
	}

	private void initialize(String body, Envelope envelope, Response response, Callback callback) {
		if (!registry.reserve()) {
			text(response, callback, HttpStatus.SERVICE_UNAVAILABLE_503, "Too many connections; try again later");
			return;
		}
		HttpConnection connection = new HttpConnection(registry);
		connection.open(endpoint);
		registry.add(connection);
		connection.initialAnswer(envelope.id()).orTimeout(INITIALIZE_TIMEOUT.toMillis(), TimeUnit.MILLISECONDS)
				.whenComplete((answer, failure) -> {
					if (failure != null) {
						connection.end("initialize was not answered");
						json(response, callback, HttpStatus.INTERNAL_SERVER_ERROR_500,
								error(JsonRpcErrors.INTERNAL_ERROR, "Initialize failed: no answer"));
					} else {
						response.getHeaders().put(AcpHttp.CONNECTION_ID, connection.id());
						json(response, callback, HttpStatus.OK_200, answer);
					}
				});
		connection.receive(body);
	}

	private boolean get(Request request, Response response, Callback callback) {
		String accept = request.getHeaders().get(HttpHeader.ACCEPT);
		if (accept == null || !accept.toLowerCase(Locale.ROOT).contains(AcpHttp.EVENT_STREAM)) {
			return text(response, callback, HttpStatus.NOT_ACCEPTABLE_406, "Not Acceptable: GET text/event-stream");
		}
		String connectionId = request.getHeaders().get(AcpHttp.CONNECTION_ID);
		if (connectionId == null) {
			return text(response, callback, HttpStatus.BAD_REQUEST_400, "Missing Acp-Connection-Id");
		}
		if (!(registry.get(connectionId) instanceof HttpConnection connection)) {
			return text(response, callback, HttpStatus.NOT_FOUND_404, "Unknown Acp-Connection-Id");
		}
		String sessionId = request.getHeaders().get(AcpHttp.SESSION_ID);
		connection.touched();
		if (sessionId == null) {
			return attach(connection.connectionStream(), request, response, callback);
		}
		if (!registry.heldElsewhere(sessionId, connection)) {
			return attachSession(connection, sessionId, request, response, callback);
		}
		// Another connection holds the session. Its client may have gone without a word (closed sockets
		// show only when written to): write to its streams twice, then ask again. Either way the GET
		// gets at most a stream of its own connection, never the holder's.
		registry.probe(sessionId, Registry.PROBES, () -> {
			if (connection.hasEnded() || registry.heldElsewhere(sessionId, connection)) {
				text(response, callback, HttpStatus.NOT_FOUND_404, "Unknown Acp-Session-Id for this connection");
			} else {
				attachSession(connection, sessionId, request, response, callback);
			}
		});
		return true;
	}

	private static boolean attachSession(HttpConnection connection, String sessionId, Request request, Response response,
			Callback callback) {
		Outbox stream = connection.sessionStreamToRead(sessionId);
		if (stream == null) {
			return text(response, callback, HttpStatus.TOO_MANY_REQUESTS_429,
					"Too many session streams on this connection (" + HttpConnection.MAX_SESSION_STREAMS + ")");
		}
		return attach(stream, request, response, callback);
	}

	/** Makes the GET the reader of {@code stream}: 200 and the stream's events, or 409 when another GET reads it. */
	private static boolean attach(Outbox stream, Request request, Response response, Callback callback) {
		response.setStatus(HttpStatus.OK_200);
		response.getHeaders().put(HttpHeader.CONTENT_TYPE, AcpHttp.EVENT_STREAM);
		response.getHeaders().put(HttpHeader.CACHE_CONTROL, "no-cache");
		if (!stream.attach(response, callback, request.getHeaders().get(LAST_EVENT_ID))) {
			response.getHeaders().remove(HttpHeader.CONTENT_TYPE);
			response.getHeaders().remove(HttpHeader.CACHE_CONTROL);
			return text(response, callback, HttpStatus.CONFLICT_409, "Outbound stream already has an active receiver");
		}
		return true;
	}

	private boolean delete(Request request, Response response, Callback callback) {
		String connectionId = request.getHeaders().get(AcpHttp.CONNECTION_ID);
		if (connectionId == null) {
			return text(response, callback, HttpStatus.BAD_REQUEST_400, "Missing Acp-Connection-Id");
		}
		RemoteConnection connection = registry.get(connectionId);
		if (connection == null) {
			return text(response, callback, HttpStatus.NOT_FOUND_404, "Unknown Acp-Connection-Id");
		}
		connection.end("the client deleted it");
		response.setStatus(HttpStatus.ACCEPTED_202);
		callback.succeeded();
		return true;
	}

	private boolean upgrade(Request request, Response response, Callback callback) {
		if (!registry.reserve()) {
			return text(response, callback, HttpStatus.SERVICE_UNAVAILABLE_503, "Too many connections; try again later");
		}
		WebSocketConnection connection = new WebSocketConnection(registry, webSockets.getExecutor());
		boolean upgraded;
		try {
			upgraded = webSockets.upgrade((upgradeRequest, upgradeResponse, upgradeCallback) -> {
				upgradeResponse.getHeaders().put(AcpHttp.CONNECTION_ID, connection.id());
				String protocol = Access.acceptedProtocol(upgradeRequest.getSubProtocols());
				if (protocol != null) {
					upgradeResponse.setAcceptedSubProtocol(protocol);
				}
				connection.open(endpoint);
				registry.add(connection);
				return connection;
			}, request, response, callback);
		} catch (RuntimeException e) {
			LOG.log(Level.WARNING, "A WebSocket upgrade failed", e);
			upgraded = false;
		}
		if (!upgraded) {
			if (connection.launcher() == null) {
				registry.release();
			} else {
				connection.end("the upgrade failed");
			}
			return text(response, callback, HttpStatus.BAD_REQUEST_400, "Not a valid WebSocket upgrade");
		}
		return true;
	}

	/**
	 * Answers a request that may not go on and ends its connection once the answer is out: whoever
	 * sent it gets no second try on a connection the server keeps open for it.
	 */
	private static boolean refuse(Request request, Response response, Callback callback, int status, String text) {
		EndPoint endPoint = request.getConnectionMetaData().getConnection().getEndPoint();
		if (request.getConnectionMetaData().getHttpVersion().getVersion() < HttpVersion.HTTP_2.getVersion()) {
			response.getHeaders().put(HttpHeader.CONNECTION, "close");
			return text(response, callback, status, text);
		}
		return text(response, Callback.from(callback, (Runnable) endPoint::close), status, text);
	}

	private static String error(int code, String message) {
		JsonObject error = new JsonObject();
		error.addProperty("code", code);
		error.addProperty("message", message);
		JsonObject answer = new JsonObject();
		answer.addProperty("jsonrpc", "2.0");
		answer.add("id", null);
		answer.add("error", error);
		return answer.toString();
	}

	private static boolean text(Response response, Callback callback, int status, String text) {
		send(response, callback, status, "text/plain; charset=utf-8", text);
		return true;
	}

	private static void json(Response response, Callback callback, int status, String json) {
		send(response, callback, status, AcpHttp.JSON, json);
	}

	private static void send(Response response, Callback callback, int status, String type, String body) {
		response.setStatus(status);
		response.getHeaders().put(HttpHeader.CONTENT_TYPE, type);
		response.write(true, java.nio.ByteBuffer.wrap(body.getBytes(StandardCharsets.UTF_8)), callback);
	}
}
