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
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.DeleteSessionRequest;
import io.github.acp4j.api.types.ForkSessionRequest;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.ListSessionsResponse;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.LoadSessionResponse;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.ResumeSessionRequest;
import io.github.acp4j.api.types.SessionInfoUpdate;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UserMessageChunk;
import mockwebserver3.MockWebServer;

/** Sessions stored by one agent and loaded, resumed, listed, forked and deleted by the next. */
class SessionLifecycleTest {

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

	private AgentHarness agent() throws Exception {
		return agent(null);
	}

	/** An agent started with {@code --resume directive} (null: without). */
	private AgentHarness agent(String resume) throws Exception {
		AgentHarness harness = new AgentHarness(new AgentModule(AgentConfig.builder(sessions)
				.maxTurnRequests(10).contextWindow(128_000).resume(resume).build(), Map.of("OPENAI_API_KEY", "sk-store-test", "OPENAI_BASE_URL", model.url("/v1").toString(), "OPENAI_MODELS", StrictModel.NO_LIST)));
		harness.initialize();
		return harness;
	}

	/** A first agent: a turn with thoughts, text, an allowed write and a rejected one. */
	private String storedSession() throws Exception {
		try (AgentHarness first = agent()) {
			String session = first.newSession(workspace);
			first.permissionPolicy = request -> AgentHarness.allow(request.toolCall().title().contains("a.txt") ? "allow_once"
					: "reject_once");
			model.enqueue(stream(sse(delta("{\"reasoning_content\":\"plan it\"}"), delta("{\"content\":\"Writing.\"}"),
					delta("{\"tool_calls\":[{\"index\":0,\"id\":\"m1\",\"function\":{\"name\":\"write_file\",\"arguments\":"
							+ "\"{\\\"path\\\":\\\"a.txt\\\",\\\"content\\\":\\\"A\\\"}\"}},{\"index\":1,\"id\":\"m2\",\"function\":"
							+ "{\"name\":\"write_file\",\"arguments\":\"{\\\"path\\\":\\\"b.txt\\\",\\\"content\\\":\\\"B\\\"}\"}}]}"),
					finish("tool_calls"), "[DONE]")));
			model.enqueue(text("Done", " with one."));
			assertThat(await(first.prompt(session, "write two files")).stopReason()).isEqualTo(StopReason.END_TURN);
			model.takeRequest();
			model.takeRequest();
			return session;
		}
	}

