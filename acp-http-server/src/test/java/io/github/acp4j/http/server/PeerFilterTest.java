package io.github.acp4j.http.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetSocketAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The {@link PeerFilter}: asked once per TCP connection that showed the token, a refusal is 403 and the connection's end. */
class PeerFilterTest {

	private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}";

	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
	private final List<InetSocketAddress> asked = new CopyOnWriteArrayList<>();
	private AcpHttpServer server;

	@AfterEach
	void stop() {
		server.close();
	}

	private URI serve(boolean allow) throws Exception {
		server = TestServers.start(options -> options.peerFilter((remote, local) -> {
			assertThat(local.getPort()).isEqualTo(server.uri().getPort());
			asked.add(remote);
			return allow;
		}));
		return server.uri();
	}

	private HttpResponse<String> post(URI uri, String token) throws Exception {
		HttpRequest.Builder request = HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString(INITIALIZE));
		if (token != null) {
			request.header("Authorization", "Bearer " + token);
		}
		return http.send(request.build(), HttpResponse.BodyHandlers.ofString());
	}

	@Test
	void aRefusedConnectionGets403AndIsClosed() throws Exception {
		URI uri = serve(false);
		HttpResponse<String> refused = post(uri, TestServers.TOKEN);
		assertThat(refused.statusCode()).isEqualTo(403);
		assertThat(refused.body()).isEqualTo("Refused: this connection comes from a process the agent started");
		assertThat(refused.headers().firstValue("Connection")).hasValue("close");
		assertThat(server.connections()).as("no ACP connection was opened").isZero();
	}

	@Test
	void theFilterIsAskedOncePerConnectionAndOnlyWithTheToken() throws Exception {
		URI uri = serve(true);
		assertThat(post(uri, "wrong").statusCode()).isEqualTo(401);
		assertThat(asked).as("no one without the token makes the server look").isEmpty();
		assertThat(post(uri, TestServers.TOKEN).statusCode()).isEqualTo(200);
		assertThat(post(uri, TestServers.TOKEN).statusCode()).isEqualTo(200);
		assertThat(asked).as("two requests on one kept-alive connection").hasSize(1);
	}
}
