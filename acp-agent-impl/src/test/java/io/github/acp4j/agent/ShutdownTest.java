package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.delta;
import static io.github.acp4j.agent.OpenAiStreams.sse;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Module;
import com.google.inject.util.Modules;

import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.StopReason;

/** The agent's shutdown, which the launcher runs when its input ends and on SIGTERM. */
class ShutdownTest {

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;

	/**
	 * An editor that closes the agent's input and then signals it starts two shutdowns: the second
	 * waits for the first, which is still answering a turn, instead of closing the sessions again
	 * beside it. The model streams until the turn is cancelled, so the turn is one the shutdown
	 * cancels whichever thread gets there first.
	 */
	@Test
	void aSecondShutdownWaitsForTheFirstInsteadOfClosingTheSessionsAgain() throws Exception {
		try (StallingServer model = new StallingServer()) {
			model.stallAfter(sse(delta("{\"content\":\"partial \"}")));
			aSecondShutdownWaitsForTheFirst(Map.of("OPENAI_API_KEY", "sk-shutdown-test-0000", "OPENAI_BASE_URL", model.baseUrl(),
					"OPENAI_MODELS", StrictModel.NO_LIST));
		}
	}

	private void aSecondShutdownWaitsForTheFirst(Map<String, String> env) throws Exception {
		CountDownLatch held = new CountDownLatch(1);
		CountDownLatch release = new CountDownLatch(1);
		HookedStore store = new HookedStore(new JsonlSessionStore(sessions), message -> {
			if (held.getCount() > 0) {
				held.countDown();
				try {
					release.await();
				} catch (InterruptedException e) {
					Thread.currentThread().interrupt();
				}
			}
		});
		Module module = Modules.override(new AgentModule(AgentConfig.of(sessions), env))
				.with(binder -> binder.bind(SessionStore.class).toInstance(store));
		try (AgentHarness harness = new AgentHarness(module)) {
			harness.initialize();
			String session = harness.newSession(workspace);
			CompletableFuture<PromptResponse> turn = harness.prompt(session, "hi");
			assertThat(held.await(AgentHarness.TIMEOUT, TimeUnit.SECONDS)).isTrue();
			CompletableFuture<Void> first = CompletableFuture.runAsync(harness::shutdown);
			CompletableFuture<Void> second = CompletableFuture.runAsync(harness::shutdown);
			release.countDown();
			await(first);
			await(second);
			// Saved once by the end of the cancelled turn and once by the shutdown (a second shutdown
			// beside it would save a closed log again, and fail to).
			assertThat(store.syncs).hasValue(2);
			assertThat(store.closes).hasValue(1);
			assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);
		}
		assertThat(store.syncs).hasValue(2);
		assertThat(store.closes).hasValue(1);
	}

	/** A stdio server that never answers {@code initialize} nor reads its input: a shell waiting on a sleep. */
	private static McpServerStdio sleeper(String marker) {
		return McpServerStdio.of("sleeper", "sh", List.of("-c", "sleep " + marker + " & wait"), List.of());
	}

	/** The processes whose command line carries {@code marker} (bwrap, the shell and its sleep). */
	private static List<ProcessHandle> processes(String marker) {
		return ProcessHandle.allProcesses().filter(p -> p.info().commandLine().map(line -> line.contains(marker)).orElse(false))
				.toList();
	}

	private static void awaitStarted(String marker) throws InterruptedException {
		for (int i = 0; i < 2000 && processes(marker).stream().noneMatch(p -> p.info().command().orElse("").endsWith("sleep")); i++) {
			Thread.sleep(10);
		}
		assertThat(processes(marker)).as("the server runs").isNotEmpty();
	}

	/** Closing the agent's input while a stdio server is still starting leaves no process of it behind. */
	@Test
	void aServerStillStartingEndsWithTheAgent() throws Exception {
		String marker = "600." + System.nanoTime(); // a command line of its own
		AgentHarness harness = new AgentHarness(new AgentModule(AgentConfig.of(sessions), Map.of()));
		harness.initialize();
		harness.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of(sleeper(marker))));
		awaitStarted(marker);
		harness.close();
		assertThat(processes(marker)).isEmpty();
	}

	/** The same right after the client cancelled the session/new that started the server. */
	@Test
	void aServerOfACancelledSessionNewEndsWithTheAgent() throws Exception {
		String marker = "600." + System.nanoTime();
		AgentHarness harness = new AgentHarness(new AgentModule(AgentConfig.of(sessions), Map.of()));
		harness.initialize();
		CompletableFuture<NewSessionResponse> answer = harness.agent.newSession(NewSessionRequest.of(workspace.toString(),
				List.of(sleeper(marker))));
		awaitStarted(marker);
		answer.cancel(true);
		harness.close();
		assertThat(processes(marker)).isEmpty();
	}
}
