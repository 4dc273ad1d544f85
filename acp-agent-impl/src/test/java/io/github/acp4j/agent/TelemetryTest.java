package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonParser;
import com.google.inject.multibindings.OptionalBinder;
import com.google.inject.util.Modules;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.spi.SandboxMode;
import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.McpServerHttp;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.opentelemetry.api.OpenTelemetry;
import io.opentelemetry.api.common.AttributeKey;
import io.opentelemetry.api.trace.SpanKind;
import io.opentelemetry.api.trace.StatusCode;
import io.opentelemetry.api.trace.propagation.W3CTraceContextPropagator;
import io.opentelemetry.context.propagation.ContextPropagators;
import io.opentelemetry.sdk.OpenTelemetrySdk;
import io.opentelemetry.sdk.metrics.SdkMeterProvider;
import io.opentelemetry.sdk.metrics.data.LongPointData;
import io.opentelemetry.sdk.metrics.data.MetricData;
import io.opentelemetry.sdk.testing.exporter.InMemoryMetricReader;
import io.opentelemetry.sdk.testing.exporter.InMemorySpanExporter;
import io.opentelemetry.sdk.trace.SdkTracerProvider;
import io.opentelemetry.sdk.trace.data.SpanData;
import io.opentelemetry.sdk.trace.export.SimpleSpanProcessor;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;

/** The spans and metrics of a turn, after the GenAI conventions, in the trace the editor's prompt carried. */
class TelemetryTest {

	private static final String EDITOR_TRACE = "0af7651916cd43dd8448eb211c80319c";
	private static final String EDITOR_SPAN = "b7ad6b7169203331";

	@TempDir
	Path root;
	private final InMemorySpanExporter spans = InMemorySpanExporter.create();
	private final InMemoryMetricReader metrics = InMemoryMetricReader.create();
	private final OpenTelemetrySdk openTelemetry = OpenTelemetrySdk.builder()
			.setTracerProvider(SdkTracerProvider.builder().addSpanProcessor(SimpleSpanProcessor.create(spans)).build())
			.setMeterProvider(SdkMeterProvider.builder().registerMetricReader(metrics).build())
			.setPropagators(ContextPropagators.create(W3CTraceContextPropagator.getInstance())).build();

	@AfterEach
	void close() {
		openTelemetry.close();
	}

	private AgentHarness agent() throws Exception {
		AgentModule module = new AgentModule(AgentConfig.builder(root.resolve("sessions")).sandbox(SandboxMode.OFF).build(),
				Map.of("LLM_PROVIDER", "demo", "ACP4J_HOME", root.resolve("home").toString()));
		return new AgentHarness(Modules.combine(module,
				binder -> OptionalBinder.newOptionalBinder(binder, OpenTelemetry.class).setBinding().toInstance(openTelemetry)));
	}

	/** An agent whose model is {@code model}, traced. */
	private AgentHarness agent(MockWebServer model) throws Exception {
		return new AgentHarness(Modules.combine(
				AgentHarness.openAi(PermissionPreset.WORKSPACE_WRITE, 4, root.resolve("sessions"), model, "sk-trace-0123456789"),
				binder -> OptionalBinder.newOptionalBinder(binder, OpenTelemetry.class).setBinding().toInstance(openTelemetry)));
	}

	/** The prompt as a tracing editor sends it, in its trace. */
	private static PromptRequest traced(String sessionId, String text) {
		return PromptRequest.builder(sessionId, List.of(TextContent.of(text)))
				.meta(JsonParser.parseString("{\"traceparent\":\"00-" + EDITOR_TRACE + "-" + EDITOR_SPAN + "-01\"}")).build();
	}

	private SpanData span(String name) {
		return spans.getFinishedSpanItems().stream().filter(span -> span.getName().equals(name)).findFirst()
				.orElseThrow(() -> new AssertionError("no span " + name + " in " + spans.getFinishedSpanItems()));
	}

