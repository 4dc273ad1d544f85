package io.github.acp4j.jsonrpc.bench;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.locks.LockSupport;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.services.JsonNotification;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.TearDown;

import io.github.acp4j.jsonrpc.NdjsonLauncher;

/**
 * Messages per second through the NDJSON transport, with notifications shaped like ACP's
 * {@code session/update} agent message chunks:
 * <ul>
 * <li>{@code write}: the producer side, serialized and written as lines (to a discarding stream);
 * <li>{@code read}: the consumer side, lines read, parsed, typed and dispatched to a service;
 * <li>{@code pipe}: both ends over an OS pipe, sender thread to receiving service.
 * </ul>
 * Run with {@code ./mvnw -q -pl acp-jsonrpc -Pjmh test -DskipTests}.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class TransportBenchmark {

	static final int BATCH = 1000;

	public record Text(String type, String text) {
	}

	public record Chunk(String sessionUpdate, Text content) {
	}

	public record Update(String sessionId, Chunk update) {
	}

	public interface Peer {
		@JsonNotification("session/update")
		void update(Update update);

		@JsonRequest("ping")
		CompletableFuture<Integer> ping(Update update);
	}

	/** Counts what it receives. */
	public static final class Receiver implements Peer {
		final AtomicInteger received = new AtomicInteger();

		@Override
		public void update(Update update) {
			received.incrementAndGet();
		}

		@Override
		public CompletableFuture<Integer> ping(Update update) {
			return CompletableFuture.completedFuture(received.get());
		}
	}

	static final Update UPDATE = new Update("0b7a3f52-5d8e-4a59-9a1c-3c1f6a2d9e11",
			new Chunk("agent_message_chunk", new Text("text", "streamed ")));

	private ExecutorService executor;
	private Launcher<Peer> writer;
	private byte[] lines;
	private Launcher<Peer> sender;
	private Receiver pipeReceiver;
	private Future<Void> pipeListening;
	private OutputStream pipeSink;

	@Setup(Level.Trial)
	public void setUp() throws IOException {
		executor = Executors.newCachedThreadPool(runnable -> {
			Thread thread = new Thread(runnable, "bench");
			thread.setDaemon(true);
			return thread;
		});
		writer = launcher(new Receiver(), InputStream.nullInputStream(), OutputStream.nullOutputStream());

		ByteArrayOutputStream encoded = new ByteArrayOutputStream();
		Launcher<Peer> encoder = launcher(new Receiver(), InputStream.nullInputStream(), encoded);
		for (int i = 0; i < BATCH; i++) {
			encoder.getRemoteProxy().update(UPDATE);
		}
		try {
			// Its input is empty: listening ends at once, once what was handed over is written.
			encoder.startListening().get();
		} catch (InterruptedException | ExecutionException e) {
			throw new IllegalStateException(e);
		}
		lines = encoded.toByteArray();
		String text = new String(lines, StandardCharsets.UTF_8);
		if (!text.startsWith("{\"jsonrpc\":\"2.0\",\"method\":\"session/update\"") || text.split("\n").length != BATCH) {
			throw new IllegalStateException("unexpected encoding");
		}

		Pipe pipe = Pipe.open();
		pipeSink = Channels.newOutputStream(pipe.sink());
		sender = launcher(new Receiver(), InputStream.nullInputStream(), pipeSink);
		pipeReceiver = new Receiver();
		Launcher<Peer> receiving = launcher(pipeReceiver, Channels.newInputStream(pipe.source()), OutputStream.nullOutputStream());
		pipeListening = receiving.startListening();
	}

	@TearDown(Level.Trial)
	public void tearDown() throws IOException {
		pipeSink.close();
		pipeListening.cancel(true);
		executor.shutdownNow();
	}

	private Launcher<Peer> launcher(Peer local, InputStream in, OutputStream out) {
		return new NdjsonLauncher.Builder<Peer>().setLocalService(local).setRemoteInterface(Peer.class).setInput(in)
				.setOutput(out).setExecutorService(executor).create();
	}

	@Benchmark
	@OperationsPerInvocation(BATCH)
	public void write() {
		Peer remote = writer.getRemoteProxy();
		for (int i = 0; i < BATCH; i++) {
			remote.update(UPDATE);
		}
	}

	@Benchmark
	@OperationsPerInvocation(BATCH)
	public int read() throws Exception {
		Receiver receiver = new Receiver();
		launcher(receiver, new ByteArrayInputStream(lines), OutputStream.nullOutputStream()).startListening().get();
		if (receiver.received.get() != BATCH) {
			throw new IllegalStateException("received " + receiver.received.get());
		}
		return receiver.received.get();
	}

	@Benchmark
	@OperationsPerInvocation(BATCH)
	public int pipe() {
		int target = pipeReceiver.received.get() + BATCH;
		Peer remote = sender.getRemoteProxy();
		for (int i = 0; i < BATCH; i++) {
			remote.update(UPDATE);
		}
		while (pipeReceiver.received.get() < target) {
			LockSupport.parkNanos(1000);
		}
		return target;
	}
}
