package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

import io.github.acp4j.api.AgentaoAgentExtensions.SetModelRequest;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.ConfigOptionUpdate;
import io.github.acp4j.api.types.CurrentModeUpdate;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.ResumeSessionRequest;
import io.github.acp4j.api.types.ResumeSessionResponse;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.SessionModeState;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UserMessageChunk;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import com.google.gson.JsonPrimitive;

/**
 * What a session keeps and says about itself: load and resume of a session already open, the mode
 * and model saved with it, and {@code current_mode_update} after every mode change.
 */
class SessionStateTest {

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;
	final MockWebServer model = StrictModel.server();

	@BeforeEach
	void start() throws Exception {
		model.start();
	}

	@AfterEach
	void stop() {
		model.close();
	}

	/** An agent started with {@code --resume directive} (null: without). */
	private AgentHarness agent(String resume) throws Exception {
		AgentHarness harness = new AgentHarness(new AgentModule(AgentConfig.builder(sessions)
				.maxTurnRequests(10).contextWindow(128_000).resume(resume).build(), Map.of("OPENAI_API_KEY", "sk-state-test", "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST,
						"OPENAI_MODEL", "gpt-first")));
		harness.initialize();
		return harness;
	}

	private LoadSessionRequest load(String id) {
		return LoadSessionRequest.of(List.of(), workspace.toString(), id);
	}

	private ResumeSessionRequest resume(String id) {
		return ResumeSessionRequest.builder(id, workspace.toString()).mcpServers(List.of()).build();
	}

	private RecordedRequest takeRequest() throws InterruptedException {
		RecordedRequest request = model.takeRequest(AgentHarness.TIMEOUT, TimeUnit.SECONDS);
		assertThat(request).as("a request to the model").isNotNull();
		return request;
	}

	@Test
	void loadOfAnOpenSessionReplaysItAgainAndResumeAnswersAtOnce() throws Exception {
		try (AgentHarness agent = agent(null)) {
			String id = agent.newSession(workspace);
			model.enqueue(text("Hello back."));
			assertThat(await(agent.prompt(id, "hello")).stopReason()).isEqualTo(StopReason.END_TURN);
			takeRequest();
			agent.updates.clear();

			await(agent.agent.loadSession(load(id)));
			List<SessionUpdate> replay = agent.updates(id);
			assertThat(replay.get(0)).isEqualTo(UserMessageChunk.of(TextContent.of("hello")));
			assertThat(replay.get(1)).isEqualTo(AgentMessageChunk.of(TextContent.of("Hello back.")));
			agent.updates.clear();

			await(agent.agent.resumeSession(resume(id)));
			assertThat(agent.updates(id)).as("resume replays nothing").isEmpty();

			model.enqueue(text("Still here."));
			assertThat(await(agent.prompt(id, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
			String body = takeRequest().getBody().utf8();
			assertThat(body.split("\"hello\"", -1)).as("the history is there once, not once per load").hasSize(2);
			assertThat(body).contains("Hello back.").contains("again");
		}
	}

	/** The processes of the agent's stdio MCP servers (and their sandbox, if any), by pid. */
	private static Set<Long> mcpServerProcesses() {
		return ProcessHandle.current().descendants()
				.filter(process -> process.info().commandLine().orElse("").contains(McpTest.STDIO_MARKER))
				.map(ProcessHandle::pid).collect(Collectors.toSet());
	}

	@Test
	void resumeOfAnOpenSessionAnswersItsStateAtOnceAndKeepsItsMcpServersRunning() throws Exception {
		try (AgentHarness agent = agent(null)) {
			String id = await(agent.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of(McpTest.stdio("tester", workspace.resolve("mcp.log")))))).sessionId();
			// The agent's contract answers the mode now in use.
			assertThat(await(agent.agent.setSessionMode(SetSessionModeRequest.of(id, "read-only"))).modeId()).isEqualTo("read-only");
			Set<Long> servers = mcpServerProcesses();
			assertThat(servers).as("the session's MCP server runs").isNotEmpty();

			ResumeSessionResponse resumed = await(agent.agent.resumeSession(resume(id)));
			assertThat(resumed.modes().currentModeId()).isEqualTo("read-only");
			assertThat(current(resumed.configOptions(), "mode")).isEqualTo("read-only");
			assertThat(mcpServerProcesses()).as("the same server, neither stopped nor started again").isEqualTo(servers);
			assertThat(servers).allSatisfy(pid -> assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).contains(true));
		}
	}

	@Test
	void loadOrResumeWhileATurnRunsIsRefusedAndWorksOnceItAnswered() throws Exception {
		try (AgentHarness agent = agent(null)) {
			String id = agent.newSession(workspace);
			agent.permissionPolicy = request -> null;
			model.enqueue(toolCall("c1", "write_file", "{\"path\":\"a.txt\",\"content\":\"A\"}"));
			model.enqueue(text("Written."));
			CompletableFuture<PromptResponse> turn = agent.prompt(id, "write a.txt");
			CompletableFuture<RequestPermissionResponse> permission = agent.pendingPermissions.poll(AgentHarness.TIMEOUT, TimeUnit.SECONDS);
			assertThat(permission).as("the turn waits for the user").isNotNull();

			ResponseErrorException loading = error(agent.agent.loadSession(load(id)));
			assertThat(loading.getResponseError().getCode()).isEqualTo(-32600);
			assertThat(loading.getResponseError().getMessage()).contains("prompt turn is running").contains(id);
			assertThat(error(agent.agent.resumeSession(resume(id))).getResponseError().getCode()).isEqualTo(-32600);

			permission.complete(AgentHarness.allow("allow_once"));
			assertThat(await(turn).stopReason()).isEqualTo(StopReason.END_TURN);
			await(agent.agent.loadSession(load(id)));
			assertThat(agent.updates(id)).contains(UserMessageChunk.of(TextContent.of("write a.txt")));
		}
	}