	/** Waits for the turn's span, which ends right after the answer is handed over. */
	private SpanData turnSpan() throws InterruptedException {
		return turnSpans(1).get(0);
	}

	/** Waits for {@code count} turns' spans, in the order they ended. */
	private List<SpanData> turnSpans(int count) throws InterruptedException {
		for (long deadline = System.nanoTime() + AgentHarness.TIMEOUT * 1_000_000_000L; System.nanoTime() < deadline;) {
			if (spans.getFinishedSpanItems().stream().filter(span -> span.getName().equals("invoke_agent acp4j")).count() >= count) {
				break;
			}
			Thread.sleep(10);
		}
		List<SpanData> turns = spans.getFinishedSpanItems().stream().filter(span -> span.getName().equals("invoke_agent acp4j"))
				.toList();
		assertThat(turns).hasSizeGreaterThanOrEqualTo(count);
		return turns;
	}

	private long counted(String metric, String outcomeKey, String outcome) {
		return metrics.collectAllMetrics().stream().filter(data -> data.getName().equals(metric)).map(MetricData::getLongSumData)
				.flatMap(sum -> sum.getPoints().stream())
				.filter(point -> outcome.equals(point.getAttributes().get(AttributeKey.stringKey(outcomeKey))))
				.mapToLong(LongPointData::getValue).sum();
	}

	/** The value an up-down counter observed last. */
	private long gauge(String metric) {
		return metrics.collectAllMetrics().stream().filter(data -> data.getName().equals(metric)).map(MetricData::getLongSumData)
				.flatMap(sum -> sum.getPoints().stream()).mapToLong(LongPointData::getValue).sum();
	}

	@Test
	void aTurnWithAnAllowedWriteIsASpanTreeUnderTheEditorsPrompt() throws Exception {
		Path workspace = Files.createDirectories(root.resolve("ws"));
		try (AgentHarness agent = agent()) {
			agent.initialize();
			String sessionId = agent.newSession(workspace);
			assertThat(await(agent.agent.prompt(traced(sessionId, "create hello.txt with Hello, ACP"))).stopReason())
					.isEqualTo(StopReason.END_TURN);
			assertThat(workspace.resolve("hello.txt")).hasContent("Hello, ACP");

			SpanData turn = turnSpan();
			SpanData prompt = span("session/prompt");
			SpanData chat = span("chat " + turn.getAttributes().get(AttributeKey.stringKey("gen_ai.request.model")));
			SpanData tool = span("execute_tool write_file");
			SpanData permission = span("request_permission");
			SpanData asked = span("session/request_permission");
			assertThat(prompt.getKind()).isEqualTo(SpanKind.SERVER);
			assertThat(prompt.getTraceId()).isEqualTo(EDITOR_TRACE);
			assertThat(prompt.getParentSpanId()).isEqualTo(EDITOR_SPAN);
			assertThat(turn.getParentSpanId()).as("the turn runs under its prompt").isEqualTo(prompt.getSpanId());
			assertThat(chat.getParentSpanId()).isEqualTo(turn.getSpanId());
			assertThat(tool.getParentSpanId()).isEqualTo(turn.getSpanId());
			assertThat(permission.getParentSpanId()).isEqualTo(tool.getSpanId());
			assertThat(asked.getKind()).isEqualTo(SpanKind.CLIENT);
			assertThat(asked.getParentSpanId()).as("the question to the editor is sent in the tool call")
					.isIn(tool.getSpanId(), permission.getSpanId());
			for (SpanData span : List.of(turn, chat, tool, permission, asked)) {
				assertThat(span.getTraceId()).isEqualTo(EDITOR_TRACE);
			}
			assertThat(turn.getAttributes().get(AttributeKey.stringKey("gen_ai.operation.name"))).isEqualTo("invoke_agent");
			assertThat(turn.getAttributes().get(AttributeKey.stringKey("gen_ai.conversation.id"))).isEqualTo(sessionId);
			assertThat(turn.getAttributes().get(AttributeKey.stringKey("acp.stop_reason"))).isEqualTo("end_turn");
			assertThat(chat.getAttributes().get(AttributeKey.stringKey("gen_ai.provider.name"))).isEqualTo("demo");
			assertThat(chat.getKind()).isEqualTo(SpanKind.CLIENT);
			assertThat(tool.getAttributes().get(AttributeKey.stringKey("acp.tool_call.kind"))).isEqualTo("edit");
			assertThat(tool.getAttributes().get(AttributeKey.stringKey("acp.outcome"))).isEqualTo("completed");
			assertThat(permission.getAttributes().get(AttributeKey.stringKey("acp.outcome"))).isEqualTo("allowed");
			// What was said is not recorded.
			assertThat(spans.getFinishedSpanItems()).allSatisfy(span -> assertThat(span.getAttributes().asMap().values())
					.noneSatisfy(value -> assertThat(String.valueOf(value)).contains("Hello")));
			assertThat(counted("acp4j.turns", "acp.stop_reason", "end_turn")).isEqualTo(1);
			assertThat(counted("acp4j.tool_calls", "acp.outcome", "completed")).isEqualTo(1);
			assertThat(counted("acp4j.permission.decisions", "acp.outcome", "allowed")).isEqualTo(1);
			assertThat(gauge("acp4j.connections.active")).isEqualTo(1);
			assertThat(gauge("acp4j.sessions.active")).isEqualTo(1);
		}
	}

