package io.github.acp4j.agent.tools.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.Proxy;
import java.net.ProxySelector;
import java.net.SocketAddress;
import java.net.URI;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonObject;

import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.ToolException;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.agent.telemetry.TraceHeaders;
import io.opentelemetry.api.trace.Span;
import io.opentelemetry.context.Scope;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import okhttp3.Dns;
import okhttp3.OkHttpClient;

class WebFetchToolTest {

	static final String SECRET = "the internal secret";

	@TempDir
	Path workspace;
	/** A page server on loopback that the tests' policy takes for a public one. */
	final MockWebServer web = new MockWebServer();
	/** The user's machine: loopback, answering every request with a secret, over IPv4 and IPv6 on one port. */
	final MockWebServer internal = new MockWebServer();
	final MockWebServer internalV6 = new MockWebServer();
	WebFetchTool tool;
	ToolContext context;

	@BeforeEach
	void start() throws Exception {
		web.start();
		for (MockWebServer server : List.of(internal, internalV6)) {
			server.setDispatcher(new Dispatcher() {
				@Override
				public MockResponse dispatch(RecordedRequest request) {
					return new MockResponse.Builder().addHeader("Content-Type", "text/plain").body(SECRET).build();
				}
			});
		}
		internal.start(InetAddress.getByName("127.0.0.1"), 0);
		internalV6.start(InetAddress.getByName("::1"), internal.getPort());
		tool = fetcher(new OkHttpClient(), AddressPolicy.parse(entry(web)));
		context = ToolContext.builder("s", new Workspace(workspace, List.of()), null, null, update -> { }, new Cancellation())
				.toolCallId("call_1").build();
	}

	@AfterEach
	void stop() {
		web.close();
		internal.close();
		internalV6.close();
	}

	/** The {@value AddressPolicy#VARIABLE} entry that allows {@code server}: its address and port. */
	static String entry(MockWebServer server) {
		InetAddress address = server.getSocketAddress().getAddress();
		String host = address.getHostAddress();
		return (address instanceof Inet6Address ? "[" + host + "]" : host) + ":" + server.getPort();
	}

	private static WebFetchTool fetcher(OkHttpClient http, AddressPolicy policy) {
		return new WebFetchTool(http, policy, WebFetchTool.TIMEOUT);
	}

	/** The URL of {@code path} on the page server, as the result names it. */
	private String page(String path) {
		return web.url(path).toString();
	}

	private String fetch(String url) throws Exception {
		return fetch(tool, url);
	}

	private String fetch(WebFetchTool fetcher, String url) throws Exception {
		JsonObject arguments = new JsonObject();
		arguments.addProperty("url", url);
		return fetcher.prepare(arguments, context).run(context).forModel();
	}

	/** The agent's client sends the turn's trace context to providers and MCP servers; a page learns nothing of it. */
	@Test
	void aFetchInATracedTurnSendsNoTraceContext() throws Exception {
		WebFetchTool traced = fetcher(new OkHttpClient.Builder().addInterceptor(TraceHeaders.INSTANCE).build(), AddressPolicy.parse(entry(web)));
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/plain").body("page").build());
		Span turn = OpenTelemetrySdk.builder().setTracerProvider(SdkTracerProvider.builder().build()).build().getTracer("test")
				.spanBuilder("turn").startSpan();
		try (Scope scope = turn.makeCurrent()) {
			assertThat(fetch(traced, web.url("/p").toString())).contains("page");
		} finally {
			turn.end();
		}
		assertThat(web.takeRequest().getHeaders().get("traceparent")).isNull();
	}

