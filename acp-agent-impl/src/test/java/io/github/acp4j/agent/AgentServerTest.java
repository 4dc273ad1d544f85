package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static io.github.acp4j.agent.OpenAiStreams.delta;
import static io.github.acp4j.agent.OpenAiStreams.finish;
import static io.github.acp4j.agent.OpenAiStreams.sse;
import static io.github.acp4j.agent.OpenAiStreams.stream;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.gson.JsonPrimitive;

import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.AgentaoAgentExtensions;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.AuthCapabilities;
import io.github.acp4j.api.types.AuthMethodAgent;
import io.github.acp4j.api.types.AuthMethodTerminal;
import io.github.acp4j.api.types.AuthenticateRequest;
import io.github.acp4j.api.types.BlobResourceContents;
import io.github.acp4j.api.types.ConfigOptionUpdate;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.CreateElicitationResponse;
import io.github.acp4j.api.types.Diff;
import io.github.acp4j.api.types.ElicitationCapabilities;
import io.github.acp4j.api.types.EmbeddedResource;
import io.github.acp4j.api.types.ImageContent;
import io.github.acp4j.api.types.ElicitationFormCapabilities;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.ListSessionsResponse;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.DeleteSessionRequest;
import io.github.acp4j.api.types.ForkSessionRequest;
import io.github.acp4j.api.types.ForkSessionResponse;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.ResumeSessionRequest;
import io.github.acp4j.api.types.ResumeSessionResponse;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.LogoutRequest;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.RequestPermissionOutcome;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.ResourceLink;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.SessionInfoUpdate;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.CurrentModeUpdate;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.SetSessionModelRequest;
import io.github.acp4j.api.types.SetSessionModelResponse;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.TextResourceContents;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.UnknownContentBlock;
import io.github.acp4j.api.types.UnknownEmbeddedResourceResource;
import io.github.acp4j.api.types.UnknownMcpServer;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UsageUpdate;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import io.github.acp4j.api.types.CancelledPermissionOutcome;

/** The agent over in-memory pipes against an OpenAI-compatible MockWebServer. */
class AgentServerTest {

	static final String KEY = "sk-agent-test-0123456789";

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;

	@BeforeEach
	void start() throws Exception {
		model.start();
		harness = new AgentHarness(new AgentModule(AgentConfig.builder(sessions)
				.maxTurnRequests(4).contextWindow(128_000).build(),
				Map.of("OPENAI_API_KEY", KEY, "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST, "OPENAI_MODEL", "gpt-test",
						// web_fetch reaches this loopback server only because the user allows it
						"ACP4J_WEB_FETCH_ALLOW", "127.0.0.1:" + model.getPort() + ", [::1]:" + model.getPort())));
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		model.close();
	}

	private String session() throws Exception {
		harness.initialize();
		return harness.newSession(workspace);
	}

	private static String streamedText(List<SessionUpdate> updates) {
		return updates.stream().filter(AgentMessageChunk.class::isInstance)
				.map(u -> ((TextContent) ((AgentMessageChunk) u).content()).text()).collect(Collectors.joining());
	}

	@Test
	void theReaderThreadCreatesNoThreadThroughASessionsLife() throws Exception {
		harness.initialize();
		List<McpServer> servers = List.of(McpTest.stdio("tester", workspace.resolve("mcp.log")));
		String id = await(harness.agent.newSession(NewSessionRequest.of(workspace.toString(), servers))).sessionId();
		await(harness.agent.listSessions(ListSessionsRequest.of()));
		await(harness.agent.setSessionMode(SetSessionModeRequest.of(id, "read-only")));
		await(harness.drafts.setSessionModel(SetSessionModelRequest.of(id, "openai/gpt-test")));
		model.enqueue(text("ok"));
		assertThat(await(harness.prompt(id, "hi")).stopReason()).isEqualTo(StopReason.END_TURN);
		harness.agent.cancel(CancelNotification.of(id));
		await(harness.agent.loadSession(LoadSessionRequest.of(servers, workspace.toString(), id)));
		await(harness.agent.resumeSession(ResumeSessionRequest.builder(id, workspace.toString()).mcpServers(List.of()).build()));
		String fork = await(harness.drafts.forkSession(ForkSessionRequest.builder(id, workspace.toString()).mcpServers(servers).build()))
				.sessionId();
		await(harness.agent.closeSession(CloseSessionRequest.of(fork)));
		await(harness.agent.deleteSession(DeleteSessionRequest.of(id)));

		assertThat(harness.reader.readerMarked()).as("the probe sees the reader thread").isTrue();
		assertThat(harness.reader.threadsStarted()).isEmpty();
	}