	@Test
	void aModelRequestCarriesItsChatSpansTraceparentAndUsage() throws Exception {
		Path workspace = Files.createDirectories(root.resolve("ws"));
		try (MockWebServer model = StrictModel.server()) {
			model.start();
			model.enqueue(OpenAiStreams.text("Hi"));
			try (AgentHarness agent = agent(model)) {
				agent.initialize();
				String sessionId = agent.newSession(workspace);
				await(agent.agent.prompt(traced(sessionId, "hello")));
				turnSpan();
				RecordedRequest sent = model.takeRequest();
				SpanData chat = spans.getFinishedSpanItems().stream().filter(span -> span.getName().startsWith("chat ")).findFirst()
						.orElseThrow();
				assertThat(sent.getHeaders().get("traceparent")).isEqualTo("00-" + EDITOR_TRACE + "-" + chat.getSpanId() + "-01");
				assertThat(chat.getAttributes().get(AttributeKey.stringKey("gen_ai.provider.name"))).isEqualTo("openai");
			}
		}
	}

	@Test
	void withoutATraceTheModelRequestHasNoTraceparent() throws Exception {
		Path workspace = Files.createDirectories(root.resolve("ws"));
		try (MockWebServer model = StrictModel.server()) {
			model.start();
			model.enqueue(OpenAiStreams.text("Hi"));
			try (AgentHarness agent = new AgentHarness(
					AgentHarness.openAi(PermissionPreset.WORKSPACE_WRITE, 4, root.resolve("sessions"), model, "sk-trace-0123456789"))) {
				agent.initialize();
				await(agent.prompt(agent.newSession(workspace), "hello"));
				assertThat(model.takeRequest().getHeaders().get("traceparent")).isNull();
			}
		}
	}

	@Test
	void aRejectedWriteIsADeniedToolCallAndWritesNothing() throws Exception {
		Path workspace = Files.createDirectories(root.resolve("ws"));
		try (AgentHarness agent = agent()) {
			agent.permissionPolicy = request -> AgentHarness.allow("reject_once");
			agent.initialize();
			String sessionId = agent.newSession(workspace);
			await(agent.agent.prompt(traced(sessionId, "create hello.txt with Hello, ACP")));
			assertThat(workspace.resolve("hello.txt")).doesNotExist();
			turnSpan();
			assertThat(span("execute_tool write_file").getAttributes().get(AttributeKey.stringKey("acp.outcome"))).isEqualTo("denied");
			assertThat(span("request_permission").getAttributes().get(AttributeKey.stringKey("acp.outcome"))).isEqualTo("denied");
			assertThat(counted("acp4j.tool_calls", "acp.outcome", "denied")).isEqualTo(1);
		}
	}

