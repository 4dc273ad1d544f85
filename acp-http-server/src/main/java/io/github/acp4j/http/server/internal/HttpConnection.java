package io.github.acp4j.http.server.internal;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.List;
import java.util.Queue;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;

import io.github.acp4j.http.internal.Envelope;

/**
 * A connection over Streamable HTTP: messages come in POSTs; what the endpoint sends is routed, as
 * the RFD and the TypeScript SDK route it, to the connection's SSE stream or to a session's. An
 * answer goes where its request's session is ({@code session/load}'s and session-less requests' to
 * the connection's stream); a request or notification with {@code params.sessionId} to that
 * session's stream, and the client's answer to it must then come with that session's header.
 *
 * <p>Session streams belong to their connection, as in the TypeScript SDK's server: a GET makes or
 * reads this connection's stream of a session, never another connection's, and only what the
 * endpoint sends on this connection reaches it. An answer for a session the endpoint does not hold
 * on this connection (an error, such as a prompt for another connection's session) goes to a stream
 * the client reads: the session's if a GET reads it, else the connection's.
 *
 * <p>The answers of a batch (one POST) leave as one event holding their JSON array, routed as one
 * answer: where the batch's requests were to be answered (see {@link #sendBatchAnswers}).
 */
final class HttpConnection extends RemoteConnection {

	/** The route of what belongs to no session. */
	static final String CONNECTION = "";
	/** Session streams one connection may have (the TypeScript SDK's server limits them too). */
	static final int MAX_SESSION_STREAMS = 256;

	private final Outbox connectionStream;
	private final Map<String, Outbox> sessionStreams = new ConcurrentHashMap<>();
	/** By the id of each client request not answered yet: where its answer goes. */
	private final Map<String, Pending> answerRoutes = new ConcurrentHashMap<>();
	/** By the id of each endpoint request to the client not answered yet: its session. */
	private final Map<String, String> clientAnswerRoutes = new ConcurrentHashMap<>();
	private final CompletableFuture<String> initialAnswer = new CompletableFuture<>();
	/** Messages that wait behind an answer or request being held (see {@link #deliver}); guarded by this. */
	private final Queue<Runnable> held = new ArrayDeque<>();
	private boolean holding;
	/** Whether the connection ended while a message was held: its streams end once it is pushed. */
	private boolean finishing;
	private volatile String initializeId;

	HttpConnection(Registry registry) {
		super(registry);
		this.connectionStream = new Outbox(this, registry);
	}

	/** The answer to the {@code initialize} request of id {@code id}, which the POST that opened the connection returns. */
	CompletableFuture<String> initialAnswer(String id) {
		initializeId = id;
		return initialAnswer;
	}

	/**
	 * A client request not answered yet.
	 *
	 * @param route  the session stream of its answer, or {@link #CONNECTION}
	 * @param method its method
	 */
	private record Pending(String route, String method) {
		/** Whether a successful answer names a session it made for the client. */
		boolean makesSession() {
			return "session/new".equals(method) || "session/fork".equals(method);
		}
	}

	/** Remembers where the answer to a client request goes. */
	void expectAnswer(Envelope request, String route) {
		answerRoutes.put(request.id(), new Pending(route, request.method()));
	}

	/** The session whose stream carried the endpoint's request {@code id}; null when it is none's. */
	String clientAnswerRoute(String id) {
		return clientAnswerRoutes.get(id);
	}

	/** The client's answer to the endpoint's request {@code id} was let in: its route is no longer needed. */
	void clientAnswered(String id) {
		clientAnswerRoutes.remove(id);
	}

	Outbox connectionStream() {
		return connectionStream;
	}

	/** This connection's stream of a session, made on first use. */
	Outbox sessionStream(String sessionId) {
		return sessionStreams.computeIfAbsent(sessionId, id -> new Outbox(this, registry));
	}

