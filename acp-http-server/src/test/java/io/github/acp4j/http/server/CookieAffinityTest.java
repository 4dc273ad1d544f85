package io.github.acp4j.http.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.util.List;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.http.AcpHttp;
import io.github.acp4j.http.client.AcpHttpClient;
import io.github.acp4j.jsonrpc.FramedLauncher;

/**
 * The client keeps the cookies a load balancer sets and sends them with every later request of the
 * connection, as the RFD asks of clients over Streamable HTTP: the balancer here (a proxy in front of
 * the server) sets an affinity cookie on its answers and, as a balancer that routes a request without
 * it to another replica would, answers 404 to any request of a known connection that lacks it.
 */
class CookieAffinityTest {

	private static final String COOKIE = "replica=r1";
	/** What the JDK client refuses to be given, or sets itself. */
	private static final Set<String> HOP_BY_HOP = Set.of("connection", "content-length", "host", "upgrade", "http2-settings",
			"transfer-encoding", "cookie", "expect", "keep-alive");

	private AcpHttpServer server;
	private HttpServer balancer;
	private final ExecutorService exchanges = Executors.newCachedThreadPool();
	private final HttpClient forward = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
	/** Each request the balancer saw, as METHOD and whether it carried the cookie. */
	private final List<String> seen = new CopyOnWriteArrayList<>();

	@BeforeEach
	void start() throws IOException {
		server = TestServers.start(options -> options);
		balancer = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		balancer.setExecutor(exchanges);
		balancer.createContext("/acp", this::route);
		balancer.start();
	}

	@AfterEach
	void stop() {
		balancer.stop(0);
		exchanges.shutdownNow();
		server.close();
	}

	private void route(HttpExchange exchange) throws IOException {
		try (exchange) {
			List<String> cookies = exchange.getRequestHeaders().getOrDefault("Cookie", List.of());
			boolean affine = cookies.stream().anyMatch(header -> List.of(header.split(";\\s*")).contains(COOKIE));
			seen.add(exchange.getRequestMethod() + (affine ? " with the cookie" : " without"));
			exchange.getResponseHeaders().add("Set-Cookie", COOKIE + "; Path=/; HttpOnly");
			if (!affine && exchange.getRequestHeaders().containsKey(AcpHttp.CONNECTION_ID)) {
				exchange.sendResponseHeaders(404, -1); // another replica, which does not know the connection
				return;
			}
			HttpRequest.Builder request = HttpRequest.newBuilder(server.uri()).method(exchange.getRequestMethod(),
					HttpRequest.BodyPublishers.ofByteArray(exchange.getRequestBody().readAllBytes()));
			exchange.getRequestHeaders().forEach((name, values) -> {
				if (!HOP_BY_HOP.contains(name.toLowerCase())) {
					values.forEach(value -> request.header(name, value));
				}
			});
			HttpResponse<InputStream> response = forward.send(request.build(), HttpResponse.BodyHandlers.ofInputStream());
			response.headers().map().forEach((name, values) -> {
				if (!HOP_BY_HOP.contains(name.toLowerCase()) && !name.startsWith(":")) {
					exchange.getResponseHeaders().put(name, values);
				}
			});
			boolean empty = response.headers().firstValueAsLong("Content-Length").orElse(-1) == 0;
			exchange.sendResponseHeaders(response.statusCode(), empty ? -1 : 0);
			try (InputStream body = response.body(); OutputStream out = exchange.getResponseBody()) {
				byte[] buffer = new byte[8192];
				for (int read; (read = body.read(buffer)) >= 0;) {
					out.write(buffer, 0, read);
					out.flush(); // an SSE stream's events pass at once
				}
			}
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	private AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connect(AcpHttpClient.Builder builder) throws IOException {
		return builder.bearerToken(TestServers.TOKEN).connect(sink -> AcpLauncher.client(new AcpClientEndpoint() {
			@Override
			public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
				return CompletableFuture.completedFuture(RequestPermissionResponse.of(SelectedPermissionOutcome.of("allow")));
			}

			@Override
			public void sessionUpdate(SessionNotification notification) {
			}
		}, sink));
	}

	private URI balanced() {
		return URI.create("http://127.0.0.1:" + balancer.getAddress().getPort() + "/acp");
	}

	@Test
	void everyRequestAfterTheFirstCarriesTheCookieTheBalancerSet() throws Exception {
		AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connection = connect(AcpHttpClient.streamableHttp(balanced()));
		AcpAgentServer agent = connection.launcher().getRemoteProxy();

		agent.initialize(InitializeRequest.of(1)).get(10, TimeUnit.SECONDS);
		String session = agent.newSession(NewSessionRequest.of("/", List.of())).get(10, TimeUnit.SECONDS).sessionId();
		StopReason stop = agent.prompt(PromptRequest.of(session, List.of(TextContent.of("ask")))).get(10, TimeUnit.SECONDS).stopReason();
		connection.close();
		// The DELETE is sent in the background; the streams' GETs may still be arriving.
		for (long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(10); System.nanoTime() < deadline
				&& seen.stream().noneMatch(request -> request.startsWith("DELETE"));) {
			Thread.sleep(10);
		}
		List<String> requests = List.copyOf(seen);

		assertThat(stop).isEqualTo(StopReason.END_TURN);
		assertThat(requests.get(0)).isEqualTo("POST without");
		assertThat(requests.subList(1, requests.size())).hasSizeGreaterThanOrEqualTo(5)
				.allMatch(request -> request.endsWith("with the cookie")).contains("GET with the cookie", "DELETE with the cookie");
	}

	/** The balancer refuses what lacks the cookie: a client that dropped cookies would fail here. */
	@Test
	void aClientThatDropsTheCookieIsSentToAReplicaThatDoesNotKnowItsConnection() throws Exception {
		AcpHttpClient.Connection<FramedLauncher<AcpAgentServer>> connection = connect(
				AcpHttpClient.streamableHttp(balanced()).httpClient(HttpClient.newHttpClient()));
		AcpAgentServer agent = connection.launcher().getRemoteProxy();

		agent.initialize(InitializeRequest.of(1)).get(10, TimeUnit.SECONDS);

		assertThat(agent.newSession(NewSessionRequest.of("/", List.of()))).failsWithin(10, TimeUnit.SECONDS);
		assertThat(seen).contains("POST without").doesNotContain("POST with the cookie");
		assertThat(server.connections()).as("the connection the first request opened").isEqualTo(1);
		connection.close();
	}
}