	@Test
	void methodsBeforeInitializeAreRefused() throws Exception {
		ResponseErrorException error = error(harness.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of())));
		assertThat(error.getResponseError().getCode()).isEqualTo(-32002);
		assertThat(error.getResponseError().getMessage()).isEqualTo("server not initialized");
	}

	@Test
	void requestsSentRightBehindInitializeAreServed() throws Exception {
		// The client does not wait for the answer to initialize: the three requests go out in a row.
		CompletableFuture<InitializeResponse> initialize = harness.agent.initialize(
				InitializeRequest.builder(1).clientCapabilities(ClientCapabilities.builder().build()).build());
		CompletableFuture<NewSessionResponse> session = harness.agent.newSession(
				NewSessionRequest.of(workspace.toString(), List.of()));
		CompletableFuture<ListSessionsResponse> list = harness.agent.listSessions(ListSessionsRequest.of());
		assertThat(await(initialize).protocolVersion()).isEqualTo(1);
		assertThat(await(session).sessionId()).isNotBlank();
		assertThat(await(list).sessions()).isNotNull();
	}

	@Test
	void initializeAnswersVersionOneAndTellsTheTruth() throws Exception {
		InitializeResponse response = await(harness.agent.initialize(InitializeRequest.builder(7)
				.clientCapabilities(ClientCapabilities.builder().build()).build()));
		assertThat(response.protocolVersion()).isEqualTo(1);
		assertThat(response.agentInfo().name()).isEqualTo("acp4j");
		// The demo method only: this client did not enable terminal authentication.
		assertThat(response.authMethods()).singleElement().isInstanceOfSatisfying(AuthMethodAgent.class,
				demo -> assertThat(demo.id()).isEqualTo("demo"));
		assertThat(response.agentCapabilities().loadSession()).isTrue();
		assertThat(response.agentCapabilities().sessionCapabilities().list()).isNotNull();
		assertThat(response.agentCapabilities().sessionCapabilities().fork()).isNotNull();
		assertThat(response.agentCapabilities().sessionCapabilities().additionalDirectories()).isNotNull();
		assertThat(response.agentCapabilities().promptCapabilities().embeddedContext()).isTrue();
		assertThat(response.agentCapabilities().promptCapabilities().image()).isTrue();
		assertThat(response.meta().getAsJsonObject().getAsJsonArray("_agentao.cn/extensions").get(0).getAsJsonObject()
				.get("method").getAsString()).isEqualTo("_agentao.cn/set_model");
	}

	@Test
	void newSessionChecksCwdAndOffersModesAndConfigOptions() throws Exception {
		harness.initialize();
		ResponseErrorException relative = error(harness.agent.newSession(NewSessionRequest.of("relative/dir", List.of())));
		assertThat(relative.getResponseError().getCode()).isEqualTo(-32602);
		assertThat(relative.getResponseError().getMessage()).contains("cwd");
		ResponseErrorException missing = error(harness.agent.newSession(
				NewSessionRequest.of(workspace.resolve("nope").toString(), List.of())));
		assertThat(missing.getResponseError().getCode()).isEqualTo(-32602);

		NewSessionResponse response = await(harness.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of())));
		assertThat(response.modes().currentModeId()).isEqualTo("workspace-write");
		assertThat(response.modes().availableModes()).extracting(m -> m.id())
				.containsExactly("read-only", "workspace-write", "full-access", "plan");
		assertThat(response.configOptions()).extracting(o -> o.id()).containsExactly("mode", "model", "sandbox", "thought_level");
		assertThat(((SessionConfigSelect) response.configOptions().get(1)).currentValue()).isEqualTo("gpt-test");
	}

	/** A client that enabled terminal authentication is offered {@code acp4j --setup} as well; one that did not, never. */
	@Test
	void theTerminalMethodIsOfferedOnlyToAClientThatEnabledTerminalAuthentication() throws Exception {
		for (Boolean terminal : new Boolean[] { null, false }) {
			InitializeResponse without = await(harness.agent.initialize(InitializeRequest.builder(1).clientCapabilities(
					ClientCapabilities.builder().auth(AuthCapabilities.builder().terminal(terminal).build()).build()).build()));
			assertThat(without.authMethods()).as("terminal " + terminal).noneMatch(AuthMethodTerminal.class::isInstance);
		}
		InitializeResponse with = await(harness.agent.initialize(InitializeRequest.builder(1).clientCapabilities(
				ClientCapabilities.builder().auth(AuthCapabilities.builder().terminal(true).build()).build()).build()));
		assertThat(with.authMethods()).hasSize(2).element(1).isInstanceOfSatisfying(AuthMethodTerminal.class, setup -> {
			assertThat(setup.id()).isEqualTo("setup");
			assertThat(setup.args()).containsExactly("--setup");
			assertThat(setup.meta()).as("the earlier form only where it was asked for").isNull();
		});
		// A terminal method is run by the client, never passed to authenticate.
		ResponseErrorException passed = error(harness.agent.authenticate(AuthenticateRequest.of("setup")));
		assertThat(passed.getResponseError().getCode()).isEqualTo(-32602);
		assertThat(passed.getResponseError().getMessage()).contains("--setup").doesNotContain("\n");
	}

	/**
	 * Zed and the registry's validator enable terminal authentication with {@code _meta["terminal-auth"]: true}
	 * and run the command line the method's {@code _meta["terminal-auth"]} names: this process's own, then
	 * {@code --setup}. Anything but {@code true} there enables nothing.
	 */
	@Test
	void aClientThatEnabledTerminalAuthenticationTheEarlierWayIsGivenTheCommandLineToRun() throws Exception {
		for (String flag : new String[] { "false", "\"true\"", "{}" }) {
			InitializeResponse without = await(harness.agent.initialize(InitializeRequest.builder(1).clientCapabilities(
					ClientCapabilities.builder().meta(JsonParser.parseString("{\"terminal-auth\":" + flag + "}")).build()).build()));
			assertThat(without.authMethods()).as(flag).noneMatch(AuthMethodTerminal.class::isInstance);
		}
		InitializeResponse with = await(harness.agent.initialize(InitializeRequest.builder(1).clientCapabilities(
				ClientCapabilities.builder().meta(JsonParser.parseString("{\"terminal-auth\":true}")).build()).build()));
		assertThat(with.authMethods()).hasSize(2).element(1).isInstanceOfSatisfying(AuthMethodTerminal.class, setup -> {
			assertThat(setup.args()).containsExactly("--setup");
			JsonObject legacy = setup.meta().getAsJsonObject().getAsJsonObject("terminal-auth");
			// This JVM was started as java ... -jar (surefire's booter): its java, then that jar, then --setup.
			assertThat(Path.of(legacy.get("command").getAsString())).isEqualTo(Path.of(ProcessHandle.current().info().command().orElseThrow()));
			List<String> args = new ArrayList<>();
			legacy.getAsJsonArray("args").forEach(arg -> args.add(arg.getAsString()));
			assertThat(args).endsWith("--setup").contains("-jar");
			assertThat(legacy.get("label").getAsString()).isEqualTo("acp4j setup");
		});
	}

	@Test
	void authenticateAcceptsTheDemoMethodOnly() throws Exception {
		assertThat(error(harness.agent.authenticate(AuthenticateRequest.of("demo"))).getResponseError())
				.as("before initialize").satisfies(before -> {
					assertThat(before.getCode()).isEqualTo(-32002);
					assertThat(before.getMessage()).isEqualTo("server not initialized");
				});
		harness.initialize();
		assertThat(await(harness.agent.authenticate(AuthenticateRequest.of("demo")))).isNotNull();
		ResponseErrorException unknown = error(harness.agent.authenticate(AuthenticateRequest.of("gemini-api-key")));
		assertThat(unknown.getResponseError().getCode()).isEqualTo(-32602);
		assertThat(unknown.getResponseError().getMessage())
				.isEqualTo("unknown authentication method gemini-api-key; authenticate accepts demo (see the authMethods of initialize)");
		assertThat(error(harness.agent.authenticate(AuthenticateRequest.of("setup"))).getResponseError().getCode())
				.as("not offered to this client").isEqualTo(-32602);
		assertThat(error(harness.agent.authenticate(AuthenticateRequest.of(null))).getResponseError().getCode())
				.isEqualTo(-32602);
		assertThat(await(harness.agent.logout(LogoutRequest.of()))).isNotNull();
	}

	@Test
	void anUnknownSessionIsRefused() throws Exception {
		harness.initialize();
		assertThat(error(harness.prompt("no-such-session", "hi")).getResponseError().getCode()).isEqualTo(-32002);
	}

	@Test
	void textAndReasoningStreamInOrderThenTheTurnEnds() throws Exception {
		String session = session();
		model.enqueue(stream(sse(delta("{\"reasoning_content\":\"let me think\"}"), delta("{\"content\":\"Hello\"}"),
				delta("{\"content\":\", \"}"), delta("{\"content\":\"world\"}"), finish("stop"), OpenAiStreams.usage(20, 3),
				"[DONE]")));
		assertThat(await(harness.prompt(session, "greet me")).stopReason()).isEqualTo(StopReason.END_TURN);
		List<SessionUpdate> updates = harness.updates(session);
		assertThat(updates.get(0)).isEqualTo(AgentThoughtChunk.of(TextContent.of("let me think")));
		assertThat(streamedText(updates)).isEqualTo("Hello, world");
		assertThat(updates.get(updates.size() - 2)).isEqualTo(UsageUpdate.of(20L, 128_000L));
		assertThat(updates).last().isInstanceOfSatisfying(SessionInfoUpdate.class,
				info -> assertThat(info.title()).isEqualTo("greet me"));
		JsonObject request = JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject();
		assertThat(request.getAsJsonArray("messages").get(1).getAsJsonObject().get("content").getAsString()).isEqualTo("greet me");
	}

	@Test
	void anAllowedWriteAsksOnceRunsAndShowsADiff() throws Exception {
		String session = session();
		model.enqueue(toolCall("c1", "write_file", "{\"path\":\"hello.txt\",\"content\":\"Hello\\n\"}"));
		model.enqueue(text("Created it."));
		assertThat(await(harness.prompt(session, "create hello.txt")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(Files.readString(workspace.resolve("hello.txt"))).isEqualTo("Hello\n");
		assertThat(harness.permissionRequests).singleElement().satisfies(request -> {
			assertThat(request.toolCall().title()).isEqualTo("Write hello.txt");
			assertThat(request.options()).extracting(o -> o.optionId())
					.containsExactly("allow_once", "allow_always", "reject_once", "reject_always");
		});
		List<SessionUpdate> updates = harness.updates(session);
		ToolCall call = updates.stream().filter(ToolCall.class::isInstance).map(ToolCall.class::cast).findFirst().orElseThrow();
		assertThat(call.status()).isEqualTo(ToolCallStatus.PENDING);
		assertThat(harness.permissionRequests.get(0).toolCall().toolCallId()).isEqualTo(call.toolCallId());
		ToolCallUpdate completed = updates.stream().filter(ToolCallUpdate.class::isInstance).map(ToolCallUpdate.class::cast)
				.filter(u -> u.status() == ToolCallStatus.COMPLETED).findFirst().orElseThrow();
		assertThat(completed.content()).singleElement().isInstanceOfSatisfying(Diff.class, diff -> {
			assertThat(diff.path()).isEqualTo(workspace.resolve("hello.txt").toString());
			assertThat(diff.oldText()).isNull();
			assertThat(diff.newText()).isEqualTo("Hello\n");
		});
		// The tool result went back to the model.
		model.takeRequest();
		String second = model.takeRequest().getBody().utf8();
		assertThat(second).contains("\"role\":\"tool\"").contains("Created hello.txt");
	}

	@Test
	void allowAlwaysDoesNotAskTwice() throws Exception {
		String session = session();
		harness.permissionPolicy = request -> AgentHarness.allow("allow_always");
		model.enqueue(toolCall("c1", "write_file", "{\"path\":\"a.txt\",\"content\":\"a\"}"));
		model.enqueue(toolCall("c2", "write_file", "{\"path\":\"b.txt\",\"content\":\"b\"}"));
		model.enqueue(text("done"));
		await(harness.prompt(session, "write two files"));
		assertThat(Files.readString(workspace.resolve("a.txt"))).isEqualTo("a");
		assertThat(Files.readString(workspace.resolve("b.txt"))).isEqualTo("b");
		assertThat(harness.permissionRequests).hasSize(1);
	}

	@Test
	void aRejectionLeavesTheFileUntouched() throws Exception {
		String session = session();
		Files.writeString(workspace.resolve("keep.txt"), "original");
		harness.permissionPolicy = request -> AgentHarness.allow("reject_once");
		model.enqueue(toolCall("c1", "write_file", "{\"path\":\"keep.txt\",\"content\":\"overwritten\"}"));
		model.enqueue(text("ok"));
		assertThat(await(harness.prompt(session, "overwrite")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(Files.readString(workspace.resolve("keep.txt"))).isEqualTo("original");
		assertThat(harness.updates(session)).anySatisfy(u -> assertThat(u).isInstanceOfSatisfying(ToolCallUpdate.class,
				update -> assertThat(update.status()).isEqualTo(ToolCallStatus.FAILED)));
		model.takeRequest();
		assertThat(model.takeRequest().getBody().utf8()).contains("Permission denied");
	}

	@Test
	void aCancelledOrMalformedAnswerMeansNo() throws Exception {
		String session = session();
		harness.permissionPolicy = request -> RequestPermissionResponse.of(CancelledPermissionOutcome.of());
		model.enqueue(toolCall("c1", "write_file", "{\"path\":\"x.txt\",\"content\":\"x\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "write"));
		assertThat(workspace.resolve("x.txt")).doesNotExist();

		harness.permissionPolicy = request -> AgentHarness.allow("allow_everything_forever");
		model.enqueue(toolCall("c2", "write_file", "{\"path\":\"y.txt\",\"content\":\"y\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "write"));
		assertThat(workspace.resolve("y.txt")).doesNotExist();

		harness.permissionPolicy = request -> RequestPermissionResponse.of(null);
		model.enqueue(toolCall("c3", "write_file", "{\"path\":\"z.txt\",\"content\":\"z\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "write"));
		assertThat(workspace.resolve("z.txt")).doesNotExist();
	}

	@Test
	void readOnlyNeverAsksAndNeverWrites() throws Exception {
		String session = session();
		await(harness.agent.setSessionMode(SetSessionModeRequest.of(session, "read-only")));
		assertThat(harness.updates(session)).contains(CurrentModeUpdate.of("read-only"));
		model.enqueue(toolCall("c1", "write_file", "{\"path\":\"w.txt\",\"content\":\"w\"}"));
		model.enqueue(toolCall("c2", "run_shell_command", "{\"command\":\"touch r.txt\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "try"));
		assertThat(harness.permissionRequests).isEmpty();
		assertThat(workspace.resolve("w.txt")).doesNotExist();
		assertThat(workspace.resolve("r.txt")).doesNotExist();
	}

	@Test
	void writesOutsideTheWorkspaceAreRefusedEvenThroughALink(@TempDir Path outside) throws Exception {
		Files.createSymbolicLink(workspace.resolve("escape"), outside);
		String session = session();
		model.enqueue(toolCall("c1", "write_file", "{\"path\":\"../evil.txt\",\"content\":\"x\"}"));
		model.enqueue(toolCall("c2", "write_file", "{\"path\":\"escape/evil.txt\",\"content\":\"x\"}"));
		model.enqueue(toolCall("c3", "write_file", "{\"path\":\"" + outside.resolve("abs.txt") + "\",\"content\":\"x\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "escape"));
		assertThat(harness.permissionRequests).isEmpty();
		assertThat(workspace.resolveSibling("evil.txt")).doesNotExist();
		assertThat(outside.resolve("evil.txt")).doesNotExist();
		assertThat(outside.resolve("abs.txt")).doesNotExist();
	}

	@Test
	void everyStopReasonIsReachable() throws Exception {
		String session = session();
		model.enqueue(stream(sse(delta("{\"content\":\"cut\"}"), finish("length"), "[DONE]")));
		assertThat(await(harness.prompt(session, "long")).stopReason()).isEqualTo(StopReason.MAX_TOKENS);
		model.enqueue(stream(sse(finish("content_filter"), "[DONE]")));
		assertThat(await(harness.prompt(session, "bad")).stopReason()).isEqualTo(StopReason.REFUSAL);
		for (int i = 0; i < 4; i++) {
			model.enqueue(toolCall("loop" + i, "list_directory", "{}"));
		}
		assertThat(await(harness.prompt(session, "loop")).stopReason()).isEqualTo(StopReason.MAX_TURN_REQUESTS);
	}

	@Test
	void aFailingProviderIsACleanErrorAndTheSessionGoesOn() throws Exception {
		String session = session();
		model.enqueue(new MockResponse.Builder().code(401).body("{\"error\":{\"message\":\"bad key " + KEY + "\"}}").build());
		ResponseErrorException error = error(harness.prompt(session, "hi"));
		assertThat(error.getResponseError().getCode()).isEqualTo(-32603);
		assertThat(error.getResponseError().getMessage()).contains("openai").contains("401").doesNotContain(KEY);
		assertThat(error.getResponseError().getData()).isNull();
		model.enqueue(text("back"));
		assertThat(await(harness.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
	}

	@Test
	void configOptionsRefuseCredentialsAndUnknownIds() throws Exception {
		String session = session();
		assertThat(error(harness.agent.setSessionConfigOption(
				SetSessionConfigOptionRequest.of(session, "telemetry", new JsonPrimitive("on"))))
				.getResponseError().getCode()).isEqualTo(-32600);
		var response = await(harness.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(session, "mode", new JsonPrimitive("plan"))));
		assertThat(((SessionConfigSelect) response.configOptions().get(0)).currentValue()).isEqualTo("plan");
		response = await(harness.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(session, "model", new JsonPrimitive("demo/scripted"))));
		assertThat(((SessionConfigSelect) response.configOptions().get(1)).currentValue()).isEqualTo("demo/scripted");
	}

	@Test
	void credentialsAndEndpointsCannotBeSetFromTheClient() throws Exception {
		String session = session();
		JsonObject params = new JsonObject();
		params.addProperty("sessionId", session);
		params.addProperty("configId", "model");
		params.addProperty("value", "openai/gpt-test");
		params.addProperty("apiKey", "sk-stolen");
		ResponseErrorException error = error(harness.client.getRemoteEndpoint().request("session/set_config_option", params));
		assertThat(error.getResponseError().getCode()).isEqualTo(-32602);
		assertThat(error.getResponseError().getMessage()).contains("apiKey");
	}

	@Test
	void agentaoSetModelSwitchesTheModel() throws Exception {
		String session = session();
		assertThat(await(harness.agent.agentao().setModel(new AgentaoAgentExtensions.SetModelRequest(session, "gpt-other"))).model())
				.as("the bare model id the provider is called with").isEqualTo("gpt-other");
		model.enqueue(text("ok"));
		await(harness.prompt(session, "hi"));
		assertThat(model.takeRequest().getBody().utf8()).contains("\"model\":\"gpt-other\"");
		assertThat(error(harness.agent.agentao().setModel(new AgentaoAgentExtensions.SetModelRequest(session, "nowhere/x")))
				.getResponseError().getCode()).isEqualTo(-32602);
	}

	@Test
	void sessionSetModelSwitchesToAModelTheSessionListed() throws Exception {
		harness.initialize();
		NewSessionResponse created = await(harness.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of())));
		String session = created.sessionId();
		// No root field outside the stable schema (acp-tck's ACP-SCHEMA-002): the legacy state is under _meta.
		assertThat(created.models()).isNull();
		assertThat(legacyModels(created.meta()).get("currentModelId").getAsString()).isEqualTo("gpt-test");
		// The models of the model config option.
		assertThat(legacyModels(created.meta()).getAsJsonArray("availableModels").asList())
				.extracting(model -> model.getAsJsonObject().get("modelId").getAsString()).containsExactly("gpt-test", "demo/scripted");

		assertThat(await(harness.drafts.setSessionModel(SetSessionModelRequest.of(session, "openai/gpt-other"))))
				.isEqualTo(SetSessionModelResponse.of());
		model.enqueue(text("ok"));
		await(harness.prompt(session, "hi"));
		assertThat(model.takeRequest().getBody().utf8()).contains("\"model\":\"gpt-other\"");
		assertThat(harness.updates(session)).filteredOn(ConfigOptionUpdate.class::isInstance).last()
				.satisfies(update -> assertThat(((SessionConfigSelect) ((ConfigOptionUpdate) update).configOptions().get(1))
						.currentValue()).isEqualTo("gpt-other"));
		ResponseErrorException unknown = error(harness.drafts.setSessionModel(SetSessionModelRequest.of(session, "nowhere/x")));
		assertThat(unknown.getResponseError().getCode()).isEqualTo(-32602);
		assertThat(unknown.getResponseError().getMessage()).isEqualTo("Unknown or unconfigured provider: nowhere");

		// Load, resume and fork list the models too, with the session's current one.
		ResumeSessionResponse resumed = await(harness.agent.resumeSession(ResumeSessionRequest.builder(session, workspace.toString())
				.mcpServers(List.of()).build()));
		assertThat(resumed.models()).isNull();
		assertThat(legacyModels(resumed.meta()).get("currentModelId").getAsString()).isEqualTo("gpt-other");
		ForkSessionResponse forked = await(harness.drafts.forkSession(ForkSessionRequest.builder(session, workspace.toString())
				.mcpServers(List.of()).build()));
		assertThat(forked.models()).isNull();
		assertThat(legacyModels(forked.meta()).get("currentModelId").getAsString()).isEqualTo("gpt-other");

		// Another provider's model goes as provider/model; a bare one is the default provider's, from any provider.
		await(harness.drafts.setSessionModel(SetSessionModelRequest.of(session, "demo/scripted")));
		assertThat(current(harness.updates(session))).isEqualTo("demo/scripted");
		await(harness.drafts.setSessionModel(SetSessionModelRequest.of(session, "gpt-4.1")));
		assertThat(current(harness.updates(session))).isEqualTo("gpt-4.1");
		model.enqueue(text("ok"));
		await(harness.prompt(session, "hi"));
		assertThat(model.takeRequest().getBody().utf8()).contains("\"model\":\"gpt-4.1\"");
	}

	@Test
	void theProvidersAreAskedForTheirModelsOnceTheAgentIsPreparedBeforeAnySession() throws Exception {
		try (MockWebServer listing = StrictModel.server()) {
			listing.start();
			StrictModel.of(listing).listing("gpt-test", "gpt-4.1");
			try (AgentHarness agent = new AgentHarness(new AgentModule(AgentConfig.builder(sessions).build(),
					Map.of("OPENAI_API_KEY", KEY, "OPENAI_BASE_URL", listing.url("/v1").toString(), "OPENAI_MODEL", "gpt-test")))) {
				agent.initialize();
				agent.prepare();
				// Asked in the background while the client has not even asked for a session: the first
				// session/new, which offers the list, finds it there instead of waiting for it.
				RecordedRequest asked = listing.takeRequest(30, TimeUnit.SECONDS);
				assertThat(asked).as("a request before any session/new").isNotNull();
				assertThat(asked.getMethod() + " " + asked.getUrl().encodedPath()).isEqualTo("GET /v1/models");
				NewSessionResponse created = await(agent.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of())));
				assertThat(legacyModels(created.meta()).getAsJsonArray("availableModels").asList())
						.extracting(model -> model.getAsJsonObject().get("modelId").getAsString()).contains("gpt-4.1");
				assertThat(listing.takeRequest(0, TimeUnit.SECONDS)).as("asked once").isNull();
			}
		}
	}

	/** The model option's current value in the last {@code config_option_update} of {@code updates}. */
	private static Object current(List<SessionUpdate> updates) {
		return updates.stream().filter(ConfigOptionUpdate.class::isInstance).map(update -> ((SessionConfigSelect) ((ConfigOptionUpdate) update)
				.configOptions().get(1)).currentValue()).reduce((first, second) -> second).orElseThrow();
	}

	private static JsonObject legacyModels(JsonElement meta) {
		assertThat(meta).as("the answer's _meta").isNotNull();
		return meta.getAsJsonObject().getAsJsonObject("acp4j/models");
	}

	@Test
	void everyToolsFinalUpdateCarriesRawOutputAndASecretLeavesRedacted() throws Exception {
		String session = session();
		harness.agentaoAnswer = "blue";
		Files.writeString(workspace.resolve("notes.txt"), "alpha\n" + KEY + "\n");
		String page = model.url("/page").toString();
		// tool call -> the status its final update must have
		Map<String, ToolCallStatus> calls = new LinkedHashMap<>();
		calls.put("read_file {\"path\":\"notes.txt\"}", ToolCallStatus.COMPLETED);
		calls.put("read_file {\"path\":\"missing.txt\"}", ToolCallStatus.FAILED);
		calls.put("write_file {\"path\":\"out.txt\",\"content\":\"x\"}", ToolCallStatus.COMPLETED);
		calls.put("edit_file {\"path\":\"out.txt\",\"old_string\":\"x\",\"new_string\":\"y\"}", ToolCallStatus.COMPLETED);
		calls.put("edit_file {\"path\":\"out.txt\",\"old_string\":\"absent\",\"new_string\":\"z\"}", ToolCallStatus.FAILED);
		calls.put("list_directory {}", ToolCallStatus.COMPLETED);
		calls.put("glob {\"pattern\":\"*.txt\"}", ToolCallStatus.COMPLETED);
		calls.put("grep {\"pattern\":\"alpha\"}", ToolCallStatus.COMPLETED);
		calls.put("grep {\"pattern\":\"(\"}", ToolCallStatus.FAILED);
		calls.put("run_shell_command {\"command\":\"echo hi\"}", ToolCallStatus.COMPLETED);
		calls.put("update_plan {\"entries\":[{\"content\":\"step\",\"priority\":\"high\",\"status\":\"pending\"}]}",
				ToolCallStatus.COMPLETED);
		calls.put("update_plan {\"entries\":[{\"content\":\"step\",\"priority\":\"urgent\",\"status\":\"pending\"}]}",
				ToolCallStatus.FAILED);
		calls.put("web_fetch {\"url\":\"" + page + "\"}", ToolCallStatus.COMPLETED);
		calls.put("web_fetch {\"url\":\"ftp://example.com/\"}", ToolCallStatus.FAILED);
		calls.put("ask_user {\"question\":\"Which colour?\"}", ToolCallStatus.COMPLETED);
		calls.put("no_such_tool {}", ToolCallStatus.FAILED);
		List<String> script = List.copyOf(calls.keySet());
		// Three calls a turn: the turn limit is four requests.
		for (int n = 0; n < script.size(); n++) {
			String call = script.get(n);
			int space = call.indexOf(' ');
			model.enqueue(toolCall("call_" + n, call.substring(0, space), call.substring(space + 1)));
			if (call.contains(page)) {
				// web_fetch asks the same server for the page between two model requests.
				model.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/html")
						.body("<html><title>Page</title><body>Hello page</body></html>").build());
			}
			if (n % 3 == 2 || n == script.size() - 1) {
				model.enqueue(text("done"));
				assertThat(await(harness.prompt(session, "use the tools")).stopReason()).isEqualTo(StopReason.END_TURN);
			}
		}

		Map<String, String> names = new LinkedHashMap<>();
		harness.updates(session).stream().filter(ToolCall.class::isInstance).map(ToolCall.class::cast)
				.forEach(shown -> names.put(shown.toolCallId(), shown.name()));
		List<ToolCallUpdate> finals = harness.updates(session).stream().filter(ToolCallUpdate.class::isInstance)
				.map(ToolCallUpdate.class::cast)
				.filter(u -> u.status() == ToolCallStatus.COMPLETED || u.status() == ToolCallStatus.FAILED).toList();
		assertThat(finals).extracting(u -> names.get(u.toolCallId()) + " " + u.status()).containsExactlyElementsOf(
				calls.entrySet().stream().map(e -> e.getKey().substring(0, e.getKey().indexOf(' ')) + " " + e.getValue()).toList());
		for (ToolCallUpdate last : finals) {
			assertThat(last.rawOutput()).as(names.get(last.toolCallId()) + " " + last.status()).isNotNull();
			JsonObject raw = last.rawOutput().getAsJsonObject();
			assertThat(raw.has(last.status() == ToolCallStatus.FAILED ? "error" : "output") || raw.has("exitCode"))
					.as(raw.toString()).isTrue();
			assertThat(raw.toString()).doesNotContain(KEY);
		}
		assertThat(finals.get(0).rawOutput().getAsJsonObject().get("output").getAsString()).contains("alpha");
		assertThat(finals.get(1).rawOutput().getAsJsonObject().get("error").getAsString()).contains("missing.txt");
		assertThat(finals.get(9).rawOutput().getAsJsonObject().get("exitCode").getAsInt()).isZero();
		assertThat(finals.get(12).rawOutput().getAsJsonObject().get("output").getAsString()).contains("Hello page");
		assertThat(finals.get(14).rawOutput().getAsJsonObject().get("output").getAsString()).isEqualTo("blue");
	}

	@Test
	void askUserUsesElicitationWhenTheClientHasForms() throws Exception {
		harness.initialize(ClientCapabilities.builder()
				.elicitation(ElicitationCapabilities.builder().form(ElicitationFormCapabilities.of()).build()).build());
		String session = harness.newSession(workspace);
		harness.elicitationAnswer = CreateElicitationResponse.builder(CreateElicitationResponse.ACCEPT).content(Map.of("answer", new JsonPrimitive("blue"))).build();
		model.enqueue(toolCall("q1", "ask_user", "{\"question\":\"Which colour?\"}"));
		model.enqueue(text("noted"));
		await(harness.prompt(session, "ask me"));
		model.takeRequest();
		assertThat(model.takeRequest().getBody().utf8()).contains("\"content\":\"blue\"");
	}

	@Test
	void askUserWithoutAWayToAskSaysTheUserIsUnavailable() throws Exception {
		String session = session();
		model.enqueue(toolCall("q1", "ask_user", "{\"question\":\"Which colour?\"}"));
		model.enqueue(text("fine"));
		await(harness.prompt(session, "ask me"));
		model.takeRequest();
		assertThat(model.takeRequest().getBody().utf8()).contains("(user unavailable)");
	}

	@Test
	void askUserFallsBackToAgentaosExtension() throws Exception {
		String session = session();
		harness.agentaoAnswer = "green";
		model.enqueue(toolCall("q1", "ask_user", "{\"question\":\"Which colour?\"}"));
		model.enqueue(text("ok"));
		await(harness.prompt(session, "ask me"));
		model.takeRequest();
		assertThat(model.takeRequest().getBody().utf8()).contains("\"content\":\"green\"");
	}

	@Test
	void malformedMcpServersAreRefusedNamingTheField() throws Exception {
		harness.initialize();
		ResponseErrorException error = error(harness.agent.newSession(NewSessionRequest.of(workspace.toString(),
				List.of(McpServerStdio.of("fs", "", List.of(), List.of())))));
		assertThat(error.getResponseError().getCode()).isEqualTo(-32602);
		assertThat(error.getResponseError().getMessage()).contains("mcpServers[0].command");
	}

	@Test
	void anMcpServerOrAPromptBlockOfATypeTheAgentDoesNotKnowIsRefusedNamingIt() throws Exception {
		harness.initialize();
		JsonObject websocket = JsonParser.parseString("{\"type\":\"websocket\",\"name\":\"m\",\"url\":\"ws://h\"}").getAsJsonObject();
		ResponseErrorException server = error(harness.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of(new UnknownMcpServer(websocket)))));
		assertThat(server.getResponseError().getCode()).isEqualTo(-32602);
		assertThat(server.getResponseError().getMessage()).isEqualTo("mcpServers[0].type \"websocket\" is not supported");

		String session = session();
		JsonObject video = JsonParser.parseString("{\"type\":\"video\",\"uri\":\"file:///a.mp4\"}").getAsJsonObject();
		ResponseErrorException block = error(harness.agent.prompt(PromptRequest.of(session,
				List.of(TextContent.of("watch"), new UnknownContentBlock(video)))));
		assertThat(block.getResponseError().getCode()).isEqualTo(-32602);
		assertThat(block.getResponseError().getMessage()).isEqualTo("prompt[1].type \"video\" is not supported");

		JsonObject stream = JsonParser.parseString("{\"uri\":\"file:///a\",\"stream\":\"s1\"}").getAsJsonObject();
		ResponseErrorException resource = error(harness.agent.prompt(PromptRequest.of(session,
				List.of(EmbeddedResource.of(new UnknownEmbeddedResourceResource(stream))))));
		assertThat(resource.getResponseError().getCode()).isEqualTo(-32602);
		assertThat(resource.getResponseError().getMessage()).isEqualTo("prompt[0].resource needs text or blob");
	}

	@Test
	void everyKindOfPromptBlockReachesTheModel() throws Exception {
		String session = session();
		Files.writeString(workspace.resolve("notes.md"), "# Notes\nlinked words\n");
		model.enqueue(text("seen"));
		List<ContentBlock> prompt = List.of(TextContent.of("look"),
				ResourceLink.of("notes", workspace.resolve("notes.md").toUri().toString()),
				ResourceLink.of("spec", "https://example.com/spec"),
				EmbeddedResource.of(TextResourceContents.builder("embedded words", "file:///e.txt")
						.mimeType("text/plain").build()),
				EmbeddedResource.of(BlobResourceContents.builder("d29ybGQ=", "file:///photo.jpg").mimeType("image/jpeg")
						.build()),
				ImageContent.of("aGVsbG8=", "image/png"));
		assertThat(await(harness.agent.prompt(PromptRequest.of(session, prompt))).stopReason())
				.isEqualTo(StopReason.END_TURN);
		JsonObject user = JsonParser.parseString(model.takeRequest().getBody().utf8()).getAsJsonObject().getAsJsonArray("messages")
				.get(1).getAsJsonObject();
		JsonArray parts = user.getAsJsonArray("content");
		String text = parts.get(0).getAsJsonObject().get("text").getAsString();
		assertThat(text).startsWith("look").contains("linked words").contains("[Referenced resource: spec at https://example.com/spec]")
				.contains("embedded words");
		assertThat(parts.asList().subList(1, parts.size())).extracting(p -> p.getAsJsonObject().getAsJsonObject("image_url")
				.get("url").getAsString()).containsExactly("data:image/jpeg;base64,d29ybGQ=", "data:image/png;base64,aGVsbG8=");
	}

	/** A file a prompt links to reaches the model as read_file gives it: the agent's own key in it redacted. */
	@Test
	void aLinkedFileIsRedactedAsReadFileIs() throws Exception {
		String session = session();
		Files.writeString(workspace.resolve(".env"), "OPENAI_API_KEY=" + KEY + "\n");
		model.enqueue(text("seen"));

		await(harness.agent.prompt(PromptRequest.of(session, List.of(TextContent.of("look"),
				ResourceLink.of(".env", workspace.resolve(".env").toUri().toString())))));

		String sent = model.takeRequest().getBody().utf8();
		assertThat(sent).contains("OPENAI_API_KEY=").doesNotContain(KEY);
	}
}
