package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;

import io.github.acp4j.samples.Servers.Served;

/**
 * {@code acp4j --acp --listen --allow-origin} used by a web page in a real browser, headless
 * Chromium, as a web app would: the page (src/test/browser/acp-page.html, plain JS) runs a turn over
 * Streamable HTTP with fetch, reading the exposed {@code Acp-Connection-Id} and the SSE streams'
 * bodies, and opens a WebSocket with its token as a subprotocol; then it posts what it saw back to the
 * server that served it. The same page served from another origin gets nothing: every fetch fails as
 * the browser's CORS check fails it, and so does the WebSocket. Skipped, with the reason, where
 * chromium is not installed ({@code .ci/install-chromium} installs it where the build can).
 */
class BrowserIT {

	static Path chromium;
	static byte[] page;

	@TempDir
	Path work;
	private Servers servers;
	private PageServer allowed;
	private PageServer foreign;
	private Path home;
	private Served agent;

	@BeforeAll
	static void chromium() throws IOException {
		chromium = Chromium.find();
		page = Files.readAllBytes(Processes.property("acp4j.browser.page"));
	}

	@BeforeEach
	void start() throws Exception {
		servers = new Servers(work);
		allowed = new PageServer();
		foreign = new PageServer();
		home = work.resolve("home");
		agent = servers.agent(home, "--allow-origin", allowed.origin());
	}

	@AfterEach
	void stop() throws InterruptedException {
		servers.close();
		if (allowed != null) {
			allowed.close();
		}
		if (foreign != null) {
			foreign.close();
		}
	}

	@Test
	void aPageAtTheAllowedOriginRunsATurnOverStreamableHttpAndOpensAWebSocketWithItsToken() throws Exception {
		Path screenshot = Processes.property("acp4j.browser.screenshot");
		Files.createDirectories(screenshot.getParent());
		Files.deleteIfExists(screenshot);

		JsonObject result = browse(allowed, "--screenshot=" + screenshot, "--window-size=1000,1000");

		assertThat(at(result, "origin")).isEqualTo(allowed.origin());
		// A refusal the page can read, and so tell its user.
		assertThat(at(result, "http.wrongToken.status")).as(result.toString()).isEqualTo("401");
		assertThat(at(result, "http.initialize.status")).as(result.toString()).isEqualTo("200");
		assertThat(at(result, "http.initialize.protocolVersion")).as(result.toString()).isEqualTo("1");
		// The page read the header only because the answer exposes it.
		assertThat(at(result, "http.initialize.connectionId")).as(result.toString()).isNotBlank();
		for (String stream : List.of("connectionStream", "sessionStream")) {
			assertThat(at(result, "http." + stream + ".status")).as(result.toString()).isEqualTo("200");
			assertThat(at(result, "http." + stream + ".type")).as(result.toString()).startsWith("text/event-stream");
		}
		assertThat(at(result, "http.newSession.status")).as(result.toString()).isEqualTo("202");
		String session = at(result, "http.newSession.sessionId");
		assertThat(session).as(result.toString()).isNotBlank();
		assertThat(at(result, "http.prompt.status")).as(result.toString()).isEqualTo("202");
		assertThat(at(result, "http.prompt.stopReason")).as(result.toString()).isEqualTo("end_turn");
		assertThat(at(result, "http.prompt.text")).as(result.toString()).contains("offline demo model");
		assertThat(at(result, "http.delete.status")).as(result.toString()).isEqualTo("202");
		assertThat(at(result, "webSocket.open.protocol")).as(result.toString()).isEqualTo("acp");
		assertThat(at(result, "webSocket.initialize.protocolVersion")).as(result.toString()).isEqualTo("1");
		assertThat(at(result, "webSocket.newSession.sessionId")).as(result.toString()).isNotBlank();
		// The agent keeps the turn the page ran, under the session id the page read from its stream.
		assertThat(sessionFiles()).filteredOn(file -> file.getFileName().toString().equals(session + ".jsonl")).singleElement()
				.satisfies(file -> assertThat(file).content(StandardCharsets.UTF_8).contains("hello from a browser"));
		assertThat(screenshot).isNotEmptyFile();
	}

	@Test
	void theSamePageAtAnotherOriginGetsNoAnswerAndTheAgentNoConnection() throws Exception {
		JsonObject result = browse(foreign, "--dump-dom");

		JsonObject http = result.getAsJsonObject("http");
		assertThat(http.keySet()).containsExactly("wrongToken", "initialize", "connectionStream", "newSession", "sessionStream", "prompt", "delete");
		for (String step : http.keySet()) {
			// What a page sees of a refused preflight, or of an answer without its CORS headers: nothing.
			assertThat(at(result, "http." + step + ".error")).as(result.toString()).startsWith("TypeError");
		}
		assertThat(result.getAsJsonObject("webSocket").keySet()).containsExactly("open");
		assertThat(at(result, "webSocket.open.error")).isEqualTo("Error: the WebSocket failed");
		assertThat(sessionFiles()).isEmpty();
		assertThat(agent.process().isAlive()).isTrue();
		assertThat(agent.stderr()).noneMatch(line -> line.contains("WARN") || line.contains("Exception"));
	}