	@Test
	void aCompactionIsASpanWithTheTokensBeforeAndAfterAndItsSummaryRequestUnderIt() throws Exception {
		Path workspace = Files.createDirectories(root.resolve("ws"));
		try (MockWebServer model = StrictModel.server()) {
			model.start();
			model.enqueue(OpenAiStreams.text("Noted."));
			model.enqueue(OpenAiStreams.text("The user listed numbers."));
			try (AgentHarness agent = agent(model)) {
				agent.initialize();
				String sessionId = agent.newSession(workspace);
				await(agent.agent.prompt(traced(sessionId, "The numbers are " + "4 8 15 16 23 42 ".repeat(200))));
				await(agent.agent.prompt(traced(sessionId, "/compact")));
				SpanData turn = turnSpans(2).get(1);
				SpanData compaction = span("compaction");
				assertThat(compaction.getParentSpanId()).as("the /compact turn's").isEqualTo(turn.getSpanId());
				assertThat(compaction.getTraceId()).isEqualTo(EDITOR_TRACE);
				assertThat(compaction.getAttributes().get(AttributeKey.stringKey("acp.compaction.trigger"))).isEqualTo("requested");
				assertThat(compaction.getAttributes().get(AttributeKey.longKey("acp.compaction.messages"))).isEqualTo(2);
				long before = compaction.getAttributes().get(AttributeKey.longKey("acp.compaction.tokens_before"));
				long after = compaction.getAttributes().get(AttributeKey.longKey("acp.compaction.tokens_after"));
				assertThat(after).isPositive().isLessThan(before);
				List<SpanData> chats = spans.getFinishedSpanItems().stream().filter(span -> span.getName().startsWith("chat ")).toList();
				assertThat(chats).hasSize(2);
				assertThat(chats.get(1).getParentSpanId()).as("the summary request").isEqualTo(compaction.getSpanId());
			}
		}
	}

