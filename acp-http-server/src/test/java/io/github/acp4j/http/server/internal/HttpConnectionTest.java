package io.github.acp4j.http.server.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.lang.reflect.Proxy;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.github.acp4j.http.internal.Envelope;

/**
 * What one Streamable HTTP connection writes on its streams: in order across them (a load's replay
 * before the load's answer), to the stream the client reads, and nothing lost when a GET goes. Writes
 * are held here until the test completes or fails them, as a slow or cut socket holds them.
 */
class HttpConnectionTest {

	private final Registry registry = new Registry(new Limits(4096, 10, 1 << 20, Duration.ofMinutes(1), Duration.ofMinutes(1),
			Duration.ofMinutes(1)));
	/** Every write, as "stream: text", in the order it was made. */
	private final List<String> written = new CopyOnWriteArrayList<>();
	private final Map<String, Callback> pending = new ConcurrentHashMap<>();

	@AfterEach
	void stop() {
		registry.close();
	}

	/** A GET's response that records its writes and completes them only when told. */
	private Response reader(String name) {
		return (Response) Proxy.newProxyInstance(Response.class.getClassLoader(), new Class<?>[] { Response.class },
				(proxy, method, args) -> {
					if (!method.getName().equals("write")) {
						throw new UnsupportedOperationException(method.getName());
					}
					ByteBuffer bytes = (ByteBuffer) args[1];
					written.add(name + ": " + (bytes == null ? "" : StandardCharsets.UTF_8.decode(bytes).toString().strip()));
					pending.put(name, (Callback) args[2]);
					return null;
				});
	}

	private void complete(String name) {
		pending.remove(name).succeeded();
	}

	/** The GET's socket goes (a proxy's timeout, a blip): its write under way fails. */
	private void cut(String name) {
		pending.remove(name).failed(new IOException("the socket went"));
	}

	private HttpConnection connection() {
		HttpConnection connection = new HttpConnection(registry);
		connection.open(sink -> null);
		registry.add(connection);
		return connection;
	}

	private static String update(String sessionId, int n) {
		return "{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"" + sessionId + "\",\"n\":" + n + "}}";
	}

	/** The numbers of the updates in what {@code name} was written, in order. */
	private List<String> updates(String name) {
		List<String> numbers = new ArrayList<>();
		for (String write : written) {
			if (write.startsWith(name + ": ")) {
				Matcher matcher = Pattern.compile("id: [0-9a-z]+-(\\d+)\ndata: [^\n]*\"n\":(\\d+)").matcher(write);
				while (matcher.find()) {
					numbers.add(matcher.group(1) + "=" + matcher.group(2));
				}
			}
		}
		return numbers;
	}

	/** The whole id of the event numbered {@code number} that {@code name} was written. */
	private String eventId(String name, int number) {
		for (String write : written) {
			Matcher matcher = Pattern.compile("id: ([0-9a-z]+-" + number + ")\n").matcher(write);
			if (write.startsWith(name + ": ") && matcher.find()) {
				return matcher.group(1);
			}
		}
		throw new AssertionError("no event " + number + " written to " + name);
	}

	/** Session {@code s}'s stream of {@code connection}, read by a GET "first" to which updates 1 to 3 are being written in one write. */
	private Outbox writingThreeUpdates(HttpConnection connection) throws Exception {
		Outbox stream = connection.sessionStream("s");
		assertThat(stream.attach(reader("first"), Callback.NOOP, null)).isTrue();
		// The three wait behind the GET's first write, and leave in one.
		for (int n = 1; n <= 3; n++) {
			connection.send(update("s", n));
		}
		complete("first");
		assertThat(eventually(() -> updates("first").size() == 3)).isTrue();
		return stream;
	}

	@Test
	void whatACutGetWasWritingGoesToTheNextOne() throws Exception {
		HttpConnection connection = connection();
		Outbox stream = writingThreeUpdates(connection);
		cut("first");

		assertThat(stream.attach(reader("second"), Callback.NOOP, null)).isTrue();
		complete("second");
		assertThat(eventually(() -> updates("second").size() == 3)).isTrue();
		assertThat(updates("second")).containsExactly("1=1", "2=2", "3=3");
	}

