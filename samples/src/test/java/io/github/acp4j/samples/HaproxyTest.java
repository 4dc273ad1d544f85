package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.security.MessageDigest;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Base64;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

import com.sun.net.httpserver.HttpServer;

/** A real HAProxy: requests take turns between the backends, and go on to the live one when one dies. */
class HaproxyTest {

	/** A guard against a hung request, not a speed assertion. */
	private static final Duration REQUEST_TIMEOUT = Duration.ofSeconds(30);

	private final HttpClient client = HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1)
			.connectTimeout(REQUEST_TIMEOUT).build();

	@BeforeAll
	static void haproxyIsInstalled() {
		Optional<String> missing = Haproxy.available();
		assumeTrue(missing.isEmpty(), () -> missing.orElseThrow());
	}

	@Test
	void requestsTakeTurnsAndGoOnToTheLiveBackendWhenOneDies() throws Exception {
		HttpServer alpha = backend("alpha");
		HttpServer beta = backend("beta");
		try (Haproxy haproxy = Haproxy.start(address(alpha), address(beta))) {
			List<String> answers = new ArrayList<>();
			for (int i = 0; i < 6; i++) {
				answers.add(get(haproxy));
			}
			// one client, one kept-alive connection, and still no two requests in a row on one backend
			assertThat(answers).containsOnly("alpha", "beta");
			for (int i = 1; i < answers.size(); i++) {
				assertThat(answers.get(i)).as("request %d of %s", i, answers).isNotEqualTo(answers.get(i - 1));
			}

			beta.stop(0);
			List<String> afterBetaDied = new ArrayList<>();
			for (int i = 0; i < 6; i++) {
				afterBetaDied.add(get(haproxy));
			}
			assertThat(afterBetaDied).containsOnly("alpha").hasSize(6);
		} finally {
			alpha.stop(0);
			beta.stop(0);
		}
	}

	@Test
	void aWebSocketUpgradeBecomesATunnel() throws Exception {
		try (ServerSocket backend = new ServerSocket(0, 50, InetAddress.getByName("127.0.0.1"));
				Haproxy haproxy = Haproxy.start("127.0.0.1:" + backend.getLocalPort())) {
			Thread echo = new Thread(() -> upgradeAndEcho(backend), "websocket backend");
			echo.setDaemon(true);
			echo.start();
			try (Socket socket = new Socket()) {
				socket.connect(new InetSocketAddress("127.0.0.1", haproxy.port()), (int) REQUEST_TIMEOUT.toMillis());
				socket.setSoTimeout((int) REQUEST_TIMEOUT.toMillis());
				OutputStream out = socket.getOutputStream();
				out.write(("GET /acp HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
						+ "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n")
						.getBytes(StandardCharsets.US_ASCII));
				out.flush();
				String head = readHead(socket.getInputStream());
				assertThat(head).startsWith("HTTP/1.1 101").contains("s3pPLMBiTxaQ9kYGzzhZRbK+xOo=");
				// past the upgrade HAProxy relays bytes as they are, both ways
				byte[] frames = "bytes of WebSocket frames".getBytes(StandardCharsets.US_ASCII);
				out.write(frames);
				out.flush();
				assertThat(socket.getInputStream().readNBytes(frames.length)).isEqualTo(frames);
			}
		}
	}

	/** Accepts one connection, answers its WebSocket upgrade, then echoes whatever comes. */
	private static void upgradeAndEcho(ServerSocket backend) {
		Pattern key = Pattern.compile("(?im)^Sec-WebSocket-Key:\\s*(\\S+)");
		// HAProxy's health checks connect and close without a request: answer the one that sends one.
		while (!backend.isClosed()) {
			try (Socket socket = backend.accept()) {
				String head = readHead(socket.getInputStream());
				Matcher matcher = key.matcher(head);
				if (!matcher.find()) {
					continue;
				}
				String accept = Base64.getEncoder().encodeToString(MessageDigest.getInstance("SHA-1")
						.digest((matcher.group(1) + "258EAFA5-E914-47DA-95CA-C5AB0DC85B11").getBytes(StandardCharsets.US_ASCII)));
				OutputStream out = socket.getOutputStream();
				out.write(("HTTP/1.1 101 Switching Protocols\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n"
						+ "Sec-WebSocket-Accept: " + accept + "\r\n\r\n").getBytes(StandardCharsets.US_ASCII));
				out.flush();
				socket.getInputStream().transferTo(out);
			} catch (IOException | java.security.NoSuchAlgorithmException e) {
				// a health check's closed connection, or the test's end
			}
		}
	}

	/** The status line and headers, up to the blank line, read byte by byte to leave the rest unread. */
	private static String readHead(InputStream in) throws IOException {
		ByteArrayOutputStream head = new ByteArrayOutputStream();
		int b;
		while ((b = in.read()) != -1) {
			head.write(b);
			if (head.toString(StandardCharsets.US_ASCII).endsWith("\r\n\r\n")) {
				break;
			}
		}
		return head.toString(StandardCharsets.US_ASCII);
	}

	private String get(Haproxy haproxy) throws IOException, InterruptedException {
		HttpResponse<String> response = client.send(
				HttpRequest.newBuilder(URI.create(haproxy.url() + "/name")).timeout(REQUEST_TIMEOUT).build(),
				HttpResponse.BodyHandlers.ofString());
		assertThat(response.statusCode()).as(response.body()).isEqualTo(200);
		return response.body();
	}

	/** A backend on a free port of 127.0.0.1 that answers every request with its name. */
	private static HttpServer backend(String name) throws IOException {
		HttpServer server = HttpServer.create(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0), 0);
		server.createContext("/", exchange -> {
			byte[] body = name.getBytes(StandardCharsets.UTF_8);
			exchange.getRequestBody().readAllBytes();
			exchange.sendResponseHeaders(200, body.length);
			try (OutputStream out = exchange.getResponseBody()) {
				out.write(body);
			}
		});
		server.start();
		return server;
	}

	private static String address(HttpServer server) {
		return "127.0.0.1:" + server.getAddress().getPort();
	}
}
