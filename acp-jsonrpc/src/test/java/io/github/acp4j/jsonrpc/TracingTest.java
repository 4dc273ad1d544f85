package io.github.acp4j.jsonrpc;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.File;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.function.Supplier;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.annotations.SerializedName;

import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.api.trace.SpanContext;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.Scope;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;

/** Spans per request, the trace context in {@code _meta}, and the message listener. */
class TracingTest {

	/** A guard against a hang, not a speed assertion. */
	private static final long TIMEOUT_SECONDS = 10;

	private final InMemorySpanExporter spans = InMemorySpanExporter.create();
	private final OpenTelemetrySdk openTelemetry = OpenTelemetrySdk.builder()
			.setTracerProvider(SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(spans)).build())
			.setPropagators(ContextPropagators.create(W3CTraceContextPropagator.getInstance())).build();
	private final List<AutoCloseable> closing = new ArrayList<>();

	/** The server side's remote interface: it calls nothing. */
	public interface Caller {
	}

	/** Params that carry {@code _meta}, as every ACP type does. */
	public record Hello(String name, @SerializedName("_meta") JsonElement meta) {
	}

	/** The service of these tests: the transport tests' and one whose params carry {@code _meta}. */
	public interface Greeter extends TestServer {
		@JsonRequest
		CompletableFuture<TestServer.Reply> hello(Hello hello);
	}

	/** Greets, noting the span current while it is called. */
	private static final class Recording extends TestServer.Plain implements Greeter {
		final AtomicReference<SpanContext> current = new AtomicReference<>();

		Recording() {
			super(greeting -> new CompletableFuture<>(), note -> {
			});
		}

		@Override
		public CompletableFuture<TestServer.Reply> hello(Hello hello) {
			current.set(Span.current().getSpanContext());
			return CompletableFuture.completedFuture(new TestServer.Reply("hello " + hello.name()));
		}
	}

	@AfterEach
	void close() throws Exception {
		for (AutoCloseable closeable : closing) {
			closeable.close();
		}
		openTelemetry.close();
	}

	/** A traced client and a traced server, each with a launcher, on two pipes. */
	private Greeter connect(Recording server) throws Exception {
		Pipe toServer = Pipe.open();
		Pipe toClient = Pipe.open();
		Launcher<Caller> serving = new NdjsonLauncher.Builder<Caller>().setLocalService(server).setRemoteInterface(Caller.class)
				.setInput(Channels.newInputStream(toServer.source())).setOutput(Channels.newOutputStream(toClient.sink()))
				.setOpenTelemetry(openTelemetry).create();
		Launcher<Greeter> calling = new NdjsonLauncher.Builder<Greeter>().setLocalService(new Object())
				.setRemoteInterface(Greeter.class).setInput(Channels.newInputStream(toClient.source()))
				.setOutput(Channels.newOutputStream(toServer.sink())).setOpenTelemetry(openTelemetry).create();
		serving.startListening();
		calling.startListening();
		closing.add(toServer.sink());
		closing.add(toClient.sink());
		return calling.getRemoteProxy();
	}

	/** A traced launcher that calls the raw peer, listening. */
	private Greeter tracedCaller(RawPeer peer) {
		Launcher<Greeter> calling = new NdjsonLauncher.Builder<Greeter>().setLocalService(new Object()).setRemoteInterface(Greeter.class)
				.setInput(peer.launcherInput).setOutput(peer.launcherOutput).setOpenTelemetry(openTelemetry).create();
		calling.startListening();
		return calling.getRemoteProxy();
	}

	/** Waits for a span ended on the reader's thread. */
	private void awaitAFinishedSpan() throws InterruptedException {
		for (long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT_SECONDS); spans.getFinishedSpanItems().isEmpty()
				&& System.nanoTime() < deadline;) {
			Thread.sleep(10);
		}
	}

	private SpanData span(SpanKind kind, String name) {
		return spans.getFinishedSpanItems().stream().filter(span -> span.getKind() == kind && span.getName().equals(name)).findFirst()
				.orElseThrow(() -> new AssertionError("no " + kind + " span " + name + " in " + spans.getFinishedSpanItems()));
	}

	@Test
	void theCallersTraceContinuesIntoTheServerSpanWhichIsCurrentInTheMethod() throws Exception {
		Recording server = new Recording();
		Greeter remote = connect(server);
		Span editor = openTelemetry.getTracer("test").spanBuilder("editor").startSpan();
		CompletableFuture<TestServer.Reply> reply;
		try (Scope scope = editor.makeCurrent()) {
			reply = remote.hello(new Hello("ada", null));
		}
		assertThat(reply.get(TIMEOUT_SECONDS, TimeUnit.SECONDS).text()).isEqualTo("hello ada");
		editor.end();

		SpanData client = span(SpanKind.CLIENT, "hello");
		SpanData served = span(SpanKind.SERVER, "hello");
		assertThat(client.getParentSpanId()).isEqualTo(editor.getSpanContext().getSpanId());
		assertThat(client.getTraceId()).isEqualTo(editor.getSpanContext().getTraceId());
		assertThat(served.getTraceId()).isEqualTo(client.getTraceId());
		assertThat(served.getParentSpanId()).as("the client span's context crossed in _meta").isEqualTo(client.getSpanId());
		assertThat(served.getParentSpanContext().isRemote()).isTrue();
		assertThat(server.current.get().getSpanId()).as("current in the method").isEqualTo(served.getSpanId());
		for (SpanData span : List.of(client, served)) {
			assertThat(span.getAttributes().get(AttributeKey.stringKey("rpc.system"))).isEqualTo("jsonrpc");
			assertThat(span.getAttributes().get(AttributeKey.stringKey("rpc.method"))).isEqualTo("hello");
			assertThat(span.getAttributes().get(AttributeKey.stringKey("rpc.jsonrpc.request_id"))).isNotBlank();
			assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
		}
	}

	@Test
	void anErrorAnswerMarksBothSpansWithItsCode() throws Exception {
		TestServer remote = connect(new Recording());
		assertThatThrownBy(() -> remote.fail(new TestServer.Greeting("x", 1)).get(TIMEOUT_SECONDS, TimeUnit.SECONDS))
				.isInstanceOf(ExecutionException.class);
		for (SpanData span : List.of(span(SpanKind.CLIENT, "fail"), span(SpanKind.SERVER, "fail"))) {
			assertThat(span.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
			assertThat(span.getAttributes().get(AttributeKey.longKey("rpc.jsonrpc.error_code"))).isEqualTo(-32603L);
		}
	}

	/** A request with this {@code _meta.traceparent} JSON answered, and the span it was served in. */
	private SpanData served(String traceparent) throws Exception {
		try (RawPeer peer = new RawPeer()) {
			new NdjsonLauncher.Builder<Caller>().setLocalService(new Recording()).setRemoteInterface(Caller.class)
					.setInput(peer.launcherInput).setOutput(peer.launcherOutput).setOpenTelemetry(openTelemetry).create().startListening();
			peer.send("{\"jsonrpc\":\"2.0\",\"id\":7,\"method\":\"hello\",\"params\":{\"name\":\"ada\",\"_meta\":{\"traceparent\":"
					+ traceparent + "}}}");
			assertThat(peer.next()).isEqualTo(JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":7,\"result\":{\"text\":\"hello ada\"}}"));
		}
		SpanData served = span(SpanKind.SERVER, "hello");
		assertThat(served.getAttributes().get(AttributeKey.stringKey("rpc.jsonrpc.request_id"))).isEqualTo("7");
		return served;
	}

	@Test
	void aRequestsTraceparentIsItsServerSpansRemoteParent() throws Exception {
		SpanData served = served("\"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\"");
		assertThat(served.getTraceId()).isEqualTo("0af7651916cd43dd8448eb211c80319c");
		assertThat(served.getParentSpanId()).isEqualTo("b7ad6b7169203331");
		assertThat(served.getParentSpanContext().isRemote()).isTrue();
	}

	/** Malformed, too long, of a forbidden version, or no string: ignored, the request is answered. */
	@ParameterizedTest
	@ValueSource(strings = { "\"not-a-traceparent\"", "\"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01-and-more-and-more\"",
			"\"ff-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\"", "{\"nested\":1}", "42", "null", "\"\"",
			"\"00-00000000000000000000000000000000-b7ad6b7169203331-01\"", "\"00-0af7651916cd43dd8448eb211c80319c-0000000000000000-01\"",
			"\"00-0AF7651916CD43DD8448EB211C80319C-B7AD6B7169203331-01\"", "\"0g-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01\"" })
	void aTraceparentThatCannotBeReadIsIgnoredAndTheRequestIsAnswered(String traceparent) throws Exception {
		assertThat(served(traceparent).getParentSpanContext().isValid()).as("a trace of its own").isFalse();
	}

	@Test
	void aTraceparentOf64KiBIsIgnoredAndTheRequestIsAnswered() throws Exception {
		String huge = "\"00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01" + "-0".repeat(32 * 1024) + "\"";
		assertThat(served(huge).getParentSpanContext().isValid()).as("a trace of its own").isFalse();
	}

	/** A version after 00 is read as W3C Trace Context says a reader of version 00 reads it: its first four fields, the rest ignored. */
	@Test
	void aLaterVersionsTraceparentIsReadByItsFirstFields() throws Exception {
		SpanData served = served("\"01-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01-what-a-later-version-adds\"");
		assertThat(served.getTraceId()).isEqualTo("0af7651916cd43dd8448eb211c80319c");
		assertThat(served.getParentSpanId()).isEqualTo("b7ad6b7169203331");
	}

	@Test
	void aRequestSentCarriesItsClientSpansTraceparentBesideTheCallersMeta() throws Exception {
		try (RawPeer peer = new RawPeer()) {
			Greeter calling = tracedCaller(peer);
			calling.hello(new Hello("ada", JsonParser.parseString("{\"editor\":\"x\"}")));
			JsonObject sent = peer.next().getAsJsonObject();
			JsonObject meta = sent.getAsJsonObject("params").getAsJsonObject("_meta");
			assertThat(sent.getAsJsonObject("params").get("name").getAsString()).isEqualTo("ada");
			assertThat(meta.get("editor").getAsString()).isEqualTo("x");
			peer.send("{\"jsonrpc\":\"2.0\",\"id\":" + sent.get("id") + ",\"result\":{\"text\":\"hi\"}}");
			// Ended once answered: its ids are the ones the request carried.
			awaitAFinishedSpan();
			SpanContext client = span(SpanKind.CLIENT, "hello").getSpanContext();
			assertThat(meta.get("traceparent").getAsString())
					.isEqualTo("00-" + client.getTraceId() + "-" + client.getSpanId() + "-" + client.getTraceFlags().asHex());
		}
	}

	@Test
	void aRequestTheConnectionEndsBeforeItsAnswerEndsItsSpanAsAnError() throws Exception {
		try (RawPeer peer = new RawPeer()) {
			Greeter calling = tracedCaller(peer);
			CompletableFuture<TestServer.Reply> reply = calling.hello(new Hello("ada", null));
			peer.next();
			peer.closeInput();
			assertThatThrownBy(() -> reply.get(TIMEOUT_SECONDS, TimeUnit.SECONDS)).isInstanceOf(ExecutionException.class);
			awaitAFinishedSpan();
			assertThat(span(SpanKind.CLIENT, "hello").getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
		}
	}

	/** The first line answered before the launcher existed is served in a span that its early answer ends. */
	@Test
	void aFirstRequestAnsweredEarlyEndsItsSpanWithoutAnError() throws Exception {
		try (RawPeer peer = new RawPeer()) {
			NdjsonLauncher.Builder<Caller> builder = new NdjsonLauncher.Builder<Caller>().setLocalService(new Recording())
					.setRemoteInterface(Caller.class).setInput(peer.launcherInput).setOutput(peer.launcherOutput)
					.setOpenTelemetry(openTelemetry);
			peer.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"greet\",\"params\":{\"name\":\"early\"}}");
			builder.answerFirstRequest("greet", TestServer.Greeting.class, greeting -> new TestServer.Reply("early")).answer();
			builder.create().startListening();
			assertThat(peer.next().getAsJsonObject("result").get("text").getAsString()).isEqualTo("early");
			awaitAFinishedSpan();
			SpanData served = span(SpanKind.SERVER, "greet");
			assertThat(served.getStatus().getStatusCode()).as("ended by the early answer, not by the close").isEqualTo(StatusCode.UNSET);
		}
	}

	@Test
	void theListenerSeesEachTextAsOnTheWireWithItsTime() throws Exception {
		List<String> received = new CopyOnWriteArrayList<>();
		List<String> sent = new CopyOnWriteArrayList<>();
		Instant before = Instant.now();
		AtomicReference<Instant> last = new AtomicReference<>();
		MessageListener listener = new MessageListener() {
			@Override
			public void received(String json, Instant at) {
				received.add(json);
				last.set(at);
			}

			@Override
			public void sent(String json, Instant at) {
				sent.add(json);
				last.set(at);
			}
		};
		String request = "{\"jsonrpc\":\"2.0\",\"id\":\"a\",\"method\":\"greet\",\"params\":{\"name\":\"ada\"}}";
		try (RawPeer peer = new RawPeer()) {
			new NdjsonLauncher.Builder<Caller>().setLocalService(new Recording()).setRemoteInterface(Caller.class)
					.setInput(peer.launcherInput).setOutput(peer.launcherOutput).setMessageListener(listener).create().startListening();
			peer.send("not json");
			peer.send(request);
			peer.next();
			JsonObject answer = peer.next().getAsJsonObject();
			assertThat(answer.get("id").getAsString()).isEqualTo("a");
			assertThat(received).containsExactly("not json", request);
			assertThat(sent).hasSize(2);
			assertThat(JsonParser.parseString(sent.get(0)).getAsJsonObject().getAsJsonObject("error").get("code").getAsInt()).isEqualTo(-32700);
			assertThat(JsonParser.parseString(sent.get(1))).isEqualTo(answer);
			assertThat(last.get()).isAfterOrEqualTo(before);
		}
	}

	/**
	 * Without an OpenTelemetry, the launcher works with none of its classes there: a class loader of
	 * acp-jsonrpc, LSP4J and Gson alone runs a request and its answer.
	 */
	@Test
	void withoutOpenTelemetryNoneOfItsClassesIsNeeded() throws Exception {
		List<URL> urls = new ArrayList<>();
		for (String entry : System.getProperty("java.class.path").split(File.pathSeparator)) {
			if (entry.contains("lsp4j") || entry.contains("gson") || entry.endsWith(Path.of("target", "classes").toString())
					|| entry.endsWith(Path.of("target", "test-classes").toString())) {
				urls.add(Path.of(entry).toUri().toURL());
			}
		}
		try (URLClassLoader alone = new URLClassLoader(urls.toArray(URL[]::new), ClassLoader.getPlatformClassLoader())) {
			assertThatThrownBy(() -> Class.forName("io.opentelemetry.api.OpenTelemetry", false, alone))
					.isInstanceOf(ClassNotFoundException.class);
			@SuppressWarnings("unchecked")
			Supplier<String> roundTrip = (Supplier<String>) alone.loadClass(UntracedRoundTrip.class.getName()).getConstructor().newInstance();
			assertThat(roundTrip.get()).isEqualTo("{\"jsonrpc\":\"2.0\",\"id\":1,\"result\":{\"text\":\"hello ada\"}}");
		}
	}

	/** A request and its answer through a launcher with no OpenTelemetry, for the class loader above. */
	public static final class UntracedRoundTrip implements Supplier<String> {
		@Override
		public String get() {
			try (RawPeer peer = new RawPeer()) {
				new NdjsonLauncher.Builder<Caller>().setLocalService(new TestServer.Plain(greeting -> null, note -> {
				})).setRemoteInterface(Caller.class).setInput(peer.launcherInput).setOutput(peer.launcherOutput).create().startListening();
				peer.send("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"greet\",\"params\":{\"name\":\"ada\"}}");
				return peer.next().toString();
			} catch (Exception e) {
				throw new IllegalStateException(e);
			}
		}
	}
}