	/**
	 * Opens the page from {@code server} in headless Chromium with {@code output} (a screenshot or the
	 * DOM, either taken at the page's load, which waits for its result) and returns the result it
	 * posted. Chromium exits by itself; whatever of it is left is ended.
	 */
	private JsonObject browse(PageServer server, String... output) throws Exception {
		Path profile = Files.createTempDirectory(work, "chromium");
		String url = server.origin() + "/?agent=" + encode(agent.uri().toString()) + "&token=" + encode(Servers.token(home)) + "&cwd="
				+ encode(work.toString());
		List<String> command = new ArrayList<>(List.of(chromium.toString()));
		command.addAll(Chromium.HEADLESS);
		command.add("--user-data-dir=" + profile);
		command.addAll(List.of(output));
		command.add(url);
		Processes.Result run;
		try {
			run = Processes.run(work, Map.of(), command);
		} finally {
			// A helper that outlived the browser (it would be an orphan): its command line names the profile.
			ProcessHandle.allProcesses().filter(process -> process.info().commandLine().orElse("").contains(profile.toString()))
					.forEach(ProcessHandle::destroyForcibly);
		}
		assertThat(run.exitCode()).as(run.stderr()).isZero();
		if (!server.result.isDone()) {
			throw new AssertionError("the page posted no result; its DOM:\n" + run.stdout() + "\nchromium:\n" + run.stderr());
		}
		JsonObject result = JsonParser.parseString(server.result.get()).getAsJsonObject();
		if (List.of(output).contains("--dump-dom")) {
			// What the page showed is what it posted.
			assertThat(run.stdout()).contains("<pre id=\"result\">{");
		}
		return result;
	}

	/** The value at a dotted path of the page's result as a string, or null where there is none. */
	private static String at(JsonObject result, String path) {
		JsonElement element = result;
		for (String key : path.split("\\.")) {
			element = element.isJsonObject() ? element.getAsJsonObject().get(key) : null;
			if (element == null || element.isJsonNull()) {
				return null;
			}
		}
		return element.isJsonPrimitive() ? element.getAsString() : element.toString();
	}

	private static String encode(String value) {
		return URLEncoder.encode(value, StandardCharsets.UTF_8);
	}

	private List<Path> sessionFiles() throws IOException {
		Path sessions = home.resolve("sessions");
		if (!Files.exists(sessions)) {
			return List.of();
		}
		try (Stream<Path> files = Files.walk(sessions)) {
			return files.filter(Files::isRegularFile).toList();
		}
	}

	/**
	 * The page at http://127.0.0.1:PORT/, an origin of its own. The page posts its result to /result;
	 * /done, an image of the page, is answered only after that (or after the guard), so that the page's
	 * load event, at which headless Chromium takes its screenshot or dumps the DOM, comes after the
	 * page's work.
	 */
	static final class PageServer implements AutoCloseable {
		final CompletableFuture<String> result = new CompletableFuture<>();
		private final ExecutorService executor = Executors.newCachedThreadPool();
		private final HttpServer server;

		PageServer() throws IOException {
			server = HttpServer.create(new InetSocketAddress(InetAddress.getByName("127.0.0.1"), 0), 0);
			server.createContext("/", this::handle);
			// /done is held while /result must get through: a thread each.
			server.setExecutor(executor);
			server.start();
		}

		String origin() {
			return "http://127.0.0.1:" + server.getAddress().getPort();
		}

		private void handle(HttpExchange exchange) throws IOException {
			try (exchange; InputStream body = exchange.getRequestBody()) {
				String path = exchange.getRequestURI().getPath();
				if ("POST".equals(exchange.getRequestMethod()) && "/result".equals(path)) {
					result.complete(new String(body.readAllBytes(), StandardCharsets.UTF_8));
					exchange.sendResponseHeaders(204, -1);
				} else if ("/done".equals(path)) {
					try {
						result.get(Processes.TIMEOUT_SECONDS / 2, TimeUnit.SECONDS);
					} catch (TimeoutException | ExecutionException | CancellationException e) {
						// the test finds no result
					} catch (InterruptedException e) {
						Thread.currentThread().interrupt();
					}
					exchange.sendResponseHeaders(204, -1);
				} else if ("/".equals(path)) {
					exchange.getResponseHeaders().set("Content-Type", "text/html; charset=utf-8");
					exchange.sendResponseHeaders(200, page.length);
					exchange.getResponseBody().write(page);
				} else {
					exchange.sendResponseHeaders(404, -1);
				}
			}
		}

		@Override
		public void close() {
			result.cancel(false);
			server.stop(0);
			executor.shutdownNow();
		}
	}
}
