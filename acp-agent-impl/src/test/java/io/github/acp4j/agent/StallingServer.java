package io.github.acp4j.agent;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.LlmException;
import io.github.acp4j.agent.spi.LlmProvider;
import io.github.acp4j.agent.spi.LlmRequest;
import io.github.acp4j.agent.spi.LlmResponse;
import io.github.acp4j.agent.spi.StreamListener;

/**
 * A loopback HTTP server that answers each connection with the next queued event stream; a stream
 * queued with {@link #stallAfter} sends its events and then holds the connection open until the
 * client goes away, as a model that stops mid-answer does. (MockWebServer's throttling holds back
 * the first bytes too.) Each request is checked by {@link StrictModel} first; an invalid one gets the
 * API's error answer and leaves the queued stream for the next request.
 */
public final class StallingServer implements AutoCloseable {

	private record Script(String body, boolean stall) {
	}

	private final ServerSocket socket = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
	private final BlockingQueue<Script> scripts = new LinkedBlockingQueue<>();
	/** The body of every request that got a queued stream, in order. */
	private final List<String> requests = new CopyOnWriteArrayList<>();
	private final Thread acceptor;

	public StallingServer() throws IOException {
		acceptor = new Thread(this::serve, "stalling-server");
		acceptor.setDaemon(true);
		acceptor.start();
	}

	/** The base URL, as {@code OPENAI_BASE_URL} takes it. */
	public String baseUrl() {
		return "http://127.0.0.1:" + socket.getLocalPort() + "/v1";
	}

	/** The bodies of the requests that were answered with a queued stream, oldest first. */
	public List<String> requests() {
		return requests;
	}

	/** Queues a complete stream. */
	public void complete(String sseBody) {
		scripts.add(new Script(sseBody, false));
	}

	/** Queues a stream that sends these events and then stalls. */
	public void stallAfter(String sseBody) {
		scripts.add(new Script(sseBody, true));
	}

	/**
	 * Serves {@code events} to a call of {@code provider} and then stalls, and asserts that cancelling
	 * the call once the first text arrived aborts it at once (within a generous liveness bound).
	 */
	public void assertCancellingAborts(LlmProvider provider, LlmRequest request, String events) throws InterruptedException {
		stallAfter(events);
		Cancellation cancellation = new Cancellation();
		CountDownLatch streaming = new CountDownLatch(1);
		StreamListener signalling = delta -> streaming.countDown();
		CompletableFuture<LlmResponse> call = CompletableFuture.supplyAsync(() -> {
			try {
				return provider.stream(request, signalling, cancellation);
			} catch (LlmException | InterruptedException e) {
				throw new IllegalStateException(e);
			}
		});
		assertThat(streaming.await(10, TimeUnit.SECONDS)).as("first delta streamed").isTrue();
		cancellation.cancel();
		assertThat(call).failsWithin(10, TimeUnit.SECONDS).withThrowableOfType(ExecutionException.class)
				.withCauseInstanceOf(CancellationException.class);
	}

	private void serve() {
		while (!socket.isClosed()) {
			try {
				Socket connection = socket.accept();
				Thread handler = new Thread(() -> answer(connection), "stalling-connection");
				handler.setDaemon(true);
				handler.start();
			} catch (IOException closed) {
				return;
			}
		}
	}

	private void answer(Socket connection) {
		try (connection) {
			var in = connection.getInputStream();
			byte[] buffer = new byte[65536];
			StringBuilder request = new StringBuilder();
			int contentLength = -1;
			int bodyStart = -1;
			while (bodyStart < 0 || request.length() - bodyStart < contentLength) {
				int read = in.read(buffer);
				if (read < 0) {
					return;
				}
				request.append(new String(buffer, 0, read, StandardCharsets.ISO_8859_1));
				if (bodyStart < 0 && request.indexOf("\r\n\r\n") >= 0) {
					bodyStart = request.indexOf("\r\n\r\n") + 4;
					String headers = request.substring(0, bodyStart).toLowerCase();
					int at = headers.indexOf("content-length:");
					contentLength = at < 0 ? 0 : Integer.parseInt(headers.substring(at + 15, headers.indexOf('\r', at)).trim());
				}
			}
			OutputStream out = connection.getOutputStream();
			String path = request.toString().split(" ", 3)[1];
			String body = new String(request.substring(bodyStart).getBytes(StandardCharsets.ISO_8859_1), StandardCharsets.UTF_8);
			Optional<StrictModel.Refusal> refusal = StrictModel.check(path, body);
			if (refusal.isPresent()) {
				byte[] error = refusal.get().body(StrictModel.Api.of(path).orElseThrow()).getBytes(StandardCharsets.UTF_8);
				out.write(("HTTP/1.1 " + refusal.get().status() + " Bad Request\r\nContent-Type: application/json\r\nContent-Length: "
						+ error.length + "\r\nConnection: close\r\n\r\n").getBytes(StandardCharsets.UTF_8));
				out.write(error);
				out.flush();
				return;
			}
			Script script = scripts.take();
			requests.add(body);
			out.write(("HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nConnection: close\r\n\r\n" + script.body())
					.getBytes(StandardCharsets.UTF_8));
			out.flush();
			if (script.stall()) {
				while (in.read(buffer) >= 0) {
					// hold the connection until the client closes it
				}
			}
		} catch (IOException gone) {
			// the client went away
		} catch (InterruptedException stopped) {
			Thread.currentThread().interrupt();
		}
	}

	@Override
	public void close() throws IOException {
		socket.close();
	}
}
