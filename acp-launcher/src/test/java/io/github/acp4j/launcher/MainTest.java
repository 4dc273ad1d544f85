package io.github.acp4j.launcher;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.io.PrintStream;
import java.io.UncheckedIOException;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.Executor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;
import java.util.jar.JarEntry;
import java.util.jar.JarOutputStream;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.inject.Binder;
import com.google.inject.Module;
import com.google.inject.multibindings.Multibinder;

import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

class MainTest {

	@TempDir
	Path home;
	/** The workspace of the sessions: apart from the home, which is the agent's own state and no workspace. */
	@TempDir
	Path workspace;

	/** {@code initialize}, id 1. */
	private static final String INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n";

	private final ByteArrayOutputStream out = new ByteArrayOutputStream();
	private final ByteArrayOutputStream err = new ByteArrayOutputStream();

	private int run(String input, String... args) {
		return Main.run(args, new ByteArrayInputStream(input.getBytes(StandardCharsets.UTF_8)), out,
				new PrintStream(err, true, StandardCharsets.UTF_8), Map.of("ACP4J_HOME", home.toString()), new AtomicReference<>(), task -> {
					Thread thread = new Thread(task);
					thread.setDaemon(true);
					thread.start();
				});
	}

	@Test
	void flagsAreParsedWithDefaultsUnderAcp4jHome() throws Exception {
		LaunchOptions options = LaunchOptions.parse(new String[] { "--acp", "--stdio", "--resume", "--mode", "plan" }, home);
		assertThat(options.resume()).contains("");
		assertThat(options.mode()).isEqualTo("plan");
		assertThat(options.sessionDir()).isEqualTo(home.resolve("sessions").toAbsolutePath());
		assertThat(options.logFile()).isEqualTo(home.resolve("logs/agent.log").toAbsolutePath());
		assertThat(LaunchOptions.parse(new String[] { "--acp", "--stdio", "--resume", "abc123" }, home).resume()).contains("abc123");
		assertThat(LaunchOptions.parse(new String[] { "--acp", "--stdio" }, home).resume()).isEqualTo(Optional.empty());
		assertThat(options.sandbox()).isEqualTo(SandboxMode.AUTO);
		assertThat(LaunchOptions.parse(new String[] { "--acp", "--stdio", "--sandbox", "required" }, home).sandbox())
				.isEqualTo(SandboxMode.REQUIRED);
	}