	@Test
	void aPageWhoseBodyDoesNotComeInTimeFailsTheCall() {
		WebFetchTool impatient = new WebFetchTool(new OkHttpClient(), AddressPolicy.parse(entry(web)), Duration.ofMillis(300));
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/plain").body("late").bodyDelay(5, TimeUnit.SECONDS)
				.build());
		assertThatThrownBy(() -> fetch(impatient, web.url("/slow").toString())).isInstanceOf(ToolException.class)
				.hasMessageContaining("timeout");
	}

	@ParameterizedTest
	@ValueSource(strings = { "<script ", "<", "<!--<", "<title>" })
	@Timeout(60) // a guard against a hang, not a speed assertion: java.util.regex took minutes over such a page
	void aPageBuiltToMakeTheReductionBacktrackIsReducedInLinearTime(String piece) throws Exception {
		String page = piece.repeat((int) (WebFetchTool.MAX_BYTES / piece.length()));
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/html").body(page).build());
		assertThat(fetch(page("/page"))).hasSizeLessThanOrEqualTo(WebFetchTool.MAX_CHARS + 200);
	}

	@Test
	void htmlIsReducedToItsText() throws Exception {
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/html; charset=utf-8")
				.body("<html><head><style>p{}</style><script>alert(1)</script></head><body><h1>Title</h1>"
						+ "<p>One &amp; two</p><!-- hidden --><p>Three</p></body></html>").build());
		assertThat(fetch(page("/page"))).isEqualTo("URL: " + page("/page") + "\n\nTitle\nOne & two\nThree");
	}

	@Test
	void theTitleComesFirstAndEntitiesAreDecoded() throws Exception {
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/html")
				.body("<html><head><title>A &amp; B</title></head><body><p>caf&#233; &#x2713; &amp;lt;tag&amp;gt;</p></body></html>")
				.build());
		assertThat(fetch(page("/t"))).isEqualTo("URL: " + page("/t") + "\n\n# A & B\n\ncafé ✓ &lt;tag&gt;");
	}

	@Test
	void binaryContentIsRefused() {
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "image/png").body("\u0089PNG").build());
		assertThatThrownBy(() -> fetch(web.url("/logo.png").toString())).isInstanceOf(ToolException.class)
				.hasMessageContaining("image/png, not text");
	}

	@Test
	void jsonIsText() throws Exception {
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "application/json").body("{\"a\":1}").build());
		assertThat(fetch(page("/api"))).isEqualTo("URL: " + page("/api") + "\n\n{\"a\":1}");
	}

	@Test
	void aPageOverTheByteCapSaysSo() throws Exception {
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/html")
				.body("<p>" + "word ".repeat(300_000) + "</p>").build());
		assertThat(fetch(web.url("/huge").toString())).endsWith("the rest was not read]");
	}

	@Test
	void largeBodiesAreCut() throws Exception {
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/plain").body("x".repeat(200_000)).build());
		String text = fetch(web.url("/big").toString());
		assertThat(text).hasSizeLessThan(WebFetchTool.MAX_CHARS + 200).endsWith("characters]");
	}

	@Test
	void errorsAndBadUrlsFailTheCall() {
		web.enqueue(new MockResponse.Builder().code(404).build());
		assertThatThrownBy(() -> fetch(web.url("/missing").toString())).isInstanceOf(ToolException.class).hasMessageContaining("404");
		assertThatThrownBy(() -> fetch("file:///etc/passwd")).isInstanceOf(ToolException.class).hasMessageContaining("http");
	}

	/** The internal servers saw no request: nothing reached the user's machine. */
	private void nothingReachedTheInternalServers() {
		assertThat(internal.getRequestCount() + internalV6.getRequestCount()).isZero();
	}

	@ParameterizedTest
	@ValueSource(strings = { "127.0.0.1", "localhost", "[::1]", "0.0.0.0", "0", "[::]", "2130706433", "127.1", "127.0.1",
			"[::ffff:127.0.0.1]", "[::ffff:7f00:1]", "[0:0:0:0:0:ffff:127.0.0.1]" })
	void loopbackHoweverItIsWrittenIsRefusedBeforeAnythingIsSent(String host) {
		assertThatThrownBy(() -> fetch("http://" + host + ":" + internal.getPort() + "/secret")).isInstanceOf(ToolException.class)
				.hasMessageContaining("is not a public address").hasMessageContaining(AddressPolicy.VARIABLE)
				.hasMessageNotContaining(SECRET);
		nothingReachedTheInternalServers();
	}

	/**
	 * Spellings the JDK's resolver does not take (it refuses ambiguous IPv4 literals, and there is no
	 * DNS here); a resolver that took them would give an address, judged as the test below shows.
	 */
	@ParameterizedTest
	@ValueSource(strings = { "0x7f000001", "0x7f.1", "LOCALHOST.", "127.0.0.1." })
	void spellingsNoResolverTakesReachNothing(String host) {
		assertThatThrownBy(() -> fetch("http://" + host + ":" + internal.getPort() + "/secret")).isInstanceOf(ToolException.class)
				.hasMessageContaining("the host " + host.toLowerCase(Locale.ROOT) + " is not known").hasMessageNotContaining(SECRET);
		nothingReachedTheInternalServers();
	}

	@ParameterizedTest
	@ValueSource(strings = { "0x7f000001", "0x7f.1", "LOCALHOST.", "intranet.example" })
	void aNameIsJudgedByTheAddressItResolvesTo(String host) {
		WebFetchTool resolving = fetcher(new OkHttpClient.Builder().dns(name -> List.of(InetAddress.getByName("127.0.0.1"))).build(),
				AddressPolicy.parse(entry(web)));
		assertThatThrownBy(() -> fetch(resolving, "http://" + host + ":" + internal.getPort() + "/")).isInstanceOf(ToolException.class)
				.hasMessageContaining("127.0.0.1 is not a public address (loopback)")
				.hasMessageContaining("adding 127.0.0.1:" + internal.getPort() + " to");
		nothingReachedTheInternalServers();
	}

	@Test
	void theCloudMetadataAddressIsRefused() {
		assertThatThrownBy(() -> fetch("http://169.254.169.254/latest/meta-data/")).isInstanceOf(ToolException.class)
				.hasMessageContaining("169.254.169.254 is not a public address (link-local)");
	}

	@Test
	void aRedirectToLoopbackIsRefusedBeforeItIsRequested() {
		String target = "http://127.0.0.1:" + internal.getPort() + "/secret";
		web.enqueue(new MockResponse.Builder().code(302).addHeader("Location", target).build());
		assertThatThrownBy(() -> fetch(page("/start"))).isInstanceOf(ToolException.class)
				.hasMessageContaining("Refused to fetch " + target + " (redirected from " + page("/start") + ")")
				.hasMessageContaining("not a public address (loopback)").hasMessageNotContaining(SECRET);
		nothingReachedTheInternalServers();
	}

	@Test
	void aRedirectToTheMetadataAddressIsRefused() {
		web.enqueue(new MockResponse.Builder().code(307).addHeader("Location", "http://169.254.169.254/latest/meta-data/").build());
		assertThatThrownBy(() -> fetch(page("/start"))).isInstanceOf(ToolException.class)
				.hasMessageContaining("redirected from " + page("/start")).hasMessageContaining("(link-local)");
	}

	@Test
	void theResultNamesTheUrlThatAnsweredAndTheOneAskedFor() throws Exception {
		web.enqueue(new MockResponse.Builder().code(301).addHeader("Location", "/moved").build());
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/plain").body("here").build());
		assertThat(fetch(page("/start"))).isEqualTo("URL: " + page("/moved") + " (redirected from " + page("/start") + ")\n\nhere");
	}

	@Test
	void aRedirectToAnotherSchemeIsRefused() {
		web.enqueue(new MockResponse.Builder().code(302).addHeader("Location", "file:///etc/passwd").build());
		assertThatThrownBy(() -> fetch(page("/start"))).isInstanceOf(ToolException.class)
				.hasMessageContaining("redirected to file:///etc/passwd, which is not an http or https URL");
	}

	@Test
	void redirectsAreBounded() {
		for (int i = 0; i <= WebFetchTool.MAX_REDIRECTS; i++) {
			web.enqueue(new MockResponse.Builder().code(302).addHeader("Location", "/again").build());
		}
		assertThatThrownBy(() -> fetch(page("/loop"))).isInstanceOf(ToolException.class)
				.hasMessageContaining("redirected more than " + WebFetchTool.MAX_REDIRECTS + " times");
		assertThat(web.getRequestCount()).isEqualTo(WebFetchTool.MAX_REDIRECTS + 1);
	}

	/** A name that resolves to a public and a private address reaches the public one only. */
	@Test
	void aNameWithAPrivateAddressAmongItsAnswersNeverConnectsToIt() throws Exception {
		// IPv6 first, as OkHttp tries it first too: the private answer is the first one tried.
		onlyThePublicAddressIsReached("mixed.example", name -> List.of(InetAddress.getByName("::1"), InetAddress.getByName("127.0.0.1")));
	}

	/**
	 * DNS rebinding: a name that answers a public address to one lookup and a private one to the next
	 * reaches the address that was judged. A check that looks the name up and lets OkHttp look it up
	 * again to connect would judge the first answer and connect to the second.
	 */
	@Test
	void aNameWhoseAnswerChangesReachesTheAddressThatWasJudged() throws Exception {
		AtomicInteger lookups = new AtomicInteger();
		onlyThePublicAddressIsReached("rebinding.example",
				name -> List.of(InetAddress.getByName(lookups.getAndIncrement() == 0 ? "127.0.0.1" : "::1")));
	}

	/**
	 * Fetches {@code name} resolved by {@code dns}, where 127.0.0.1 stands for a public server (the
	 * policy allows it) and [::1], on the same port, for the user's machine.
	 */
	private void onlyThePublicAddressIsReached(String name, Dns dns) throws Exception {
		try (MockWebServer outside = new MockWebServer(); MockWebServer privateV6 = new MockWebServer()) {
			outside.start(InetAddress.getByName("127.0.0.1"), 0);
			outside.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/plain").body("public page").build());
			privateV6.setDispatcher(internal.getDispatcher());
			privateV6.start(InetAddress.getByName("::1"), outside.getPort());
			WebFetchTool resolving = fetcher(new OkHttpClient.Builder().dns(dns).build(), AddressPolicy.parse(entry(outside)));
			assertThat(fetch(resolving, "http://" + name + ":" + outside.getPort() + "/")).endsWith("public page");
			assertThat(privateV6.getRequestCount()).isZero();
		}
	}

	@Test
	void theUserCanAllowALocalServiceByAddressAndPort() throws Exception {
		WebFetchTool allowed = fetcher(new OkHttpClient(), AddressPolicy.fromEnvironment(Map.of(AddressPolicy.VARIABLE, entry(internal))));
		assertThat(fetch(allowed, "http://127.0.0.1:" + internal.getPort() + "/")).endsWith(SECRET);
		// Only that port of that address: the same service over IPv6 is another entry.
		assertThatThrownBy(() -> fetch(allowed, "http://[::1]:" + internal.getPort() + "/")).isInstanceOf(ToolException.class)
				.hasMessageContaining("adding [::1]:" + internal.getPort());
		WebFetchTool wholeLoopback = fetcher(new OkHttpClient(), AddressPolicy.fromEnvironment(Map.of(AddressPolicy.VARIABLE, "127.0.0.0/8, ::1")));
		assertThat(fetch(wholeLoopback, "http://localhost:" + internal.getPort() + "/")).endsWith(SECRET);
		assertThat(fetch(wholeLoopback, "http://[::1]:" + internal.getPort() + "/")).endsWith(SECRET);
	}

	/** A proxy the JVM is configured with would resolve the name itself, past the check: the fetch uses none. */
	@Test
	void aConfiguredProxyIsNotUsed() throws Exception {
		ProxySelector everythingThroughInternal = new ProxySelector() {
			@Override
			public List<Proxy> select(URI uri) {
				return List.of(new Proxy(Proxy.Type.HTTP, internal.getSocketAddress()));
			}

			@Override
			public void connectFailed(URI uri, SocketAddress address, IOException e) {
			}
		};
		WebFetchTool proxied = fetcher(new OkHttpClient.Builder().proxySelector(everythingThroughInternal).build(),
				AddressPolicy.parse(entry(web) + "," + entry(internal)));
		web.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/plain").body("direct").build());
		assertThat(fetch(proxied, page("/"))).endsWith("direct");
		nothingReachedTheInternalServers();
	}

	@Test
	void itIsANetworkTool() {
		assertThat(tool.permissionClass()).isEqualTo(PermissionClass.NETWORK);
	}
}
