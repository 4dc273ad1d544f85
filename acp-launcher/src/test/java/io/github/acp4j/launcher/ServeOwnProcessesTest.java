package io.github.acp4j.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.OutputStream;
import java.io.PrintStream;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.Map;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The finding, end to end: {@code --listen} with the token, and a process the agent started (a child
 * of this JVM, which stands for the agent) that connects with it is refused 403, while a client that
 * is no child of the agent gets through.
 */
class ServeOwnProcessesTest {

	private static final String TOKEN = "serve-test-token-0123456789";
	private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}";

	@TempDir
	Path home;
	private final AtomicReference<Main.Stoppable> running = new AtomicReference<>();
	private CompletableFuture<Integer> exit;
	private URI uri;

	@BeforeEach
	void serve() throws Exception {
		assumeTrue(Files.isReadable(Path.of("/proc/net/tcp")), "Linux only");
		BlockingQueue<String> said = new LinkedBlockingQueue<>();
		PrintStream err = new PrintStream(OutputStream.nullOutputStream(), true, StandardCharsets.UTF_8) {
			@Override
			public void println(String line) {
				said.add(line);
			}
		};
		LaunchOptions options = LaunchOptions.parse(new String[] { "--acp", "--listen", "0" }, home);
		exit = CompletableFuture.supplyAsync(() -> Serve.run(options, home,
				Map.of("ACP4J_HOME", home.toString(), "ACP4J_TOKEN", TOKEN, "LLM_PROVIDER", "demo"), err, running));
		String line;
		do {
			line = said.poll(60, TimeUnit.SECONDS);
			assertThat(line).as("the agent says where it listens").isNotNull();
		} while (!line.startsWith("acp4j: listening on "));
		uri = URI.create(line.substring("acp4j: listening on ".length()));
	}

	@AfterEach
	void stop() throws Exception {
		if (running.get() != null) {
			running.get().shutdown(Duration.ofSeconds(5));
			assertThat(exit.get(30, TimeUnit.SECONDS)).isZero();
		}
	}

	@Test
	void aChildWithTheTokenIsRefusedAndTheTestsOwnClientIsNot() throws Exception {
		String request = "POST /acp HTTP/1.1\r\nHost: " + uri.getAuthority() + "\r\nAuthorization: Bearer " + TOKEN
				+ "\r\nContent-Type: application/json\r\nContent-Length: " + INITIALIZE.length() + "\r\n\r\n" + INITIALIZE;
		Process child = new ProcessBuilder("/bin/bash", "-c", "exec 3<>/dev/tcp/" + uri.getHost() + "/" + uri.getPort()
				+ "; printf '%s' \"$0\" >&3; head -1 <&3", request).redirectErrorStream(true).start();
		String answer = new String(child.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
		assertThat(child.waitFor(30, TimeUnit.SECONDS)).isTrue();
		assertThat(answer).startsWith("HTTP/1.1 403");

		HttpResponse<String> own = HttpClient.newHttpClient().send(HttpRequest.newBuilder(uri).timeout(Duration.ofSeconds(30))
				.header("Authorization", "Bearer " + TOKEN).header("Content-Type", "application/json")
				.POST(HttpRequest.BodyPublishers.ofString(INITIALIZE)).build(), HttpResponse.BodyHandlers.ofString());
		assertThat(own.statusCode()).isEqualTo(200);
		assertThat(own.body()).contains("\"protocolVersion\":1");
	}
}
