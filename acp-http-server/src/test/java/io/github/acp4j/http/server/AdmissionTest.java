package io.github.acp4j.http.server;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.Socket;
import java.net.SocketTimeoutException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import io.github.acp4j.http.AcpHttp;

/**
 * What a peer that opens connections and never authenticates gets: the server holds few of them, for
 * a few seconds, closes a connection whose request failed authentication, and lets an authenticated
 * client in all the while.
 */
class AdmissionTest {

	private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}";

	private final HttpClient http = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).build();
	private final List<Socket> sockets = new ArrayList<>();
	private AcpHttpServer server;

	@AfterEach
	void stop() throws IOException {
		for (Socket socket : sockets) {
			socket.close();
		}
		if (server != null) {
			server.close();
		}
	}

	private Socket connect() throws IOException {
		Socket socket = new Socket(server.uri().getHost(), server.uri().getPort());
		sockets.add(socket);
		return socket;
	}

	/** Whether the server closed the socket: a read ends, rather than waits. */
	private static boolean closedByServer(Socket socket) {
		try {
			socket.setSoTimeout(100);
			InputStream in = socket.getInputStream();
			while (in.read() >= 0) {
				// what the server wrote before it closed
			}
			return true;
		} catch (SocketTimeoutException open) {
			return false;
		} catch (IOException reset) {
			return true;
		}
	}

	private HttpResponse<String> initialize() throws Exception {
		return http.send(HttpRequest.newBuilder(server.uri()).timeout(Duration.ofSeconds(10)).header("Authorization", "Bearer " + TestServers.TOKEN)
				.header("Content-Type", AcpHttp.JSON).POST(HttpRequest.BodyPublishers.ofString(INITIALIZE)).build(),
				HttpResponse.BodyHandlers.ofString());
	}

	@Test
	void silentConnectionsOfOnePeerPushOutOnlyEachOtherAndAnAuthenticatedClientGetsIn() throws Exception {
		server = TestServers.start(options -> options.maxPendingConnections(64, 8).firstRequestTimeout(Duration.ofMinutes(5)));
		List<Socket> silent = new ArrayList<>();
		for (int i = 0; i < 50; i++) {
			silent.add(connect());
		}

		List<Socket> closed = new ArrayList<>();
		assertThat(TestServers.eventually(() -> {
			silent.stream().filter(socket -> !closed.contains(socket) && closedByServer(socket)).forEach(closed::add);
			return closed.size() >= 42;
		})).isTrue();
		// Eight are held: the last ones accepted.
		assertThat(silent.stream().filter(socket -> !closed.contains(socket))).hasSize(8).noneMatch(AdmissionTest::closedByServer);
		assertThat(initialize().statusCode()).isEqualTo(200);
		assertThat(server.connections()).isEqualTo(1);
	}

	@Test
	void aConnectionThatMakesNoAuthenticatedRequestInTimeIsClosedEvenIfItTrickles() throws Exception {
		server = TestServers.start(options -> options.firstRequestTimeout(Duration.ofSeconds(2)));
		Socket silent = connect();
		Socket trickling = connect();
		trickling.getOutputStream().write("GET /acp HTTP/1.1\r\n".getBytes(StandardCharsets.US_ASCII));

		for (int line = 0; !closedByServer(trickling); line++) {
			assertThat(line).as("header lines sent before the server closed the connection").isLessThan(300);
			trickling.getOutputStream().write(("X-Line-" + line + ": 1\r\n").getBytes(StandardCharsets.US_ASCII));
			Thread.sleep(100);
		}
		assertThat(TestServers.eventually(() -> closedByServer(silent))).isTrue();
		assertThat(initialize().statusCode()).isEqualTo(200);
	}

	@Test
	void aRequestThatFailsAuthenticationEndsItsConnection() throws Exception {
		server = TestServers.start(options -> options);
		Socket socket = connect();
		socket.getOutputStream().write(("POST /acp HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer wrong\r\nContent-Type: application/json\r\n"
				+ "Content-Length: " + INITIALIZE.length() + "\r\n\r\n" + INITIALIZE).getBytes(StandardCharsets.US_ASCII));
		socket.setSoTimeout(10_000);

		String answer = new String(socket.getInputStream().readAllBytes(), StandardCharsets.US_ASCII);

		assertThat(answer).startsWith("HTTP/1.1 401").containsIgnoringCase("Connection: close");
	}

	@Test
	void theServerKeepsDescriptorsForTheProcess() throws Exception {
		URI uri;
		try (AcpHttpServer bounded = TestServers.start(options -> options.reservedDescriptors(Integer.MAX_VALUE / 2))) {
			uri = bounded.uri();
			List<Socket> opened = new ArrayList<>();
			for (int i = 0; i < 40; i++) {
				Socket socket = new Socket(uri.getHost(), uri.getPort());
				sockets.add(socket);
				opened.add(socket);
			}
			// With no descriptor to spare, the server still takes its few (16, at most 8 of them pending), and
			// closes the rest at once.
			assertThat(TestServers.eventually(() -> opened.stream().filter(AdmissionTest::closedByServer).count() >= 32)).isTrue();
			// An authenticated client still gets in: it pushes out a silent one.
			assertThat(http.send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(10)).header("Authorization", "Bearer " + TestServers.TOKEN)
					.header("Content-Type", AcpHttp.JSON).POST(HttpRequest.BodyPublishers.ofString(INITIALIZE)).build(),
					HttpResponse.BodyHandlers.ofString()).statusCode()).isEqualTo(200);
		}
	}
}
