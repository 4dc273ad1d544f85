package io.github.acp4j.launcher;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.function.Predicate;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import io.opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceRequest;
import io.opentelemetry.proto.collector.metrics.v1.ExportMetricsServiceResponse;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceRequest;
import io.opentelemetry.proto.collector.trace.v1.ExportTraceServiceResponse;

/**
 * An OTLP/HTTP receiver as strict as a collector's: {@code POST /v1/traces} and {@code /v1/metrics}
 * of {@code application/x-protobuf} only (415 otherwise, 404 for another path), each body decoded
 * with the official OTLP classes (400 when it is no such message), answered with an empty export
 * response.
 */
final class OtlpReceiver implements AutoCloseable {

	/** A guard against a hang, not a speed assertion. */
	private static final long TIMEOUT_SECONDS = 30;

	private final HttpServer server;
	private final ExecutorService executor = Executors.newCachedThreadPool();
	/** Held, every trace export waits until it is counted down: a collector that stalls. */
	private volatile CountDownLatch stall = new CountDownLatch(0);
	final List<ExportTraceServiceRequest> traces = new CopyOnWriteArrayList<>();
	final List<ExportMetricsServiceRequest> metrics = new CopyOnWriteArrayList<>();

	private OtlpReceiver(HttpServer server) {
		this.server = server;
	}

	static OtlpReceiver start() throws IOException {
		HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		OtlpReceiver receiver = new OtlpReceiver(server);
		server.createContext("/", receiver::handle);
		// Each export on a thread of its own, as a collector serves them: a stalled one holds no other.
		server.setExecutor(receiver.executor);
		server.start();
		return receiver;
	}

	/** The endpoint, as {@code OTEL_EXPORTER_OTLP_ENDPOINT} takes it. */
	String endpoint() {
		return "http://127.0.0.1:" + server.getAddress().getPort();
	}

	private void handle(HttpExchange exchange) throws IOException {
		try (exchange; InputStream body = exchange.getRequestBody()) {
			String path = exchange.getRequestURI().getPath();
			if (!"POST".equals(exchange.getRequestMethod()) || !(path.equals("/v1/traces") || path.equals("/v1/metrics"))) {
				exchange.sendResponseHeaders(404, -1);
				return;
			}
			if (!"application/x-protobuf".equals(exchange.getRequestHeaders().getFirst("Content-Type"))) {
				exchange.sendResponseHeaders(415, -1);
				return;
			}
			byte[] answer;
			try {
				if (path.equals("/v1/traces")) {
					stall.await();
					traces.add(ExportTraceServiceRequest.parseFrom(body));
					answer = ExportTraceServiceResponse.getDefaultInstance().toByteArray();
				} else {
					metrics.add(ExportMetricsServiceRequest.parseFrom(body));
					answer = ExportMetricsServiceResponse.getDefaultInstance().toByteArray();
				}
			} catch (com.google.protobuf.InvalidProtocolBufferException e) {
				exchange.sendResponseHeaders(400, -1);
				return;
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
				exchange.sendResponseHeaders(503, -1);
				return;
			}
			exchange.getResponseHeaders().set("Content-Type", "application/x-protobuf");
			exchange.sendResponseHeaders(200, answer.length);
			exchange.getResponseBody().write(answer);
		}
	}

	/** From now on, each trace export waits (unanswered) until {@link #resume()}. */
	void stall() {
		stall = new CountDownLatch(1);
	}

	/** Answers the trace exports that wait, and those to come. */
	void resume() {
		stall.countDown();
	}

	/** The value of a sum the agent's metrics reported last whose point has {@code attribute} true, waited for until above 0. */
	long awaitCount(String metric, String attribute) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
		while (System.nanoTime() < deadline) {
			for (ExportMetricsServiceRequest request : metrics) {
				for (var resource : request.getResourceMetricsList()) {
					for (var scope : resource.getScopeMetricsList()) {
						for (var data : scope.getMetricsList()) {
							if (!data.getName().equals(metric)) {
								continue;
							}
							for (var point : data.getSum().getDataPointsList()) {
								if (point.getAsInt() > 0 && point.getAttributesList().stream()
										.anyMatch(a -> a.getKey().equals(attribute) && a.getValue().getBoolValue())) {
									return point.getAsInt();
								}
							}
						}
					}
				}
			}
			Thread.sleep(20);
		}
		throw new AssertionError("no " + metric + " with " + attribute + "=true received within " + TIMEOUT_SECONDS + " s");
	}

	/** The first span received that matches, waited for. */
	io.opentelemetry.proto.trace.v1.Span awaitSpan(Predicate<io.opentelemetry.proto.trace.v1.Span> matching) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS);
		while (System.nanoTime() < deadline) {
			for (ExportTraceServiceRequest request : traces) {
				for (var resource : request.getResourceSpansList()) {
					for (var scope : resource.getScopeSpansList()) {
						for (var span : scope.getSpansList()) {
							if (matching.test(span)) {
								return span;
							}
						}
					}
				}
			}
			Thread.sleep(20);
		}
		throw new AssertionError("no such span received within " + TIMEOUT_SECONDS + " s; received " + traces);
	}

	@Override
	public void close() {
		resume();
		server.stop(0);
		executor.shutdownNow();
	}
}
