package io.github.acp4j.api.bench;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.InputStream;
import java.io.OutputStream;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.Method;
import java.lang.reflect.Proxy;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.TextContent;

/**
 * ACP's {@code session/update} with an {@code agent_message_chunk}, the message a streaming agent
 * sends most, through the ACP launchers with the protocol's own types:
 * <ul>
 * <li>{@code write}: the agent's side, from the client proxy's call to the line written (to a
 * discarding stream): LSP4J's message object, the ACP mapping, the NDJSON writer;
 * <li>{@code read}: the client's side, lines read, parsed, typed and handed to the client (each
 * batch of lines on a new connection, whose set-up is counted with them).
 * </ul>
 * Run with {@code ./mvnw -q -pl acp-api -Pjmh test -DskipTests}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class SessionUpdateBenchmark {

	static final int BATCH = 1000;

	static final SessionNotification UPDATE = SessionNotification.of("0b7a3f52-5d8e-4a59-9a1c-3c1f6a2d9e11",
			AgentMessageChunk.of(TextContent.of("streamed ")));

	private AcpClientEndpoint client;
	private byte[] lines;

	@Setup(Level.Trial)
	public void setUp() {
		client = AcpLauncher.agent(unused(AcpAgentServer.class), InputStream.nullInputStream(), OutputStream.nullOutputStream())
				.getRemoteProxy();
		ByteArrayOutputStream encoded = new ByteArrayOutputStream();
		AcpClientEndpoint encoder = AcpLauncher.agent(unused(AcpAgentServer.class), InputStream.nullInputStream(), encoded)
				.getRemoteProxy();
		for (int i = 0; i < BATCH; i++) {
			encoder.sessionUpdate(UPDATE);
		}
		// The writer hands lines to the stream on its own thread: wait until all are there (a failure
		// to write is only logged, so the wait has an end).
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(30);
		while (encoded.toString(StandardCharsets.UTF_8).split("\n", -1).length <= BATCH) {
			if (System.nanoTime() > deadline) {
				throw new IllegalStateException("the updates were not written");
			}
			Thread.onSpinWait();
		}
		lines = encoded.toByteArray();
		if (!new String(lines, StandardCharsets.UTF_8).startsWith(
				"{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"0b7a3f52")) {
			throw new IllegalStateException("unexpected encoding");
		}
	}

	@Benchmark
	@OperationsPerInvocation(BATCH)
	public void write() {
		for (int i = 0; i < BATCH; i++) {
			client.sessionUpdate(UPDATE);
		}
	}

	@Benchmark
	@OperationsPerInvocation(BATCH)
	public int read() throws Exception {
		AtomicInteger received = new AtomicInteger();
		AcpClientEndpoint counting = (AcpClientEndpoint) Proxy.newProxyInstance(AcpClientEndpoint.class.getClassLoader(),
				new Class<?>[] { AcpClientEndpoint.class }, (proxy, method, args) -> {
					if (method.getName().equals("sessionUpdate") && args[0] instanceof SessionNotification) {
						received.incrementAndGet();
						return null;
					}
					return unused(proxy, method, args);
				});
		AcpLauncher.client(counting, new ByteArrayInputStream(lines), OutputStream.nullOutputStream()).startListening().get();
		if (received.get() != BATCH) {
			throw new IllegalStateException("received " + received.get());
		}
		return received.get();
	}

	/** A peer whose methods are never called here. */
	private static <T> T unused(Class<T> type) {
		return type.cast(Proxy.newProxyInstance(type.getClassLoader(), new Class<?>[] { type }, SessionUpdateBenchmark::unused));
	}

	/** A default method runs as written (the extension groups); any other fails. */
	private static Object unused(Object proxy, Method method, Object[] args) throws Throwable {
		if (method.isDefault()) {
			return InvocationHandler.invokeDefault(proxy, method, args);
		}
		throw new UnsupportedOperationException(method.getName());
	}
}