	@Test
	void aGetThatResumesInsideACutWriteGetsOnlyWhatFollowsWhatItsClientRead() throws Exception {
		HttpConnection connection = connection();
		Outbox stream = writingThreeUpdates(connection);
		// The socket took event 1 of the write and then went: its client read that far.
		String readUpTo = eventId("first", 1);
		cut("first");

		assertThat(stream.attach(reader("second"), Callback.NOOP, readUpTo)).isTrue();
		complete("second");
		assertThat(eventually(() -> updates("second").size() == 2)).isTrue();
		assertThat(updates("second")).containsExactly("2=2", "3=3");
	}

	@Test
	void aGetWithLastEventIdGetsWhatItsClientMissedAndNothingItRead() throws Exception {
		HttpConnection connection = connection();
		Outbox stream = connection.sessionStream("s");
		assertThat(stream.attach(reader("first"), Callback.NOOP, null)).isTrue();
		complete("first");
		connection.send(update("s", 1));
		assertThat(eventually(() -> updates("first").size() == 1)).isTrue();
		complete("first");
		connection.send(update("s", 2));
		connection.send(update("s", 3));
		// Written to the socket, as far as the server can tell; the client read only event 1.
		assertThat(eventually(() -> {
			Callback write = pending.remove("first");
			if (write != null) {
				write.succeeded();
			}
			return updates("first").size() == 3 && !pending.containsKey("first");
		})).isTrue();
		stream.keepAlive(System.nanoTime(), -1);
		cut("first");

		// A Last-Event-ID of another stream, or a number alone, is no id of this one: it drops nothing.
		assertThat(stream.attach(reader("other"), Callback.NOOP, "3")).isTrue();
		complete("other");
		stream.keepAlive(System.nanoTime(), -1);
		cut("other");
		assertThat(updates("other")).isEmpty();
		assertThat(stream.attach(reader("second"), Callback.NOOP, eventId("first", 1))).isTrue();
		complete("second");
		assertThat(eventually(() -> updates("second").size() == 2)).isTrue();
		assertThat(updates("second")).containsExactly("2=2", "3=3");
		// Each event keeps its id: a third GET that read all of them gets none again.
		complete("second");
		stream.keepAlive(System.nanoTime(), -1);
		cut("second");
		assertThat(stream.attach(reader("third"), Callback.NOOP, eventId("second", 3))).isTrue();
		complete("third");
		connection.send(update("s", 4));
		assertThat(eventually(() -> updates("third").size() == 1)).isTrue();
		assertThat(updates("third")).containsExactly("4=4");
	}

	@Test
	void aConnectionEndedForItsSlowClientAbortsTheWriteUnderWay() throws Exception {
		HttpConnection connection = connection();
		CompletableFuture<Throwable> aborted = new CompletableFuture<>();
		Callback get = Callback.from(() -> aborted.complete(null), aborted::complete);
		assertThat(connection.connectionStream().attach(reader("get"), get, null)).isTrue();
		complete("get");
		String big = "{\"jsonrpc\":\"2.0\",\"method\":\"_big\",\"params\":{\"pad\":\"" + "x".repeat(600 * 1024) + "\"}}";
		connection.send(big);
		assertThat(eventually(() -> pending.containsKey("get"))).isTrue();

		// Past the buffer's limit (1 MiB here) the connection ends for its client.
		assertThatThrownBy(() -> connection.send(big)).isInstanceOf(IOException.class);

		// The GET fails at once, without waiting for the client to take the write.
		assertThat(connection.hasEnded()).isTrue();
		assertThat(aborted).isCompleted();
		assertThat(aborted.get()).isNotNull();
	}

