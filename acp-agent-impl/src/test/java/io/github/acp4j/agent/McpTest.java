package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;
import java.util.logging.Level;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.inject.util.Modules;

import io.github.acp4j.agent.mcp.McpConnector;
import io.github.acp4j.agent.mcp.internal.DefaultMcpConnector;
import io.github.acp4j.agent.sandbox.Sandbox;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ClientSessionCapabilities;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.EnvVariable;
import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.HttpHeader;
import io.github.acp4j.api.types.McpServerHttp;
import io.github.acp4j.api.types.McpServerSse;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.NoticeCapabilities;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import com.sun.net.httpserver.HttpServer;

import mockwebserver3.MockWebServer;
import okhttp3.OkHttpClient;

/**
 * MCP servers given to a session: a stdio server process and the two HTTP transports on loopback.
 * Their tools reach the model, a call goes through the permission engine, a changed tool list is
 * followed, a server that fails is reported as a notice and the session goes on, and servers stop
 * with the session.
 */
class McpTest {

	static final ClientCapabilities NOTICES = ClientCapabilities.builder()
			.session(ClientSessionCapabilities.builder().notices(NoticeCapabilities.of()).build()).build();

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;
	Path log;
	TestMcpHttpServer http;

	@BeforeEach
	void start() throws Exception {
		model.start();
		log = workspace.resolve("mcp.log");
		harness = new AgentHarness(AgentHarness.openAi(PermissionPreset.WORKSPACE_WRITE, 8, sessions, model, "sk-mcp"));
		harness.initialize(NOTICES);
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		model.close();
		if (http != null) {
			http.close();
		}
	}

	private McpServerStdio stdio(String name) {
		return stdio(name, log);
	}

	/**
	 * What the command line of a {@link #stdio} server starts with: found even where the OS gives a
	 * process's command line cut short (the JDK reads a page of it; the class path is longer).
	 */
	static final String STDIO_MARKER = "-Dacp4j.test.server=" + TestMcpStdioServer.class.getSimpleName();

	/** {@link TestMcpStdioServer} as a stdio server, logging what it is asked to {@code log}. */
	static McpServerStdio stdio(String name, Path log) {
		String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
		return McpServerStdio.of(name, java, List.of(STDIO_MARKER, "-cp", System.getProperty("java.class.path"),
				TestMcpStdioServer.class.getName(), log.toString()), List.of(EnvVariable.of("TEST_GREETING",
				"hello from env")));
	}