	@Test
	void aLoadedSessionReplaysItsHistoryAndTheNextPromptSendsAllOfIt() throws Exception {
		String id = storedSession();
		try (AgentHarness second = agent()) {
			await(second.agent.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), id)));
			List<SessionUpdate> replay = second.updates(id);
			assertThat(replay.get(0)).isEqualTo(UserMessageChunk.of(TextContent.of("write two files")));
			assertThat(replay.get(1)).isEqualTo(AgentThoughtChunk.of(TextContent.of("plan it")));
			assertThat(replay.get(2)).isEqualTo(AgentMessageChunk.of(TextContent.of("Writing.")));
			assertThat(replay.get(3)).isInstanceOfSatisfying(ToolCall.class, call -> assertThat(call.title()).isEqualTo("Write a.txt"));
			assertThat(replay.get(4)).isInstanceOfSatisfying(ToolCallUpdate.class,
					update -> assertThat(update.status()).isEqualTo(ToolCallStatus.COMPLETED));
			assertThat(replay.get(5)).isInstanceOfSatisfying(ToolCall.class, call -> assertThat(call.title()).isEqualTo("Write b.txt"));
			assertThat(replay.get(6)).isInstanceOfSatisfying(ToolCallUpdate.class,
					update -> assertThat(update.status()).isEqualTo(ToolCallStatus.FAILED));
			assertThat(replay.get(7)).isEqualTo(AgentMessageChunk.of(TextContent.of("Done with one.")));
			assertThat(replay).last().isInstanceOfSatisfying(SessionInfoUpdate.class,
					info -> assertThat(info.title()).isEqualTo("write two files"));

			model.enqueue(text("Still here."));
			assertThat(await(second.prompt(id, "and now?")).stopReason()).isEqualTo(StopReason.END_TURN);
			String request = model.takeRequest().getBody().utf8();
			assertThat(request).contains("write two files").contains("Writing.").contains("Created a.txt")
					.contains("Permission denied").contains("Done with one.").contains("and now?");
		}
	}

	@Test
	void aPromptSentRightBehindTheLoadWaitsForIt() throws Exception {
		String id = storedSession();
		try (AgentHarness second = agent()) {
			model.enqueue(text("Still here."));
			// The client does not wait for the load's answer before it prompts.
			CompletableFuture<LoadSessionResponse> load = second.agent.loadSession(
					LoadSessionRequest.of(List.of(), workspace.toString(), id));
			CompletableFuture<PromptResponse> prompt = second.prompt(id, "and now?");
			await(load);
			assertThat(await(prompt).stopReason()).isEqualTo(StopReason.END_TURN);
			assertThat(model.takeRequest().getBody().utf8()).contains("write two files").contains("and now?");
		}
	}

	@Test
	void loadRefusesAWrongCwdAndAnUnknownId() throws Exception {
		String id = storedSession();
		try (AgentHarness second = agent()) {
			Path elsewhere = Files.createDirectories(workspace.resolve("sub"));
			assertThat(error(second.agent.loadSession(LoadSessionRequest.of(List.of(), elsewhere.toString(), id)))
					.getResponseError().getCode()).isEqualTo(-32602);
			assertThat(error(second.agent.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), "nope")))
					.getResponseError().getCode()).isEqualTo(-32002);
			await(second.agent.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), id)));
			assertThat(error(second.agent.loadSession(LoadSessionRequest.of(List.of(), elsewhere.toString(), id)))
					.getResponseError().getCode()).as("the open session under another cwd").isEqualTo(-32602);
		}
	}

	@Test
	void resumeRestoresWithoutReplay() throws Exception {
		String id = storedSession();
		try (AgentHarness second = agent()) {
			await(second.agent.resumeSession(ResumeSessionRequest.builder(id, workspace.toString()).mcpServers(List.of()).build()));
			assertThat(second.updates(id)).isEmpty();
			model.enqueue(text("ok"));
			await(second.prompt(id, "continue"));
			assertThat(model.takeRequest().getBody().utf8()).contains("write two files").contains("continue");
		}
	}

	@Test
	void listForkCloseAndDelete() throws Exception {
		String id = storedSession();
		try (AgentHarness second = agent()) {
			ListSessionsResponse listed = await(second.agent.listSessions(ListSessionsRequest.of()));
			assertThat(listed.sessions()).singleElement().satisfies(info -> {
				assertThat(info.sessionId()).isEqualTo(id);
				assertThat(info.title()).isEqualTo("write two files");
				assertThat(info.cwd()).isEqualTo(workspace.toString());
			});
			assertThat(listed.nextCursor()).isNull();
			assertThat(await(second.agent.listSessions(ListSessionsRequest.builder().cwd("/somewhere/else").build())).sessions()).isEmpty();
			assertThat(error(second.agent.listSessions(ListSessionsRequest.builder().cursor("bogus").build())).getResponseError().getCode())
					.isEqualTo(-32602);

			String fork = await(second.drafts.forkSession(ForkSessionRequest.builder(id, workspace.toString()).mcpServers(List.of()).build()))
					.sessionId();
			assertThat(fork).isNotEqualTo(id);
			model.enqueue(text("forked"));
			await(second.prompt(fork, "in the fork"));
			assertThat(model.takeRequest().getBody().utf8()).contains("write two files").contains("in the fork");
			assertThat(await(second.agent.listSessions(ListSessionsRequest.of())).sessions()).hasSize(2);

			await(second.agent.closeSession(CloseSessionRequest.of(fork)));
			assertThat(await(second.agent.listSessions(ListSessionsRequest.of())).sessions()).hasSize(2);
			assertThat(error(second.prompt(fork, "closed")).getResponseError().getCode()).isEqualTo(-32002);

			await(second.agent.deleteSession(DeleteSessionRequest.of(id)));
			await(second.agent.deleteSession(DeleteSessionRequest.of("never-existed")));
			assertThat(await(second.agent.listSessions(ListSessionsRequest.of())).sessions())
					.extracting(info -> info.sessionId()).containsExactly(fork);
		}
	}

	@Test
	void resumeTakesTheLatestOfTheCwdOrAUniquePrefixOnceAndFallsBackOnAMiss() throws Exception {
		String id = storedSession();
		try (AgentHarness latest = agent("")) {
			assertThat(latest.newSession(workspace)).isEqualTo(id);
			assertThat(latest.updates(id)).first().isEqualTo(UserMessageChunk.of(TextContent.of("write two files")));
			assertThat(latest.newSession(workspace)).as("later session/new start blank").isNotEqualTo(id);
		}
		try (AgentHarness prefix = agent(id.substring(0, 8))) {
			assertThat(prefix.newSession(workspace)).isEqualTo(id);
		}
		try (AgentHarness unknown = agent("no-such-session")) {
			String fresh = unknown.newSession(workspace);
			assertThat(fresh).isNotEqualTo(id);
			assertThat(unknown.updates(fresh)).isEmpty();
		}
		Path other = Files.createDirectories(workspace.resolve("other"));
		try (AgentHarness otherCwd = agent("")) {
			assertThat(otherCwd.newSession(other)).as("no session stored for that cwd").isNotEqualTo(id);
		}
	}
}