	/**
	 * The stream of a session for a client's GET, or null when the connection has as many session
	 * streams as it may and none of this session: a client cannot make streams without end by asking
	 * for sessions that do not exist.
	 */
	Outbox sessionStreamToRead(String sessionId) {
		Outbox stream = sessionStreams.get(sessionId);
		return stream != null || sessionStreams.size() >= MAX_SESSION_STREAMS ? stream : sessionStream(sessionId);
	}

	@Override
	protected void send(String json) throws IOException {
		if (hasEnded()) {
			throw new IOException("The connection has ended");
		}
		if (json.startsWith("[")) {
			sendBatchAnswers(json);
			return;
		}
		Envelope envelope;
		try {
			envelope = Envelope.route(json);
		} catch (Envelope.NotAnObjectException e) {
			throw new IOException("The endpoint sent what is no JSON object", e);
		}
		if (envelope.isResponse() && envelope.id().equals(initializeId) && !initialAnswer.isDone()) {
			initialAnswer.complete(json);
			return;
		}
		Outbox stream = connectionStream;
		if (envelope.isResponse()) {
			Pending pending = answerRoutes.remove(envelope.id());
			if (pending != null) {
				stream = answerStream(pending, pending.makesSession() ? resultSessionId(json) : null);
			}
		} else if (envelope.sessionId() != null) {
			// The endpoint speaks of a session on this connection: it holds it here.
			registry.own(envelope.sessionId(), this);
			stream = sessionStream(envelope.sessionId());
			if (envelope.isRequest()) {
				clientAnswerRoutes.put(envelope.id(), envelope.sessionId());
			}
		}
		hold(json.length());
		// Only notifications wait for company: an answer or a request is waited for.
		deliver(stream, json, envelope.method() == null || envelope.id() != null);
	}

	/**
	 * The answers of a batch, one JSON array, leave as one event on one stream: the stream of the first
	 * answer whose request is known here (the requests of one batch came in one POST and share its
	 * route), else the connection's (every entry of the batch was invalid).
	 */
	private void sendBatchAnswers(String json) throws IOException {
		List<Envelope> answers;
		try {
			answers = Envelope.batch(json);
		} catch (Envelope.NotAnObjectException e) {
			throw new IOException("The endpoint sent what is no JSON array", e);
		}
		Outbox stream = null;
		for (Envelope answer : answers) {
			Pending pending = answer == null || answer.id() == null ? null : answerRoutes.remove(answer.id());
			if (pending != null) {
				Outbox routed = answerStream(pending, pending.makesSession() ? answer.resultSessionId() : null);
				stream = stream == null ? routed : stream;
			}
		}
		hold(json.length());
		deliver(stream == null ? connectionStream : stream, json, true);
	}

	private static String resultSessionId(String json) throws IOException {
		try {
			return Envelope.of(json).resultSessionId();
		} catch (Envelope.NotAnObjectException e) {
			throw new IOException("The endpoint sent what is no JSON object", e);
		}
	}

	/**
	 * The stream of an answer to {@code pending}. A session that a successful {@code session/new} or
	 * {@code session/fork} made ({@code madeSession}) is held here from now on; one loaded or resumed is
	 * once the endpoint sends anything of it.
	 */
	private Outbox answerStream(Pending pending, String madeSession) {
		if (madeSession != null) {
			registry.own(madeSession, this);
		}
		String route = pending.route();
		if (route.equals(CONNECTION)) {
			return connectionStream;
		}
		Outbox session = sessionStreams.get(route);
		if (registry.owns(route, this) || session != null && session.hasReader()) {
			return sessionStream(route);
		}
		return connectionStream;
	}