	@Test
	void badCommandLinesAreUsageErrors() {
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp" }, home)).hasMessageContaining("--stdio");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--stdio" }, home)).hasMessageContaining("--acp");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp", "--stdio", "--mode", "yolo" }, home))
				.hasMessageContaining("yolo");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp", "--stdio", "--log-level", "loud" }, home))
				.hasMessageContaining("loud");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp", "--stdio", "--sandbox", "maybe" }, home))
				.hasMessageContaining("maybe");
		assertThatThrownBy(() -> LaunchOptions.parse(new String[] { "--acp", "--stdio", "extra" }, home))
				.hasMessageContaining("extra");
	}

	@Test
	void aUsageErrorExitsTwoAndPrintsNothingOnStdout() {
		assertThat(run("", "--acp", "--bogus")).isEqualTo(2);
		assertThat(out.size()).isZero();
		assertThat(err.toString(StandardCharsets.UTF_8)).contains("acp4j: ").contains("usage:");
	}

	@Test
	void versionAndHelpPrintAndExitZero() {
		assertThat(run("", "--version")).isZero();
		assertThat(out.toString(StandardCharsets.UTF_8)).startsWith("acp4j ");
		out.reset();
		assertThat(run("", "--help")).isZero();
		assertThat(out.toString(StandardCharsets.UTF_8)).contains("--acp").contains("--resume").contains("LLM_PROVIDER")
				.contains("./acp4j chat --help");
	}

	@Test
	void theAgentAnswersOnStdoutLogsToTheFileAndExitsZeroAtEndOfInput() throws Exception {
		int code = run("{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n", "--acp",
				"--stdio");
		assertThat(code).isZero();
		String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
		assertThat(lines).hasSize(1);
		JsonObject answer = JsonParser.parseString(lines[0]).getAsJsonObject();
		assertThat(answer.getAsJsonObject("result").getAsJsonObject("agentInfo").get("name").getAsString()).isEqualTo("acp4j");
		assertThat(err.size()).isZero();
		assertThat(Files.readString(home.resolve("logs/agent.log"))).contains("acp4j").contains("starting");
	}

	@Test
	void modeAndModelFlagsShapeNewSessions() throws Exception {
		String input = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}\n"
				+ "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":\"" + workspace + "\",\"mcpServers\":[]}}\n";
		assertThat(run(input, "--acp", "--stdio", "--mode", "read-only", "--model", "nowhere/model-x")).isZero();
		String[] lines = out.toString(StandardCharsets.UTF_8).split("\n");
		JsonObject session = JsonParser.parseString(lines[1]).getAsJsonObject().getAsJsonObject("result");
		assertThat(session.getAsJsonObject("modes").get("currentModeId").getAsString()).isEqualTo("read-only");
		// An unconfigured --model falls back to the default provider, with a warning in the log; the
		// default provider's models go by their bare id.
		assertThat(session.getAsJsonArray("configOptions").get(1).getAsJsonObject().get("currentValue").getAsString())
				.isEqualTo("scripted");
		assertThat(Files.readString(home.resolve("logs/agent.log"))).contains("--model nowhere/model-x is not available");
	}

	@Test
	void theLegacySetModelReachesTheWiredAgent() throws Exception {
		Agent agent = new Agent(Runnable::run);
		agent.send(INITIALIZE + newSession());
		agent.nextAnswer();
		JsonObject session = agent.nextAnswer().getAsJsonObject("result");
		// The legacy model state, under _meta: no root field outside the stable schema (acp-tck's ACP-SCHEMA-002).
		assertThat(session.has("models")).isFalse();
		assertThat(session.getAsJsonObject("_meta").getAsJsonObject("acp4j/models").get("currentModelId").getAsString())
				.isEqualTo("scripted");
		agent.send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/set_model\",\"params\":{\"sessionId\":"
				+ session.get("sessionId") + ",\"modelId\":\"demo/scripted\"}}\n");
		assertThat(agent.nextAnswer().getAsJsonObject("result")).isEqualTo(new JsonObject());
		agent.endInput();
		assertThat(agent.exitCode()).isZero();
	}

	/**
	 * {@code session/cancel} sent with an id, as some clients do: a clean -32601 saying it is a
	 * notification, as the TypeScript SDK answers, never a Java exception's text, and the session
	 * goes on.
	 */
	@Test
	void aCancelSentAsARequestIsMethodNotFoundWithoutJavaText() throws Exception {
		Agent agent = new Agent(Runnable::run);
		agent.send(INITIALIZE + newSession());
		agent.nextAnswer();
		JsonObject session = agent.nextAnswer().getAsJsonObject("result");
		agent.send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/cancel\",\"params\":{\"sessionId\":"
				+ session.get("sessionId") + "}}\n");
		JsonObject answer = agent.nextAnswer();
		assertThat(answer.get("id").getAsInt()).isEqualTo(3);
		assertThat(answer.getAsJsonObject("error").get("code").getAsInt()).isEqualTo(JsonRpcErrors.METHOD_NOT_FOUND);
		assertThat(answer.getAsJsonObject("error").get("message").getAsString())
				.isEqualTo("Method not found: session/cancel is a notification; send it without an id");
		assertThat(answer.getAsJsonObject("error").has("data")).isFalse();
		agent.send("{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"session/set_mode\",\"params\":{\"sessionId\":"
				+ session.get("sessionId") + ",\"modeId\":\"read-only\"}}\n");
		assertThat(agent.nextAnswer().has("result")).isTrue();
		agent.endInput();
		assertThat(agent.exitCode()).isZero();
	}

	@Test
	void initializeIsAnsweredWhileTheAgentIsWiredAndLaterRequestsOnceItIs() throws Exception {
		CountDownLatch release = new CountDownLatch(1);
		Agent agent = new Agent(heldBack(release));
		agent.send(INITIALIZE + newSession()
				+ "{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/list\",\"params\":{}}\n");

		assertThat(agent.nextAnswer().get("id").getAsInt()).isEqualTo(1);
		agent.endInput(); // read while the agent is still being wired: still answered, then the process ends
		release.countDown();

		// Handed to the agent after initialize (not refused as "not initialized"); the two run on
		// different pools, so their answers may come in either order.
		Map<Integer, JsonObject> answers = new HashMap<>();
		for (int i = 0; i < 2; i++) {
			JsonObject answer = agent.nextAnswer();
			answers.put(answer.get("id").getAsInt(), answer);
		}
		assertThat(answers.get(2).getAsJsonObject("result").get("sessionId").getAsString()).isNotBlank();
		assertThat(answers.get(3).getAsJsonObject("result").has("sessions")).isTrue();
		assertThat(agent.exitCode()).isZero();
	}

	/**
	 * A request and its {@code $/cancel_request}, sent while the agent is wired, wait in the input and
	 * are read once it is: the request gets one answer, its result or -32800, and the process ends 0.
	 */
	@Test
	void aRequestCancelledWhileTheAgentIsWiredGetsOneAnswerOnceItIs() throws Exception {
		CountDownLatch release = new CountDownLatch(1);
		Agent agent = new Agent(heldBack(release));
		agent.send(INITIALIZE + newSession()
				+ "{\"jsonrpc\":\"2.0\",\"method\":\"$/cancel_request\",\"params\":{\"requestId\":2}}\n");
		assertThat(agent.nextAnswer().get("id").getAsInt()).isEqualTo(1);
		agent.endInput();
		release.countDown();

		JsonObject answer = agent.nextAnswer();
		assertThat(answer.get("id").getAsInt()).isEqualTo(2);
		if (answer.has("error")) {
			assertThat(answer.getAsJsonObject("error").get("code").getAsInt()).isEqualTo(JsonRpcErrors.REQUEST_CANCELLED);
		} else {
			assertThat(answer.getAsJsonObject("result").get("sessionId").getAsString()).isNotBlank();
		}
		assertThat(agent.exitCode()).isZero();
	}

	@Test
	void anAgentThatCannotBeWiredAnswersInitializeAndFailsEveryOtherRequestClearly() throws Exception {
		Path notADirectory = Files.writeString(home.resolve("file"), "");
		Agent agent = new Agent(Runnable::run, "--log-file", notADirectory.resolve("agent.log").toString());
		agent.send(INITIALIZE + newSession());

		assertThat(agent.nextAnswer().getAsJsonObject("result").get("protocolVersion").getAsInt()).isEqualTo(1);
		JsonObject error = agent.nextAnswer().getAsJsonObject("error");
		assertThat(error.get("code").getAsInt()).isEqualTo(JsonRpcErrors.INTERNAL_ERROR);
		assertThat(error.get("message").getAsString()).contains("could not start").contains("log file");
		agent.endInput();
		assertThat(agent.exitCode()).isEqualTo(1);
		assertThat(err.toString(StandardCharsets.UTF_8)).contains("acp4j: cannot write the log file");
	}

	/** An extension whose tool cannot be built: the first prompt's handler, prepared in the background, fails. */
	public static final class BrokenToolExtension implements Module {
		@Override
		public void configure(Binder binder) {
			Multibinder.newSetBinder(binder, AgentTool.class).addBinding().toProvider((com.google.inject.Provider<AgentTool>) () -> {
				throw new IllegalStateException("a tool broken on purpose");
			});
		}
	}

	@Test
	void aFailureWhilePreparingTheFirstPromptIsLogged() throws Exception {
		Path jar = home.resolve("broken.jar");
		String entry = BrokenToolExtension.class.getName().replace('.', '/') + ".class";
		try (JarOutputStream out = new JarOutputStream(Files.newOutputStream(jar));
				InputStream bytes = BrokenToolExtension.class.getClassLoader().getResourceAsStream(entry)) {
			out.putNextEntry(new JarEntry(entry));
			bytes.transferTo(out);
			out.putNextEntry(new JarEntry("META-INF/services/" + Module.class.getName()));
			out.write(BrokenToolExtension.class.getName().getBytes(StandardCharsets.UTF_8));
		}
		Path log = home.resolve("agent.log");
		Agent agent = new Agent(Runnable::run, "--log-file", log.toString(), "--extension", jar.toString());
		agent.send(INITIALIZE);
		assertThat(agent.nextAnswer().getAsJsonObject("result").get("protocolVersion").getAsInt()).isEqualTo(1);
		for (int i = 0; i < 600 && !(Files.exists(log) && Files.readString(log).contains("a tool broken on purpose")); i++) {
			Thread.sleep(100);
		}
		assertThat(Files.readString(log)).contains("preparing the first session and prompt failed", "a tool broken on purpose");
		agent.endInput();
		assertThat(agent.exitCode()).isZero();
	}

	/** {@code session/new} as an editor that traces sends it, in the trace and span this traceparent names. */
	private String newSessionIn(String traceparent) {
		return "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":\"" + workspace
				+ "\",\"mcpServers\":[],\"_meta\":{\"traceparent\":\"" + traceparent + "\"}}}\n";
	}

	@Test
	void withAnOtlpEndpointEachRequestIsASpanThatContinuesTheEditorsTrace() throws Exception {
		try (OtlpReceiver collector = OtlpReceiver.start()) {
			Agent agent = new Agent(Map.of("OTEL_EXPORTER_OTLP_ENDPOINT", collector.endpoint(), "OTEL_BSP_SCHEDULE_DELAY", "50"),
					Runnable::run);
			agent.send(INITIALIZE);
			agent.nextAnswer();
			agent.send(newSessionIn("00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"));
			assertThat(agent.nextAnswer().getAsJsonObject("result").get("sessionId").getAsString()).isNotBlank();
			var span = collector.awaitSpan(received -> received.getName().equals("session/new"));
			assertThat(hex(span.getTraceId())).isEqualTo("0af7651916cd43dd8448eb211c80319c");
			assertThat(hex(span.getParentSpanId())).isEqualTo("b7ad6b7169203331");
			assertThat(span.getKind()).isEqualTo(io.opentelemetry.proto.trace.v1.Span.SpanKind.SPAN_KIND_SERVER);
			assertThat(span.getAttributesList()).anySatisfy(attribute -> {
				assertThat(attribute.getKey()).isEqualTo("rpc.system");
				assertThat(attribute.getValue().getStringValue()).isEqualTo("jsonrpc");
			});
			assertThat(collector.traces.get(0).getResourceSpans(0).getResource().getAttributesList()).anySatisfy(attribute -> {
				assertThat(attribute.getKey()).isEqualTo("service.name");
				assertThat(attribute.getValue().getStringValue()).isEqualTo("acp4j");
			});
			agent.endInput();
			assertThat(agent.exitCode()).isZero();
		}
	}

	@Test
	void aTurnWithAToolCallAndAPermissionReachesTheCollectorAsOneSpanTreeInTheEditorsTrace() throws Exception {
		String trace = "4bf92f3577b34da6a3ce929d0e0e4736";
		String editorSpan = "00f067aa0ba902b7";
		try (OtlpReceiver collector = OtlpReceiver.start()) {
			Agent agent = new Agent(Map.of("OTEL_EXPORTER_OTLP_ENDPOINT", collector.endpoint(), "OTEL_BSP_SCHEDULE_DELAY", "50",
					"LLM_PROVIDER", "demo"), Runnable::run);
			agent.send(INITIALIZE);
			agent.nextAnswer();
			agent.send(newSession());
			String sessionId = agent.nextAnswer().getAsJsonObject("result").get("sessionId").getAsString();
			agent.send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"" + sessionId
					+ "\",\"prompt\":[{\"type\":\"text\",\"text\":\"create hello.txt with Hello, ACP\"}],"
					+ "\"_meta\":{\"traceparent\":\"00-" + trace + "-" + editorSpan + "-01\"}}}\n");
			assertThat(agent.answerAllowing().getAsJsonObject("result").get("stopReason").getAsString()).isEqualTo("end_turn");
			assertThat(workspace.resolve("hello.txt")).hasContent("Hello, ACP");

			var prompt = collector.awaitSpan(span -> span.getName().equals("session/prompt"));
			var turn = collector.awaitSpan(span -> span.getName().equals("invoke_agent acp4j"));
			var chat = collector.awaitSpan(span -> span.getName().startsWith("chat "));
			var tool = collector.awaitSpan(span -> span.getName().equals("execute_tool write_file"));
			var permission = collector.awaitSpan(span -> span.getName().equals("request_permission"));
			var asked = collector.awaitSpan(span -> span.getName().equals("session/request_permission"));
			assertThat(hex(prompt.getParentSpanId())).as("the editor's span is the prompt's parent").isEqualTo(editorSpan);
			assertThat(hex(turn.getParentSpanId())).isEqualTo(hex(prompt.getSpanId()));
			assertThat(hex(chat.getParentSpanId())).isEqualTo(hex(turn.getSpanId()));
			assertThat(hex(tool.getParentSpanId())).isEqualTo(hex(turn.getSpanId()));
			assertThat(hex(permission.getParentSpanId())).isEqualTo(hex(tool.getSpanId()));
			assertThat(hex(asked.getParentSpanId())).isIn(hex(tool.getSpanId()), hex(permission.getSpanId()));
			assertThat(asked.getKind()).isEqualTo(io.opentelemetry.proto.trace.v1.Span.SpanKind.SPAN_KIND_CLIENT);
			for (var span : List.of(prompt, turn, chat, tool, permission, asked)) {
				assertThat(hex(span.getTraceId())).as(span.getName()).isEqualTo(trace);
			}
			assertThat(permission.getAttributesList()).anySatisfy(attribute -> {
				assertThat(attribute.getKey()).isEqualTo("acp.outcome");
				assertThat(attribute.getValue().getStringValue()).isEqualTo("allowed");
			});
			agent.endInput();
			assertThat(agent.exitCode()).isZero();
		}
	}

	private static String hex(com.google.protobuf.ByteString id) {
		return HexFormat.of().formatHex(id.toByteArray());
	}

	@Test
	void aCollectorThatStallsSlowsNoTurnAndTheSpansItCouldNotTakeAreDroppedAndCounted() throws Exception {
		Path log = home.resolve("agent.log");
		try (OtlpReceiver collector = OtlpReceiver.start()) {
			collector.stall();
			// A queue of one span: the first export waits on the collector, and the turn's other spans do not fit.
			Agent agent = new Agent(Map.of("OTEL_EXPORTER_OTLP_ENDPOINT", collector.endpoint(), "OTEL_BSP_SCHEDULE_DELAY", "10",
					"OTEL_BSP_MAX_QUEUE_SIZE", "1", "OTEL_BSP_MAX_EXPORT_BATCH_SIZE", "1", "OTEL_METRIC_EXPORT_INTERVAL", "100",
					"LLM_PROVIDER", "demo"), Runnable::run, "--log-file", log.toString());
			agent.send(INITIALIZE);
			agent.nextAnswer();
			agent.send(newSession());
			String sessionId = agent.nextAnswer().getAsJsonObject("result").get("sessionId").getAsString();
			agent.send("{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"session/prompt\",\"params\":{\"sessionId\":\"" + sessionId
					+ "\",\"prompt\":[{\"type\":\"text\",\"text\":\"create hello.txt with Hello, ACP\"}]}}\n");
			assertThat(agent.answerAllowing().getAsJsonObject("result").get("stopReason").getAsString())
					.as("the turn ends while the collector still holds the first export").isEqualTo("end_turn");
			assertThat(collector.traces).isEmpty();
			assertThat(collector.awaitCount("processedSpans", "dropped")).as("the SDK's count of the spans dropped").isPositive();
			collector.resume();
			// The SDK warns at its next export, once the collector answered the one it held.
			for (int i = 0; i < 300 && !Files.readString(log).contains("BatchSpanProcessor dropped"); i++) {
				Thread.sleep(100);
			}
			assertThat(Files.readString(log)).as("and its warning in the log").contains("BatchSpanProcessor dropped");
			agent.endInput();
			assertThat(agent.exitCode()).isZero();
		}
	}

	@Test
	void aCollectorThatCannotBeReachedChangesNoAnswer() throws Exception {
		int closedPort;
		try (java.net.ServerSocket socket = new java.net.ServerSocket(0)) {
			closedPort = socket.getLocalPort();
		}
		Agent agent = new Agent(Map.of("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:" + closedPort, "OTEL_BSP_SCHEDULE_DELAY", "10"),
				Runnable::run);
		agent.send(INITIALIZE);
		agent.nextAnswer();
		agent.send(newSessionIn("00-0af7651916cd43dd8448eb211c80319c-b7ad6b7169203331-01"));
		assertThat(agent.nextAnswer().getAsJsonObject("result").get("sessionId").getAsString()).isNotBlank();
		agent.endInput();
		assertThat(agent.exitCode()).isZero();
		assertThat(err.toString(StandardCharsets.UTF_8)).as("nothing said on stderr").isEmpty();
	}

	@Test
	void telemetryIsOffUnlessAVariableNamesAnExporterOrAnEndpoint() {
		assertThat(Telemetry.configure(Map.of("OTEL_SERVICE_NAME", "x"))).isEmpty();
		assertThat(Telemetry.configure(Map.of("OTEL_EXPORTER_OTLP_ENDPOINT", "http://127.0.0.1:1", "OTEL_SDK_DISABLED", "true"))).isEmpty();
		assertThatThrownBy(() -> Telemetry.configure(Map.of("OTEL_TRACES_EXPORTER", "no-such-exporter")))
				.hasMessageContaining("no-such-exporter");
	}

	/** {@code session/new} in the test's home, id 2. */
	private String newSession() {
		return "{\"jsonrpc\":\"2.0\",\"id\":2,\"method\":\"session/new\",\"params\":{\"cwd\":\"" + workspace + "\",\"mcpServers\":[]}}\n";
	}

	/** Wires the agent on a thread of its own once {@code release} is counted down. */
	private static Executor heldBack(CountDownLatch release) {
		return task -> new Thread(() -> {
			try {
				release.await(60, TimeUnit.SECONDS);
			} catch (InterruptedException e) {
				Thread.currentThread().interrupt();
			}
			task.run();
		}).start();
	}

	/** {@code acp4j --acp --stdio} run on pipes, its agent wired on {@code wiring}. */
	private final class Agent {

		private final OutputStream input;
		private final BufferedReader output;
		private final CompletableFuture<Integer> exit;

		Agent(Executor wiring, String... options) throws IOException {
			this(Map.of(), wiring, options);
		}

		/** With these variables beside {@code ACP4J_HOME}. */
		Agent(Map<String, String> variables, Executor wiring, String... options) throws IOException {
			Map<String, String> env = new HashMap<>(variables);
			env.put("ACP4J_HOME", home.toString());
			Pipe stdin = Pipe.open();
			Pipe stdout = Pipe.open();
			input = Channels.newOutputStream(stdin.sink());
			output = new BufferedReader(new InputStreamReader(Channels.newInputStream(stdout.source()), StandardCharsets.UTF_8));
			String[] args = Stream.concat(Stream.of("--acp", "--stdio"), Stream.of(options)).toArray(String[]::new);
			exit = CompletableFuture.supplyAsync(() -> Main.run(args, Channels.newInputStream(stdin.source()),
					Channels.newOutputStream(stdout.sink()), new PrintStream(err, true, StandardCharsets.UTF_8),
					env, new AtomicReference<>(), wiring));
		}

		void send(String lines) throws IOException {
			input.write(lines.getBytes(StandardCharsets.UTF_8));
			input.flush();
		}

		void endInput() throws IOException {
			input.close();
		}

		/** The next answer on stdout, notifications skipped. */
		JsonObject nextAnswer() throws Exception {
			for (JsonObject message = next(); ; message = next()) {
				if (!message.has("method")) {
					return message;
				}
			}
		}

		/** The next request or answer on stdout, notifications skipped. */
		private JsonObject next() throws Exception {
			return CompletableFuture.supplyAsync(() -> {
				try {
					for (String line = output.readLine(); line != null; line = output.readLine()) {
						JsonObject message = JsonParser.parseString(line).getAsJsonObject();
						if (message.has("id")) {
							return message;
						}
					}
					throw new IllegalStateException("stdout ended");
				} catch (IOException e) {
					throw new UncheckedIOException(e);
				}
			}).get(60, TimeUnit.SECONDS);
		}

		/**
		 * The next answer on stdout, each permission the agent asks for meanwhile allowed once, other
		 * notifications skipped.
		 */
		JsonObject answerAllowing() throws Exception {
			for (JsonObject message = next(); ; message = next()) {
				if (!message.has("method")) {
					return message;
				}
				if (message.get("method").getAsString().equals("session/request_permission")) {
					String allow = null;
					for (var option : message.getAsJsonObject("params").getAsJsonArray("options")) {
						if (option.getAsJsonObject().get("kind").getAsString().equals("allow_once")) {
							allow = option.getAsJsonObject().get("optionId").getAsString();
						}
					}
					send("{\"jsonrpc\":\"2.0\",\"id\":" + message.get("id") + ",\"result\":{\"outcome\":{\"outcome\":\"selected\","
							+ "\"optionId\":\"" + allow + "\"}}}\n");
				}
			}
		}

		int exitCode() throws Exception {
			return exit.get(60, TimeUnit.SECONDS);
		}
	}
}