	private String session(McpServer... servers) throws Exception {
		return await(harness.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of(servers))))
				.sessionId();
	}

	private List<String> log() throws Exception {
		return Files.exists(log) ? Files.readAllLines(log) : List.of();
	}

	/** The tool names offered in a model request. */
	private static List<String> offered(String body) {
		List<String> names = new ArrayList<>();
		for (JsonElement tool : JsonParser.parseString(body).getAsJsonObject().getAsJsonArray("tools")) {
			names.add(tool.getAsJsonObject().getAsJsonObject("function").get("name").getAsString());
		}
		return names;
	}

	/** The tool results given to the model in a request. */
	static List<String> results(String body) {
		List<String> results = new ArrayList<>();
		for (JsonElement message : JsonParser.parseString(body).getAsJsonObject().getAsJsonArray("messages")) {
			JsonObject m = message.getAsJsonObject();
			if (m.get("role").getAsString().equals("tool")) {
				results.add(m.get("content").getAsString());
			}
		}
		return results;
	}

	private ToolCallUpdate finalUpdate(String session) {
		return harness.updates(session).stream().filter(ToolCallUpdate.class::isInstance).map(ToolCallUpdate.class::cast)
				.filter(u -> u.status() == ToolCallStatus.COMPLETED || u.status() == ToolCallStatus.FAILED).reduce((a, b) -> b)
				.orElseThrow();
	}

	private void echoThroughPermission(McpServer server) throws Exception {
		String session = session(server);
		model.enqueue(toolCall("c1", "mcp__tester__echo", "{\"text\":\"hi\"}"));
		model.enqueue(text("ok"));
		assertThat(await(harness.prompt(session, "echo hi")).stopReason()).isEqualTo(StopReason.END_TURN);
		String first = model.takeRequest().getBody().utf8();
		assertThat(offered(first)).contains("read_file", "mcp__tester__echo", "mcp__tester__env", "mcp__tester__slow")
				.doesNotContain("mcp__tester__scalar");
		assertThat(first).contains("\"required\":[\"text\"]").contains("Echoes text (from MCP server tester)");
		assertThat(harness.permissionRequests).singleElement()
				.satisfies(request -> assertThat(request.toolCall().title()).isEqualTo("tester: echo"));
		// The question shows the arguments the server will get.
		assertThat(harness.permissionRequests.get(0).toolCall().content()).singleElement()
				.satisfies(content -> assertThat(((TextContent) ((Content) content).content()).text())
						.isEqualTo("Arguments:\n```\n{\n  \"text\": \"hi\"\n}\n```"));
		assertThat(results(model.takeRequest().getBody().utf8())).containsExactly("echo: hi");
		assertThat(finalUpdate(session).status()).isEqualTo(ToolCallStatus.COMPLETED);
		assertThat(log()).contains("tools/call echo");
	}

	@Test
	void aStdioServersToolsReachTheModelThroughThePermissionEngine() throws Exception {
		echoThroughPermission(stdio("tester"));
		assertThat(log()).containsSubsequence("initialize", "notifications/initialized", "tools/list", "tools/call echo");
	}

	@Test
	void aStreamableHttpServersToolsReachTheModel() throws Exception {
		http = new TestMcpHttpServer(log);
		echoThroughPermission(McpServerHttp.of("tester", http.url("/mcp"), List.of()));
	}

	@Test
	void anSseServersToolsReachTheModel() throws Exception {
		http = new TestMcpHttpServer(log);
		echoThroughPermission(McpServerSse.of("tester", http.url("/sse"), List.of()));
	}

	@Test
	void aRejectedCallNeverReachesTheServer() throws Exception {
		harness.permissionPolicy = request -> AgentHarness.allow("reject_once");
		String session = session(stdio("tester"));
		model.enqueue(toolCall("c1", "mcp__tester__echo", "{\"text\":\"hi\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "echo hi"));
		assertThat(finalUpdate(session).status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(log()).contains("tools/list").doesNotContain("tools/call echo");
	}

	@Test
	void theServerGetsItsEnvironmentWithoutTheAgentsKeys() throws Exception {
		harness.permissionPolicy = request -> AgentHarness.allow("allow_always");
		String session = session(stdio("tester"));
		model.enqueue(toolCall("c1", "mcp__tester__env", "{\"name\":\"TEST_GREETING\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "env"));
		model.takeRequest();
		assertThat(results(model.takeRequest().getBody().utf8())).containsExactly("hello from env");
	}

	/** A server gets the command environment (not the agent's server addresses) and its declared env on top. */
	@Test
	void theServerGetsTheCommandEnvironmentAndItsOwn() throws Exception {
		harness.close();
		harness = new AgentHarness(new AgentModule(AgentConfig.builder(sessions)
				.maxTurnRequests(8).contextWindow(128_000).build(),
				Map.of("OPENAI_API_KEY", "sk-mcp", "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "HOME", "/home/mcp-test",
						"SSH_AUTH_SOCK", "/tmp/ssh-test/agent.1", "TEST_GREETING", "from the agent")));
		harness.initialize(NOTICES);
		harness.permissionPolicy = request -> AgentHarness.allow("allow_always");
		String session = session(stdio("tester"));
		model.enqueue(toolCall("c1", "mcp__tester__env", "{\"name\":\"HOME\"}"));
		model.enqueue(toolCall("c2", "mcp__tester__env", "{\"name\":\"SSH_AUTH_SOCK\"}"));
		model.enqueue(toolCall("c3", "mcp__tester__env", "{\"name\":\"TEST_GREETING\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "env"));
		model.takeRequest();
		model.takeRequest();
		model.takeRequest();
		assertThat(results(model.takeRequest().getBody().utf8())).containsExactly("/home/mcp-test", "(unset)", "hello from env");
	}

	@Test
	void aChangedToolListIsFollowed() throws Exception {
		harness.permissionPolicy = request -> AgentHarness.allow("allow_always");
		http = new TestMcpHttpServer(workspace.resolve("http.log"));
		String session = session(stdio("tester"), McpServerHttp.of("remote", http.url("/mcp"), List.of()));
		model.enqueue(toolCall("c1", "mcp__tester__grow", "{}"));
		model.enqueue(toolCall("c2", "mcp__remote__grow", "{}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "grow"));
		assertThat(offered(model.takeRequest().getBody().utf8())).doesNotContain("mcp__tester__extra", "mcp__remote__extra");
		model.enqueue(text("seen"));
		model.takeRequest();
		model.takeRequest();
		// Both servers announced a change; the agent lists their tools again.
		awaitLogCount(log, "tools/list", 2);
		awaitLogCount(workspace.resolve("http.log"), "tools/list", 2);
		assertThat(offeredOnce(session, offered -> offered.contains("mcp__remote__extra") && offered.contains("mcp__tester__extra")))
				.contains("mcp__tester__extra", "mcp__remote__extra");
	}

	/**
	 * The tools offered by the first prompt whose request satisfies {@code listed}: a server that was
	 * asked for its tools is answered a moment later. Every prompt must end well, which the strict
	 * model makes a check of the request too.
	 */
	private List<String> offeredOnce(String session, Predicate<List<String>> listed) throws Exception {
		List<String> offered = List.of();
		for (int attempt = 0; attempt < 100 && !listed.test(offered); attempt++) {
			model.enqueue(text("still here"));
			assertThat(await(harness.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
			offered = offered(model.takeRequest().getBody().utf8());
			Thread.sleep(50);
		}
		return offered;
	}

	/**
	 * A server that writes 20,000 lines to its stderr and sends as many log notifications before it
	 * answers: its answer arrives, most lines are counted rather than logged, and every line is either
	 * logged or counted in a summary.
	 */
	/** A server that prints a secret the client gave it in its env: the log has the line, not the secret. */
	@Test
	void aSecretTheServerPrintsToStderrIsRedactedInTheLog() throws Exception {
		try (LogCapture capture = LogCapture.of("io.github.acp4j.agent.mcp", Level.INFO)) {
			McpServerStdio tester = stdio("tester");
			List<EnvVariable> env = new ArrayList<>(tester.env());
			env.add(EnvVariable.of("GITHUB_TOKEN", "ghp-client-secret-24680"));
			env.add(EnvVariable.of("TEST_PRINT_ENV", "GITHUB_TOKEN"));
			String session = session(tester.toBuilder().env(env).build());
			await(harness.agent.closeSession(CloseSessionRequest.of(session)));
			for (int i = 0; i < 2000 && capture.messages.stream().noneMatch(line -> line.contains("GITHUB_TOKEN=")); i++) {
				Thread.sleep(10);
			}

			assertThat(capture.messages).anyMatch(line -> line.equals("MCP server tester stderr: GITHUB_TOKEN=[REDACTED]"));
			assertThat(capture.messages).noneMatch(line -> line.contains("ghp-client-secret-24680"));
		}
	}

	@Test
	void aServerThatFloodsTheLogIsCountedNotLoggedAndItsAnswerArrives() throws Exception {
		int noise = 20_000;
		// What the agent logs about its MCP servers, at INFO as the launcher sets it.
		try (LogCapture capture = LogCapture.of("io.github.acp4j.agent.mcp", Level.INFO)) {
			List<String> logged = capture.messages;
			String session = session(stdio("tester"));
			model.enqueue(toolCall("c1", "mcp__tester__noisy", "{\"count\":" + noise + "}"));
			model.enqueue(text("ok"));
			assertThat(await(harness.prompt(session, "make noise")).stopReason()).isEqualTo(StopReason.END_TURN);
			model.takeRequest();
			assertThat(results(model.takeRequest().getBody().utf8())).containsExactly("quiet again");
			// The server ends with its session: what was left out since the last summary is summed up.
			await(harness.agent.closeSession(CloseSessionRequest.of(session)));
			for (int i = 0; i < 2000 && accounted(logged, "stderr", "MCP server tester stderr: noise ") < noise; i++) {
				Thread.sleep(10);
			}
			assertThat(accounted(logged, "stderr", "MCP server tester stderr: noise ")).isEqualTo(noise);
			assertThat(accounted(logged, "notifications", "MCP server tester: {\"level\":\"info\",\"data\":\"noise ")).isEqualTo(noise);
			assertThat(logged.stream().filter(line -> line.contains("noise ")).count()).isLessThan(noise / 10);
		}
	}

	/** The lines of a source logged (starting with {@code prefix}) plus those its summaries counted. */
	private static long accounted(List<String> logged, String source, String prefix) {
		Pattern summary = Pattern.compile("MCP server tester " + source + ": ([\\d,]+) lines suppressed .*");
		long count = 0;
		for (String line : logged) {
			Matcher matcher = summary.matcher(line);
			if (matcher.matches()) {
				count += Long.parseLong(matcher.group(1).replace(",", ""));
			} else if (line.startsWith(prefix)) {
				count++;
			}
		}
		return count;
	}

	@Test
	void aServerWithTooManyToolsCostsItsLastOnesNotTheRequest() throws Exception {
		harness.permissionPolicy = request -> AgentHarness.allow("allow_always");
		String session = session(stdio("tester"));
		model.enqueue(toolCall("c1", "mcp__tester__flood", "{}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "flood"));
		model.takeRequest();
		model.takeRequest();
		awaitLogCount(log, "tools/list", 2);
		// The strict model refuses more than 128 tools, as OpenAI does.
		List<String> offered = offeredOnce(session, tools -> tools.size() >= 128);
		assertThat(offered).hasSize(128).contains("read_file", "write_file", "run_shell_command", "mcp__tester__echo");
		assertThat(StrictModel.of(model).refused()).isEmpty();
	}

	private static void awaitLogCount(Path file, String line, int count) throws Exception {
		for (int i = 0; i < 2000; i++) {
			if (Files.exists(file) && Files.readAllLines(file).stream().filter(line::equals).count() >= count) {
				return;
			}
			Thread.sleep(10);
		}
		throw new AssertionError(file + " never had " + count + " x " + line);
	}

	@Test
	void aCrashedServerIsReportedAndTheSessionGoesOn() throws Exception {
		harness.permissionPolicy = request -> AgentHarness.allow("allow_always");
		String session = session(stdio("tester"));
		model.enqueue(toolCall("c1", "mcp__tester__crash", "{}"));
		model.enqueue(text("it crashed"));
		assertThat(await(harness.prompt(session, "crash")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(finalUpdate(session).status()).isEqualTo(ToolCallStatus.FAILED);
		for (int i = 0; i < 2000 && harness.updates(session).stream().noneMatch(Notice.class::isInstance); i++) {
			Thread.sleep(10);
		}
		assertThat(harness.updates(session)).filteredOn(Notice.class::isInstance).map(Notice.class::cast).singleElement()
				.satisfies(notice -> assertThat(notice.title()).isEqualTo("MCP server tester stopped"));
		model.takeRequest();
		// The model hears how the server ended, in words: no Java exception.
		assertThat(results(model.takeRequest().getBody().utf8())).singleElement().asString()
				.contains("The MCP server tester stopped during the call (it exited with code 3)").doesNotContain("Exception");
		model.enqueue(text("still here"));
		assertThat(await(harness.prompt(session, "go on")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(offered(model.takeRequest().getBody().utf8())).noneMatch(name -> name.startsWith("mcp__"));
	}

	/** An answer over 32 MiB fails the call at once on every transport, and the model is told in words. */
	@Test
	void anAnswerOverTheSizeLimitFailsTheCallAtOnce() throws Exception {
		harness.permissionPolicy = request -> AgentHarness.allow("allow_always");
		http = new TestMcpHttpServer(workspace.resolve("http.log"));
		String session = session(stdio("tester"), McpServerHttp.of("remote", http.url("/mcp"), List.of()),
				McpServerSse.of("old", http.url("/sse"), List.of()));
		model.enqueue(toolCall("c1", "mcp__tester__huge", "{}"));
		model.enqueue(toolCall("c2", "mcp__remote__huge", "{}"));
		model.enqueue(toolCall("c3", "mcp__old__huge", "{}"));
		model.enqueue(text("Too large."));
		assertThat(await(harness.prompt(session, "huge")).stopReason()).isEqualTo(StopReason.END_TURN);
		for (int i = 0; i < 3; i++) {
			model.takeRequest();
		}
		List<String> told = results(model.takeRequest().getBody().utf8());
		assertThat(told).hasSize(3).allSatisfy(result -> assertThat(result).contains("32 MiB limit on one message")
				.doesNotContain("Exception").hasSizeLessThan(300));
		assertThat(told.get(0)).startsWith("Error: The MCP server tester answered with ");
		assertThat(told.get(1)).startsWith("Error: The MCP server remote ");
		assertThat(told.get(2)).startsWith("Error: The MCP server old ");
	}

	@Test
	void aServerThatCannotStartIsReportedWithTheFirstPrompt() throws Exception {
		String session = session(McpServerStdio.of("broken", workspace.resolve("no-such-command").toString(),
				List.of(), List.of()), stdio("tester"));
		model.enqueue(text("ok"));
		assertThat(await(harness.prompt(session, "hi")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(harness.updates(session).get(0)).isInstanceOfSatisfying(Notice.class, notice -> {
			assertThat(notice.title()).isEqualTo("MCP server broken did not start");
			assertThat(notice.description()).contains("no-such-command");
		});
		assertThat(offered(model.takeRequest().getBody().utf8())).contains("mcp__tester__echo");
	}

	/**
	 * An HTTP server that redirects to another origin does not start: its configured headers (an API
	 * key) and its requests never reach the other host, and the user is told what to configure.
	 */
	@ParameterizedTest
	@ValueSource(strings = { "/mcp", "/sse" })
	void aServerRedirectingToAnotherOriginIsNotFollowedWithItsHeaders(String path) throws Exception {
		AtomicInteger redirected = new AtomicInteger();
		AtomicInteger reachedElsewhere = new AtomicInteger();
		HttpServer elsewhere = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		elsewhere.createContext("/", exchange -> {
			reachedElsewhere.incrementAndGet();
			exchange.sendResponseHeaders(500, -1);
			exchange.close();
		});
		HttpServer redirecting = HttpServer.create(new InetSocketAddress(InetAddress.getLoopbackAddress(), 0), 0);
		redirecting.createContext("/", exchange -> {
			redirected.incrementAndGet();
			exchange.getResponseHeaders().add("Location", "http://127.0.0.1:" + elsewhere.getAddress().getPort() + path);
			exchange.sendResponseHeaders(307, -1);
			exchange.close();
		});
		elsewhere.start();
		redirecting.start();
		try {
			List<HttpHeader> key = List.of(HttpHeader.of("X-Api-Key", "sk-mcp-remote-5678"));
			String url = "http://127.0.0.1:" + redirecting.getAddress().getPort() + path;
			String session = session(path.equals("/mcp") ? McpServerHttp.of("remote", url, key) : McpServerSse.of("remote", url, key),
					stdio("tester"));
			model.enqueue(text("ok"));
			assertThat(await(harness.prompt(session, "hi")).stopReason()).isEqualTo(StopReason.END_TURN);

			assertThat(harness.updates(session).get(0)).isInstanceOfSatisfying(Notice.class, notice -> {
				assertThat(notice.title()).isEqualTo("MCP server remote did not start");
				assertThat(notice.description()).contains("another origin").contains("configure the URL it redirects to");
			});
			assertThat(reachedElsewhere).hasValue(0);
			assertThat(redirected.get()).isPositive();
		} finally {
			redirecting.stop(0);
			elsewhere.stop(0);
		}
	}

	@Test
	void aCancelledCallIsCancelledAtTheServer() throws Exception {
		harness.permissionPolicy = request -> AgentHarness.allow("allow_always");
		String session = session(stdio("tester"));
		model.enqueue(toolCall("c1", "mcp__tester__slow", "{}"));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "slow");
		awaitLogCount(log, "tools/call slow", 1);
		harness.agent.cancel(CancelNotification.of(session));
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		// The server heard the cancellation of the very call it was running.
		awaitLogCount(log, "cancelled " + slowCallId(), 1);
	}

	@Test
	void aCallPastItsTimeoutFailsAndIsCancelledAtTheServer() throws Exception {
		harness.close();
		harness = new AgentHarness(Modules.override(AgentHarness.openAi(PermissionPreset.WORKSPACE_WRITE, 8, sessions, model, "sk-mcp"))
				.with(binder -> binder.bind(McpConnector.class).toInstance(new DefaultMcpConnector(OkHttpClient::new,
						DefaultMcpConnector.START_TIMEOUT, Duration.ofMillis(300), Sandbox.fromEnvironment(Map.of())))));
		harness.initialize(NOTICES);
		harness.permissionPolicy = request -> AgentHarness.allow("allow_once");
		String session = session(stdio("tester"));
		model.enqueue(toolCall("c1", "mcp__tester__slow", "{}"));
		model.enqueue(text("It timed out."));
		assertThat(await(harness.prompt(session, "slow")).stopReason()).isEqualTo(StopReason.END_TURN);
		awaitLogCount(log, "cancelled " + slowCallId(), 1);
		assertThat(finalUpdate(session).status()).isEqualTo(ToolCallStatus.FAILED);
		model.takeRequest();
		assertThat(results(model.takeRequest().getBody().utf8())).singleElement().asString()
				.contains("MCP server tester did not answer within 300 ms; the call was cancelled");
	}

	/** The JSON-RPC id of the running slow call, from the server's log. */
	private String slowCallId() throws Exception {
		List<String> lines = log();
		return lines.stream().filter(line -> line.startsWith("call slow ")).findFirst().orElseThrow().substring(10);
	}

	@Test
	void closingTheSessionStopsItsServers() throws Exception {
		http = new TestMcpHttpServer(workspace.resolve("http.log"));
		String session = session(stdio("tester"), McpServerHttp.of("remote", http.url("/mcp"), List.of()));
		long pid = Long.parseLong(log().stream().filter(line -> line.startsWith("pid ")).findFirst().orElseThrow().substring(4));
		ProcessHandle server = ProcessHandle.of(pid).orElseThrow();
		await(harness.agent.closeSession(CloseSessionRequest.of(session)));
		server.onExit().get(AgentHarness.TIMEOUT, TimeUnit.SECONDS);
		assertThat(server.isAlive()).isFalse();
		awaitLogCount(workspace.resolve("http.log"), "DELETE /mcp", 1);
	}
}