	@Test
	void aConnectionThatEndsWritesWhatWaitsToAReadingGetThenCompletesIt() throws Exception {
		HttpConnection connection = connection();
		CompletableFuture<Throwable> ended = new CompletableFuture<>();
		assertThat(connection.connectionStream().attach(reader("get"), Callback.from(() -> ended.complete(null), ended::complete), null))
				.isTrue();
		complete("get");
		connection.send("{\"jsonrpc\":\"2.0\",\"method\":\"_notice\",\"params\":{}}");
		assertThat(eventually(() -> pending.containsKey("get"))).isTrue();
		connection.expectAnswer(request(9, "session/prompt", "s"), HttpConnection.CONNECTION);
		connection.send("{\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"stopReason\":\"cancelled\"}}");

		connection.end("the server is stopping");
		assertThat(connection.isDrained()).isFalse();
		complete("get");

		assertThat(eventually(() -> written.stream().anyMatch(write -> write.contains("\"cancelled\"")))).isTrue();
		assertThat(ended).isNotDone();
		complete("get");
		// Then the response's end, the GET's own callback once the socket took it.
		assertThat(written.get(written.size() - 1)).isEqualTo("get: ");
		complete("get");
		assertThat(ended).isCompletedWithValue(null);
		assertThat(connection.isDrained()).isTrue();
	}

	@Test
	void anAnswerHeldBehindAnotherStreamsWriteIsStillWrittenWhenTheConnectionEnds() throws Exception {
		HttpConnection connection = connection();
		assertThat(connection.connectionStream().attach(reader("connection"), Callback.NOOP, null)).isTrue();
		complete("connection");
		// The session stream's first write (its headers) is still under way, as on a busy socket.
		assertThat(connection.sessionStream("s").attach(reader("session"), Callback.NOOP, null)).isTrue();
		connection.expectAnswer(request(9, "session/prompt", "s"), HttpConnection.CONNECTION);
		connection.send("{\"jsonrpc\":\"2.0\",\"id\":9,\"result\":{\"stopReason\":\"cancelled\"}}");

		connection.end("the server is stopping");
		assertThat(connection.isDrained()).isFalse();
		complete("session");

		assertThat(eventually(() -> written.stream().anyMatch(write -> write.startsWith("connection: ") && write.contains("\"cancelled\""))))
				.isTrue();
	}

	@Test
	void aClientCannotMakeSessionStreamsWithoutEnd() {
		HttpConnection connection = connection();
		for (int i = 0; i < HttpConnection.MAX_SESSION_STREAMS; i++) {
			assertThat(connection.sessionStreamToRead("s-" + i)).isNotNull();
		}

		assertThat(connection.sessionStreamToRead("one-more")).isNull();
		assertThat(connection.sessionStreamToRead("s-0")).isSameAs(connection.sessionStream("s-0"));
	}

	@Test
	void oneWriteCarriesAtMostABatchOfUpdates() throws Exception {
		HttpConnection connection = connection();
		Outbox stream = connection.sessionStream("s");
		assertThat(stream.attach(reader("get"), Callback.NOOP, null)).isTrue();
		String padding = "x".repeat(1000);
		for (int n = 1; n <= 100; n++) {
			connection.send(update("s", n).replace("\"n\":", "\"pad\":\"" + padding + "\",\"n\":"));
		}
		complete("get");
		assertThat(eventually(() -> pending.containsKey("get"))).isTrue();
		assertThat(written.get(written.size() - 1).length()).isLessThan(20 * 1024);
	}

	@Test
	void anAnswerForASessionTheConnectionDoesNotHoldGoesToTheConnectionStream() throws Exception {
		HttpConnection connection = connection();
		assertThat(connection.connectionStream().attach(reader("connection"), Callback.NOOP, null)).isTrue();
		complete("connection");
		connection.expectAnswer(request(7, "session/prompt", "elsewhere"), "elsewhere");

		connection.send("{\"jsonrpc\":\"2.0\",\"id\":7,\"error\":{\"code\":-32002,\"message\":\"Session not found\"}}");

		assertThat(eventually(() -> written.size() == 2)).isTrue();
		assertThat(written.get(1)).startsWith("connection: ").contains("\"id\":7").contains("-32002");
	}