	/**
	 * Pushes a message to its stream in the order the endpoint sent it, across streams too: an answer
	 * or a request is written only once what the other streams were writing has been (a load's replay,
	 * on the session's stream, before the load's answer, on the connection's), and whatever comes after
	 * it waits behind it.
	 */
	private synchronized void deliver(Outbox stream, String json, boolean urgent) {
		if (holding) {
			held.add(() -> deliver(stream, json, urgent));
			return;
		}
		if (!urgent) {
			stream.push(json, false);
			return;
		}
		// One count for this call, one for each stream still writing; the last release delivers.
		AtomicInteger pending = new AtomicInteger(1);
		Runnable release = () -> {
			if (pending.decrementAndGet() == 0) {
				resume(stream, json);
			}
		};
		for (Outbox other : streams()) {
			if (other != stream) {
				other.flushNow();
				pending.incrementAndGet();
				if (!other.whenWritten(release)) {
					pending.decrementAndGet();
				}
			}
		}
		if (pending.decrementAndGet() == 0) {
			stream.push(json, true);
		} else {
			holding = true;
		}
	}

	/** Delivers the held answer or request, then what waited behind it. */
	private synchronized void resume(Outbox stream, String json) {
		holding = false;
		stream.push(json, true);
		while (!holding && !held.isEmpty()) {
			held.poll().run();
		}
		if (!holding && finishing) {
			finishStreams(false);
		}
	}

	private List<Outbox> streams() {
		List<Outbox> all = new ArrayList<>(sessionStreams.values());
		all.add(connectionStream);
		return all;
	}

	/** Whether a GET reads one of this connection's streams. */
	boolean hasReceivers() {
		if (connectionStream.hasReader()) {
			return true;
		}
		for (Outbox stream : sessionStreams.values()) {
			if (stream.hasReader()) {
				return true;
			}
		}
		return false;
	}

	/** A request of the client's arrived. */
	void touched() {
		alive();
	}

	/**
	 * Only a write to a GET that its client does not read stalls: messages wait without a reader (a
	 * session stream not opened yet) for as long as the buffer and the idle timeout allow.
	 */
	@Override
	protected boolean isStalled(long now, long limit) {
		if (connectionStream.isStalled(now, limit)) {
			return true;
		}
		for (Outbox stream : sessionStreams.values()) {
			if (stream.isStalled(now, limit)) {
				return true;
			}
		}
		return false;
	}

	@Override
	protected boolean isIdle() {
		return !hasReceivers();
	}

	/** Writes a keep-alive comment to each stream a GET reads now, to learn whether its client is still there. */
	void probe() {
		long now = System.nanoTime();
		connectionStream.keepAlive(now, -1);
		for (Outbox stream : sessionStreams.values()) {
			stream.keepAlive(now, -1);
		}
	}

	@Override
	void tick(long now) {
		if (hasReceivers()) {
			alive();
		}
		super.tick(now);
		long interval = limits.pingInterval().toNanos();
		connectionStream.keepAlive(now, interval);
		for (Outbox stream : sessionStreams.values()) {
			stream.keepAlive(now, interval);
		}
	}

	/** Whether what the streams' readers were to get has been written, none of it held back behind another stream. */
	@Override
	boolean isDrained() {
		synchronized (this) {
			if (holding || finishing || !held.isEmpty()) {
				return false;
			}
		}
		if (!connectionStream.isDrained()) {
			return false;
		}
		for (Outbox stream : sessionStreams.values()) {
			if (!stream.isDrained()) {
				return false;
			}
		}
		return true;
	}

	/**
	 * Ends the streams: at once for a client past a limit; else once what is held behind another
	 * stream's write has been pushed (the last answers of a SIGTERM), so that none of it is dropped.
	 */
	@Override
	protected synchronized void closeTransport(String reason, boolean limit) {
		initialAnswer.completeExceptionally(new IOException("The connection ended: " + reason));
		if (holding && !limit) {
			finishing = true;
		} else {
			finishStreams(limit);
		}
	}

	private void finishStreams(boolean abort) {
		finishing = false;
		connectionStream.finish(abort);
		for (Outbox stream : sessionStreams.values()) {
			stream.finish(abort);
		}
	}
}
