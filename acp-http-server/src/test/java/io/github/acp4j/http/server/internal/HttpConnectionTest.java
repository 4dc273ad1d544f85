package io.github.acp4j.http.server.internal;

import static org.assertj.core.api.Assertions.assertThat;
import java.lang.reflect.Proxy;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.function.BooleanSupplier;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.eclipse.jetty.server.Response;
import org.eclipse.jetty.util.Callback;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The order of what one Streamable HTTP connection writes across its streams: an answer on the
 * connection's stream is written only once what its session's stream was writing is written (a
 * load's replay before the load's answer). Writes are held here until the test completes them, as a
 * slow socket holds them.
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
		assertThat(connection.connectionStream().attach(reader("connection"), Callback.NOOP)).isTrue();
		assertThat(connection.sessionStream("s").attach(reader("session"), Callback.NOOP)).isTrue();
		complete("connection");
		// The session stream's first write (its headers) is still under way, as on a busy socket.
		connection.expectAnswer("n:5", HttpConnection.CONNECTION);

		connection.send("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"s\",\"n\":1}}");
		connection.send("{\"jsonrpc\":\"2.0\",\"id\":5,\"result\":{}}");
		connection.send("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"s\",\"n\":2}}");

		assertThat(written).containsExactly("connection: :", "session: :");
		complete("session");
		assertThat(eventually(() -> written.size() == 3)).isTrue();
		assertThat(written.get(2)).startsWith("session: data: {\"jsonrpc\":\"2.0\",\"method\":\"session/update\"").contains("\"n\":1");
		complete("session");
		assertThat(eventually(() -> written.size() >= 4)).isTrue();
		assertThat(written.get(3)).isEqualTo("connection: data: {\"jsonrpc\":\"2.0\",\"id\":5,\"result\":{}}");
		// What came after the answer waited behind it.
		assertThat(eventually(() -> written.size() == 5)).isTrue();
		assertThat(written.get(4)).startsWith("session: data:").contains("\"n\":2");
	}
}