	@Test
	void aGetOfAnotherConnectionsSessionReadsNothingOfItAndTakesNothingFromIt() throws Exception {
		HttpConnection holder = connection();
		HttpConnection other = connection();
		assertThat(holder.sessionStream("s").attach(reader("holder"), Callback.NOOP, null)).isTrue();
		complete("holder");
		holder.send(update("s", 1));
		assertThat(eventually(() -> updates("holder").size() == 1)).isTrue();
		complete("holder");

		assertThat(other.sessionStream("s").attach(reader("other"), Callback.NOOP, null)).isTrue();
		complete("other");
		holder.send(update("s", 2));

		assertThat(eventually(() -> updates("holder").size() == 2)).isTrue();
		assertThat(updates("other")).isEmpty();
		assertThat(registry.owns("s", holder)).isTrue();
	}

	@Test
	void theAnswersOfABatchLeaveAsOneEventWhereItsRequestsWereToBeAnsweredAndASessionMadeThereIsHeld() throws Exception {
		HttpConnection connection = connection();
		registry.own("s", connection);
		assertThat(connection.connectionStream().attach(reader("connection"), Callback.NOOP, null)).isTrue();
		assertThat(connection.sessionStream("s").attach(reader("session"), Callback.NOOP, null)).isTrue();
		complete("connection");
		complete("session");
		connection.expectAnswer(request(1, "session/fork", "s"), "s");
		connection.expectAnswer(request(2, "session/list", "s"), "s");
		String answers = "[{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid request\"}},"
				+ "{\"jsonrpc\":\"2.0\",\"id\":2,\"result\":{\"sessions\":[]}},{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"sessionId\":\"forked\"}}]";

		connection.send(answers);
		assertThat(eventually(() -> written.size() == 3)).isTrue();
		complete("session");
		// A batch whose every entry was invalid answers no request known here.
		connection.send("[{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid request\"}}]");

		assertThat(written.get(2)).isEqualTo("session: id: " + eventId("session", 1) + "\ndata: " + answers);
		assertThat(registry.owns("forked", connection)).isTrue();
		assertThat(eventually(() -> written.size() == 4)).isTrue();
		assertThat(written.get(3)).startsWith("connection: ").contains("\"id\":null");
	}

	/** The envelope of a client request. */
	private static Envelope request(int id, String method, String sessionId) throws Envelope.NotAnObjectException {
		return Envelope.of("{\"jsonrpc\":\"2.0\",\"id\":" + id + ",\"method\":\"" + method + "\",\"params\":{\"sessionId\":\""
				+ sessionId + "\"}}");
	}

	private static boolean eventually(BooleanSupplier condition) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10);
		while (!condition.getAsBoolean() && System.nanoTime() < deadline) {
			Thread.sleep(5);
		}
		return condition.getAsBoolean();
	}

	@Test
	void anAnswerWaitsForWhatAnotherStreamIsWriting() throws Exception {
		HttpConnection connection = new HttpConnection(registry);
		connection.open(sink -> null);
		registry.add(connection);
		assertThat(connection.connectionStream().attach(reader("connection"), Callback.NOOP, null)).isTrue();
		assertThat(connection.sessionStream("s").attach(reader("session"), Callback.NOOP, null)).isTrue();
		complete("connection");
		// The session stream's first write (its headers) is still under way, as on a busy socket.
		connection.expectAnswer(request(5, "session/load", "s"), HttpConnection.CONNECTION);

		connection.send("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"s\",\"n\":1}}");
		connection.send("{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":{}}");
		connection.send("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"s\",\"n\":2}}");

		assertThat(written).containsExactly("connection: :", "session: :");
		complete("session");
		assertThat(eventually(() -> written.size() == 3)).as("%s", written).isTrue();
		assertThat(written.get(2)).matches("(?s)session: id: [0-9a-z]+-1\ndata: \\{\"jsonrpc\":\"2.0\",\"method\":\"session/update\".*").contains("\"n\":1");
		complete("session");
		assertThat(eventually(() -> written.size() >= 4)).isTrue();
		assertThat(written.get(3)).matches("connection: id: [0-9a-z]+-1\ndata: \\{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":\\{\\}\\}");
		// What came after the answer waited behind it.
		assertThat(eventually(() -> written.size() == 5)).isTrue();
		assertThat(written.get(4)).matches("(?s)session: id: [0-9a-z]+-2\ndata:.*").contains("\"n\":2");
	}
}