	@Test
	void everyModeChangeIsFollowedByCurrentModeUpdate() throws Exception {
		try (AgentHarness agent = agent(null)) {
			String id = agent.newSession(workspace);
			await(agent.agent.setSessionMode(SetSessionModeRequest.of(id, "read-only")));
			assertThat(agent.updates(id)).contains(CurrentModeUpdate.of("read-only"));
			assertThat(agent.updates(id)).filteredOn(ConfigOptionUpdate.class::isInstance).singleElement()
					.satisfies(update -> assertThat(current(((ConfigOptionUpdate) update).configOptions(), "mode")).isEqualTo("read-only"));
			agent.updates.clear();

			await(agent.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(id, "mode", new JsonPrimitive("plan"))));
			assertThat(agent.updates(id)).containsExactly(CurrentModeUpdate.of("plan"));
			agent.updates.clear();

			await(agent.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(id, "model", new JsonPrimitive("gpt-x"))));
			assertThat(agent.updates(id)).as("a model change is no mode change").isEmpty();
		}
	}

	private static String current(List<SessionConfigOption> options, String id) {
		return options.stream().filter(option -> option.id().equals(id)).map(option -> ((SessionConfigSelect) option).currentValue())
				.findFirst().orElseThrow();
	}

	/**
	 * A session set to read-only with another model and the sandbox required, stored by one agent,
	 * comes back so in the next, by {@code session/load}, {@code session/resume} or {@code --resume}:
	 * the write is refused. (The sandbox was the agent's default again before the settings were one value.)
	 */
	@ParameterizedTest
	@ValueSource(strings = { "load", "resume", "--resume" })
	void modeAndModelAreRestored(String how) throws Exception {
		String id;
		try (AgentHarness first = agent(null)) {
			id = first.newSession(workspace);
			await(first.agent.setSessionMode(SetSessionModeRequest.of(id, "read-only")));
			await(first.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(id, "model", new JsonPrimitive("openai/gpt-second"))));
			await(first.agent.setSessionConfigOption(SetSessionConfigOptionRequest.of(id, "sandbox", new JsonPrimitive("required"))));
		}
		try (AgentHarness second = agent(how.equals("--resume") ? id : null)) {
			SessionModeState modes;
			List<SessionConfigOption> options;
			switch (how) {
			case "load" -> {
				var response = await(second.agent.loadSession(load(id)));
				modes = response.modes();
				options = response.configOptions();
			}
			case "resume" -> {
				var response = await(second.agent.resumeSession(resume(id)));
				modes = response.modes();
				options = response.configOptions();
			}
			default -> {
				var response = await(second.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of())));
				assertThat(response.sessionId()).isEqualTo(id);
				modes = response.modes();
				options = response.configOptions();
			}
			}
			assertThat(modes.currentModeId()).isEqualTo("read-only");
			assertThat(current(options, "mode")).isEqualTo("read-only");
			assertThat(current(options, "model")).isEqualTo("gpt-second");
			assertThat(current(options, "sandbox")).isEqualTo("required");

			model.enqueue(toolCall("c1", "write_file", "{\"path\":\"w.txt\",\"content\":\"w\"}"));
			model.enqueue(text("ok"));
			await(second.prompt(id, "write w.txt"));
			assertThat(takeRequest().getBody().utf8()).contains("\"model\":\"gpt-second\"");
			takeRequest();
			assertThat(second.permissionRequests).isEmpty();
			assertThat(workspace.resolve("w.txt")).doesNotExist();
			assertThat(second.updates(id)).filteredOn(ToolCallUpdate.class::isInstance).last()
					.satisfies(update -> assertThat(((ToolCallUpdate) update).status()).isEqualTo(ToolCallStatus.FAILED));
		}
	}

	@Test
	void theModelSetWithAgentaosExtensionIsRestored() throws Exception {
		String id;
		try (AgentHarness first = agent(null)) {
			id = first.newSession(workspace);
			assertThat(await(first.agent.agentao().setModel(new SetModelRequest(id, "gpt-third"))).model()).isEqualTo("gpt-third");
			assertThat(first.updates(id)).filteredOn(ConfigOptionUpdate.class::isInstance).singleElement().satisfies(update ->
					assertThat(current(((ConfigOptionUpdate) update).configOptions(), "model")).isEqualTo("gpt-third"));
		}
		try (AgentHarness second = agent(null)) {
			assertThat(current(await(second.agent.resumeSession(resume(id))).configOptions(), "model")).isEqualTo("gpt-third");
			assertThat(current(await(second.agent.resumeSession(resume(id))).configOptions(), "mode"))
					.as("the mode never set stays the default").isEqualTo("workspace-write");
		}
	}
}