	/**
	 * A turn whose model calls the tools of the MCP server {@code server} named in {@code calls}
	 * (name, arguments), one after the other, which the user allows.
	 */
	private void mcpTurn(MockWebServer model, McpServer server, String... calls) throws Exception {
		model.start();
		for (int i = 0; i < calls.length; i += 2) {
			model.enqueue(toolCall("c" + (i / 2 + 1), "mcp__tester__" + calls[i], calls[i + 1]));
		}
		model.enqueue(text("ok"));
		Path workspace = Files.createDirectories(root.resolve("ws"));
		try (AgentHarness agent = agent(model)) {
			agent.initialize();
			String sessionId = await(agent.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of(server)))).sessionId();
			assertThat(await(agent.agent.prompt(traced(sessionId, "call them"))).stopReason()).isEqualTo(StopReason.END_TURN);
			turnSpan();
		}
	}

	/** The MCP call of {@code tool}: a client span under its tool call's, in the editor's trace. */
	private SpanData mcpCallSpan(String tool) {
		SpanData call = span("tools/call " + tool);
		assertThat(call.getKind()).isEqualTo(SpanKind.CLIENT);
		assertThat(call.getParentSpanId()).isEqualTo(span("execute_tool mcp__tester__" + tool).getSpanId());
		assertThat(call.getTraceId()).isEqualTo(EDITOR_TRACE);
		assertThat(call.getAttributes().get(AttributeKey.stringKey("mcp.method.name"))).isEqualTo("tools/call");
		assertThat(call.getAttributes().get(AttributeKey.stringKey("gen_ai.tool.name"))).isEqualTo(tool);
		assertThat(call.getAttributes().get(AttributeKey.stringKey("gen_ai.operation.name"))).isEqualTo("execute_tool");
		assertThat(call.getAttributes().get(AttributeKey.stringKey("mcp.protocol.version"))).isEqualTo("2025-06-18");
		return call;
	}

	/** A turn whose model calls the echo tool of the MCP server {@code server}, which the user allows. */
	private SpanData mcpCall(MockWebServer model, McpServer server) throws Exception {
		mcpTurn(model, server, "echo", "{\"text\":\"hi\"}");
		SpanData call = mcpCallSpan("echo");
		assertThat(call.getStatus().getStatusCode()).isEqualTo(StatusCode.UNSET);
		assertThat(call.getAttributes().get(AttributeKey.stringKey("error.type"))).isNull();
		assertThat(call.getAttributes().asMap().values()).noneSatisfy(value -> assertThat(String.valueOf(value)).contains("hi"));
		assertThat(span("execute_tool mcp__tester__echo").getAttributes().get(AttributeKey.stringKey("acp.outcome"))).isEqualTo("completed");
		return call;
	}

	@Test
	void anMcpCallAnsweringIsErrorOrAJsonRpcErrorIsAnErrorSpanAndAFailedToolCall() throws Exception {
		try (MockWebServer model = StrictModel.server()) {
			mcpTurn(model, McpTest.stdio("tester", root.resolve("mcp.log")), "fail", "{}", "refuse", "{}");
		}
		SpanData isError = mcpCallSpan("fail");
		assertThat(isError.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
		assertThat(isError.getAttributes().get(AttributeKey.stringKey("error.type"))).isEqualTo("tool_error");
		assertThat(isError.getAttributes().get(AttributeKey.stringKey("rpc.response.status_code"))).isNull();
		SpanData refused = mcpCallSpan("refuse");
		assertThat(refused.getStatus().getStatusCode()).isEqualTo(StatusCode.ERROR);
		assertThat(refused.getAttributes().get(AttributeKey.stringKey("error.type"))).isEqualTo("-32603");
		assertThat(refused.getAttributes().get(AttributeKey.stringKey("rpc.response.status_code"))).isEqualTo("-32603");
		for (String tool : List.of("fail", "refuse")) {
			SpanData call = span("execute_tool mcp__tester__" + tool);
			assertThat(call.getStatus().getStatusCode()).as(tool).isEqualTo(StatusCode.ERROR);
			assertThat(call.getAttributes().get(AttributeKey.stringKey("acp.outcome"))).as(tool).isEqualTo("failed");
		}
		assertThat(counted("acp4j.tool_calls", "acp.outcome", "failed")).isEqualTo(2);
	}

	@Test
	void aStdioMcpCallIsAClientSpanUnderItsToolCallAndTheServerGetsItsContextInMeta() throws Exception {
		Path log = root.resolve("mcp.log");
		try (MockWebServer model = StrictModel.server()) {
			SpanData call = mcpCall(model, McpTest.stdio("tester", log));
			assertThat(call.getAttributes().get(AttributeKey.stringKey("network.transport"))).isEqualTo("pipe");
			assertThat(Files.readAllLines(log)).containsSubsequence("tools/call echo",
					"_meta.traceparent 00-" + EDITOR_TRACE + "-" + call.getSpanId() + "-01");
		}
	}

	@Test
	void aStreamableHttpMcpCallCarriesItsContextInMetaAndInTheHeader() throws Exception {
		Path log = root.resolve("mcp.log");
		try (MockWebServer model = StrictModel.server(); TestMcpHttpServer http = new TestMcpHttpServer(log)) {
			SpanData call = mcpCall(model, McpServerHttp.of("tester", http.url("/mcp"), List.of()));
			assertThat(call.getAttributes().get(AttributeKey.stringKey("network.transport"))).isEqualTo("tcp");
			assertThat(call.getAttributes().get(AttributeKey.stringKey("server.address"))).isEqualTo("127.0.0.1");
			String traceparent = "00-" + EDITOR_TRACE + "-" + call.getSpanId() + "-01";
			assertThat(Files.readAllLines(log)).contains("header traceparent " + traceparent, "_meta.traceparent " + traceparent);
		}
	}
}
