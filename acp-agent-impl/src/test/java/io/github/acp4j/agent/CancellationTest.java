package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.TIMEOUT;
import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static io.github.acp4j.agent.OpenAiStreams.delta;
import static io.github.acp4j.agent.OpenAiStreams.finish;
import static io.github.acp4j.agent.OpenAiStreams.sse;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Predicate;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SessionInfoUpdate;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UsageUpdate;

/**
 * session/cancel while the model streams, while a tool runs, and while a permission request is
 * pending: each turn answers cancelled, nothing of it follows the answer, and the session takes the
 * next prompt.
 */
class CancellationTest {

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;
	StallingServer model;
	AgentHarness harness;
	String session;

	@BeforeEach
	void start() throws Exception {
		model = new StallingServer();
		harness = new AgentHarness(new AgentModule(new AgentConfig(PermissionPreset.WORKSPACE_WRITE, null, 10, 128_000, sessions, null),
				Map.of("OPENAI_API_KEY", "sk-cancel-test-0000", "OPENAI_BASE_URL", model.baseUrl())));
		harness.initialize();
		session = harness.newSession(workspace);
	}

	@AfterEach
	void stop() throws Exception {
		harness.close();
		model.close();
	}

	/** Prompts, and counts the session's updates at the moment the answer is read. */
	private CompletableFuture<PromptResponse> prompt(String text, AtomicInteger updatesAtAnswer) {
		return harness.prompt(session, text).thenApply(response -> {
			updatesAtAnswer.set(harness.updates(session).size());
			return response;
		});
	}

