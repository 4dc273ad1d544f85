package io.github.acp4j.agent.mcp.internal;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.sun.net.httpserver.HttpServer;

import okhttp3.MediaType;
import okhttp3.OkHttpClient;
import okhttp3.Request;
import okhttp3.RequestBody;
import okhttp3.Response;

/** An MCP server's redirects are followed within its origin and refused to another, before its headers and body go there. */
class SameOriginTest {

	private final OkHttpClient http = SameOrigin.onto(new OkHttpClient.Builder()).build();
	/** Each request a server got: its path, its key header and its body. */
	private final List<String> received = new CopyOnWriteArrayList<>();
	private final List<String> receivedElsewhere = new CopyOnWriteArrayList<>();
	private HttpServer server;
	private HttpServer elsewhere;

	@AfterEach
	void stop() {
		server.stop(0);
		if (elsewhere != null) {
			elsewhere.stop(0);
		}
	}

	/** A server on loopback that answers {@code /mcp} with a 307 to {@code location}, and anything else with 200. */
	private static HttpServer serve(List<String> received, String location) throws IOException {
		HttpServer started = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		started.createContext("/", exchange -> {
			received.add(exchange.getRequestURI().getPath() + " " + exchange.getRequestHeaders().getFirst("X-Api-Key") + " "
					+ new String(exchange.getRequestBody().readAllBytes(), StandardCharsets.UTF_8));
			if (exchange.getRequestURI().getPath().equals("/mcp") && location != null) {
				exchange.getResponseHeaders().add("Location", location);
				exchange.sendResponseHeaders(307, -1);
			} else {
				exchange.sendResponseHeaders(200, -1);
			}
			exchange.close();
		});
		started.start();
		return started;
	}

	private static String url(HttpServer server, String path) {
		return "http://127.0.0.1:" + server.getAddress().getPort() + path;
	}

	private static Request post(String url) {
		return new Request.Builder().url(url).header("X-Api-Key", "sk-mcp-secret-1234")
				.post(RequestBody.create("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"tools/list\"}", MediaType.get("application/json"))).build();
	}

	@Test
	void aRedirectWithinTheOriginIsFollowedWithItsHeadersAndBody() throws Exception {
		server = serve(received, "/mcp/");

		try (Response response = http.newCall(post(url(server, "/mcp"))).execute()) {
			assertThat(response.code()).isEqualTo(200);
		}
		assertThat(received).hasSize(2).last().asString().startsWith("/mcp/ sk-mcp-secret-1234 ").contains("tools/list");
	}

	/** Another port of the same host is another origin: a server there is not the one the user named. */
	@Test
	void aRedirectToAnotherOriginIsRefusedBeforeAnythingIsSentThere() throws Exception {
		elsewhere = serve(receivedElsewhere, null);
		server = serve(received, url(elsewhere, "/steal"));

		assertThatThrownBy(() -> http.newCall(post(url(server, "/mcp"))).execute())
				.isInstanceOf(SameOrigin.Refused.class)
				.hasMessageContaining("redirected to http://127.0.0.1:" + elsewhere.getAddress().getPort())
				.hasMessageNotContaining("steal");
		assertThat(received).hasSize(1);
		assertThat(receivedElsewhere).as("nothing reached the other origin").isEmpty();
	}
}