	private void waitFor(Predicate<List<SessionUpdate>> condition) throws InterruptedException {
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT);
		while (!condition.test(harness.updates(session))) {
			if (System.nanoTime() > deadline) {
				throw new AssertionError("no such update within " + TIMEOUT + " s: " + harness.updates(session));
			}
			Thread.sleep(10);
		}
	}

	private void cancel() {
		harness.agent.cancel(new CancelNotification(session, null));
	}

	/** After a cancelled turn: the next prompt works, and nothing of the old turn came after its answer. */
	private void nextPromptWorks(int updatesAtAnswer) throws Exception {
		model.complete(sse(delta("{\"content\":\"again\"}"), finish("stop"), "[DONE]"));
		assertThat(await(harness.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
		List<SessionUpdate> after = harness.updates(session).subList(updatesAtAnswer, harness.updates(session).size());
		// The next turn's answer, its usage, then (after the first completed turn) the session's title.
		assertThat(after.get(0)).isEqualTo(new AgentMessageChunk(TextContent.of("again"), null, null));
		assertThat(after.get(1)).isInstanceOf(UsageUpdate.class);
		assertThat(after.subList(2, after.size())).allSatisfy(update -> assertThat(update).isInstanceOf(SessionInfoUpdate.class));
	}

	@Test
	void cancelWhileTheModelStreams() throws Exception {
		model.stallAfter(sse(delta("{\"content\":\"partial \"}")));
		AtomicInteger atAnswer = new AtomicInteger();
		CompletableFuture<PromptResponse> turn = prompt("stream", atAnswer);
		waitFor(updates -> !updates.isEmpty());
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		cancel(); // harmless when repeated
		nextPromptWorks(atAnswer.get());
	}

	@Test
	void aCancelSentRightBehindItsPromptCancelsTheTurn() throws Exception {
		model.stallAfter(sse(delta("{\"content\":\"partial \"}")));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "stream");
		// Without waiting for the turn to start. (Whether the model was asked yet varies, so no next prompt.)
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
	}

	@Test
	void cancelWhileAToolRunsKillsTheProcess() throws Exception {
		await(harness.agent.setSessionMode(new SetSessionModeRequest(session, "full-access", null)));
		model.complete(sse(delta("{\"tool_calls\":[{\"index\":0,\"id\":\"t1\",\"function\":{\"name\":\"run_shell_command\","
				+ "\"arguments\":\"{\\\"command\\\":\\\"echo $$ > pid.txt; exec sleep 60\\\"}\"}}]}"), finish("tool_calls"), "[DONE]"));
		AtomicInteger atAnswer = new AtomicInteger();
		CompletableFuture<PromptResponse> turn = prompt("run", atAnswer);
		waitFor(updates -> updates.stream().anyMatch(
				u -> u instanceof ToolCallUpdate && ((ToolCallUpdate) u).status() == ToolCallStatus.IN_PROGRESS));
		Path pidFile = workspace.resolve("pid.txt");
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT);
		while (!Files.exists(pidFile) || Files.readString(pidFile).isBlank()) {
			assertThat(System.nanoTime()).as("the command started").isLessThan(deadline);
			Thread.sleep(10);
		}
		long pid = Long.parseLong(Files.readString(pidFile).trim());
		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		ProcessHandle.of(pid).ifPresent(process -> process.onExit().orTimeout(TIMEOUT, TimeUnit.SECONDS).join());
		assertThat(ProcessHandle.of(pid).map(ProcessHandle::isAlive)).isNotEqualTo(Optional.of(true));
		nextPromptWorks(atAnswer.get());
	}

	@Test
	void cancelWhilePermissionIsPendingCancelsTheRequestAndWritesNothing() throws Exception {
		harness.permissionPolicy = request -> null;
		model.complete(sse(delta("{\"tool_calls\":[{\"index\":0,\"id\":\"w1\",\"function\":{\"name\":\"write_file\","
				+ "\"arguments\":\"{\\\"path\\\":\\\"w.txt\\\",\\\"content\\\":\\\"w\\\"}\"}}]}"), finish("tool_calls"), "[DONE]"));
		AtomicInteger atAnswer = new AtomicInteger();
		CompletableFuture<PromptResponse> turn = prompt("write", atAnswer);
		CompletableFuture<?> pending = harness.pendingPermissions.poll(TIMEOUT, TimeUnit.SECONDS);
		assertThat(pending).isNotNull();

		// A second prompt while the turn waits is refused.
		assertThat(error(harness.prompt(session, "busy")).getResponseError().getCode()).isEqualTo(-32600);

		cancel();
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		// The agent sent $/cancel_request for the permission request, which cancelled it here.
		pending.handle((r, e) -> null).get(TIMEOUT, TimeUnit.SECONDS);
		assertThat(pending).isCancelled();
		assertThat(workspace.resolve("w.txt")).doesNotExist();
		nextPromptWorks(atAnswer.get());
	}

	@Test
	void usageReportsTheContextTheLastCallSent() throws Exception {
		model.complete(sse(delta("{\"content\":\"hi\"}"), finish("stop"), OpenAiStreams.usage(5, 2), "[DONE]"));
		await(harness.prompt(session, "hi"));
		assertThat(harness.updates(session)).contains(new UsageUpdate(5L, 128_000L, null, null));
	}

	@Test
	void cancelRequestOnThePromptItselfStopsTheTurn() throws Exception {
		harness.permissionPolicy = request -> null;
		model.complete(sse(delta("{\"tool_calls\":[{\"index\":0,\"id\":\"w1\",\"function\":{\"name\":\"write_file\","
				+ "\"arguments\":\"{\\\"path\\\":\\\"c.txt\\\",\\\"content\\\":\\\"c\\\"}\"}}]}"), finish("tool_calls"), "[DONE]"));
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "write");
		CompletableFuture<?> pending = harness.pendingPermissions.poll(TIMEOUT, TimeUnit.SECONDS);
		assertThat(pending).isNotNull();
		turn.cancel(true); // sends $/cancel_request for the prompt
		pending.handle((r, e) -> null).get(TIMEOUT, TimeUnit.SECONDS);
		assertThat(pending).isCancelled();
		assertThat(workspace.resolve("c.txt")).doesNotExist();
		model.complete(sse(delta("{\"content\":\"again\"}"), finish("stop"), "[DONE]"));
		assertThat(await(harness.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
	}
}
