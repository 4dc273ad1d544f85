package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Stream;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;

import io.github.acp4j.agent.WindowedModel.Dialect;
import io.github.acp4j.agent.WindowedModel.Seen;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ClientSessionCapabilities;
import io.github.acp4j.api.types.CompactionCapabilities;
import io.github.acp4j.api.types.CompactionStatus;
import io.github.acp4j.api.types.CompactionSummaryChunk;
import io.github.acp4j.api.types.CompactionUpdate;
import io.github.acp4j.api.types.Cost;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.NoticeCapabilities;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.UsageUpdate;
import io.github.acp4j.api.types.UserMessageChunk;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

import mockwebserver3.MockWebServer;

/**
 * Long sessions against a model with a real context limit: compaction before a request would pass
 * the threshold, after the provider refuses one as too long, shown as the client asked, cancelled
 * like any turn, stored, and loaded again.
 */
class CompactionTest {

	private static final String FACT = "Remember this: the secret word is PAPAYA.";
	private static final String QUESTION = "What is the secret word?";

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;
	private MockWebServer server;
	private WindowedModel model;
	private AgentHarness harness;

	@AfterEach
	void stop() throws Exception {
		if (model != null && model.holdSummaries != null) {
			model.holdSummaries.countDown();
		}
		if (harness != null) {
			harness.close();
		}
		if (server != null) {
			server.close();
		}
	}

	/** The agent on the model, the window set with {@code {PREFIX}_CONTEXT_WINDOW}. */
	private AgentHarness agent(Dialect dialect, long window, int threshold) throws Exception {
		if (model == null) {
			model = new WindowedModel(dialect, window);
			server = StrictModel.server(model);
			server.start();
		}
		String prefix = dialect == Dialect.OPENAI ? "OPENAI" : "ANTHROPIC";
		String base = dialect == Dialect.OPENAI ? server.url("/v1").toString() : server.url("/").toString();
		return new AgentHarness(new AgentModule(
				AgentConfig.builder(sessions).maxTurnRequests(10).contextWindow(128_000).compactThreshold(threshold).build(),
				Map.of(prefix + "_API_KEY", "sk-compaction-test-0000", prefix + "_BASE_URL", base, prefix + "_MODELS", StrictModel.NO_LIST, prefix + "_CONTEXT_WINDOW",
						Long.toString(window))));
	}

	private static ClientCapabilities capabilities(boolean compaction, boolean notices) {
		return ClientCapabilities.builder().session(ClientSessionCapabilities.builder()
				.compaction(compaction ? CompactionCapabilities.of() : null)
				.notices(notices ? NoticeCapabilities.of() : null).build()).build();
	}

	private String said(String session, int fromUpdate) {
		StringBuilder text = new StringBuilder();
		List<SessionUpdate> updates = harness.updates(session);
		for (SessionUpdate update : updates.subList(fromUpdate, updates.size())) {
			if (update instanceof AgentMessageChunk chunk && chunk.content() instanceof TextContent content) {
				text.append(content.text());
			}
		}
		return text.toString();
	}

	/** Prompts once and returns what the agent said in that turn. */
	private String turn(String session, String prompt) throws Exception {
		int from = harness.updates(session).size();
		assertThat(await(harness.prompt(session, prompt)).stopReason()).isEqualTo(StopReason.END_TURN);
		return said(session, from);
	}

	enum Display {
		COMPACTION, NOTICES, NEITHER
	}

	@ParameterizedTest
	@EnumSource(Display.class)
	void fortyTurnsStayInsideASixThousandTokenWindowAndTheLastStillKnowsTheFirst(Display display) throws Exception {
		harness = agent(Dialect.OPENAI, 6_000, AgentConfig.DEFAULT_COMPACT_THRESHOLD);
		harness.initialize(capabilities(display == Display.COMPACTION, display == Display.NOTICES));
		String session = harness.newSession(workspace);

		assertThat(turn(session, FACT + " Now tell me about the agent, at length.")).hasSize(2_000);
		for (int i = 2; i < 40; i++) {
			assertThat(turn(session, "Tell me more, part " + i + ".")).hasSize(2_000);
		}
		assertThat(turn(session, QUESTION)).isEqualTo("The secret word is PAPAYA.");

		assertThat(model.seen).noneMatch(Seen::refused).allMatch(seen -> seen.tokens() <= 6_000);
		assertThat(model.summaries()).hasSizeGreaterThanOrEqualTo(2);
		Seen last = model.turns().get(model.turns().size() - 1);
		assertThat(last.text()).doesNotContain(FACT).contains("The secret word is PAPAYA.")
				.contains("This session continues an earlier conversation");
		List<SessionUpdate> updates = harness.updates(session);
		List<CompactionUpdate> compactions = updates.stream().filter(CompactionUpdate.class::isInstance)
				.map(CompactionUpdate.class::cast).toList();
		List<Notice> notices = updates.stream().filter(Notice.class::isInstance).map(Notice.class::cast).toList();
		switch (display) {
		case COMPACTION -> {
			assertThat(notices).isEmpty();
			assertThat(compactions).hasSize(2 * model.summaries().size());
			CompactionUpdate started = compactions.get(0);
			assertThat(started.status()).isEqualTo(CompactionStatus.IN_PROGRESS);
			CompactionUpdate done = compactions.get(1);
			assertThat(done.compactionId()).isEqualTo(started.compactionId());
			assertThat(done.status()).isEqualTo(CompactionStatus.COMPLETED);
			String streamed = updates.stream().filter(CompactionSummaryChunk.class::isInstance).map(CompactionSummaryChunk.class::cast)
					.filter(chunk -> chunk.compactionId().equals(started.compactionId()))
					.map(chunk -> ((TextContent) chunk.content()).text()).reduce("", String::concat);
			assertThat(streamed).contains("The secret word is PAPAYA.");
			assertThat(done.summary()).containsExactly(TextContent.of(streamed));
		}
		case NOTICES -> {
			assertThat(compactions).isEmpty();
			assertThat(updates).noneMatch(CompactionSummaryChunk.class::isInstance);
			assertThat(notices).hasSize(model.summaries().size())
					.allSatisfy(notice -> assertThat(notice.title()).isEqualTo("Conversation compacted"));
		}
		case NEITHER -> assertThat(updates).noneMatch(update -> update instanceof CompactionUpdate
				|| update instanceof CompactionSummaryChunk || update instanceof Notice);
		}
	}

	@ParameterizedTest
	@EnumSource(Dialect.class)
	void aContextLengthRefusalCompactsOnceAndTheRequestIsRetried(Dialect dialect) throws Exception {
		// The agent is told the window is 12,000 tokens and compacts at 95%; the model takes 5,000.
		harness = agent(dialect, 12_000, 95);
		model.limit = 5_000;
		harness.initialize();
		String session = harness.newSession(workspace);
		turn(session, FACT);
		int turns = 1;
		while (model.seen.stream().noneMatch(Seen::refused)) {
			turn(session, "Tell me more, part " + ++turns + ".");
		}
		assertThat(model.seen).filteredOn(Seen::refused).hasSize(1);
		assertThat(model.summaries()).hasSize(1);
		Seen refused = model.seen.stream().filter(Seen::refused).findFirst().orElseThrow();
		List<Seen> after = model.seen.subList(model.seen.indexOf(refused) + 1, model.seen.size());
		assertThat(after).hasSize(2);
		assertThat(after.get(0).summary()).isTrue();
		assertThat(after.get(1).refused()).isFalse();
		assertThat(after.get(1).text()).contains("This session continues an earlier conversation").doesNotContain(FACT);
		assertThat(turn(session, QUESTION)).isEqualTo("The secret word is PAPAYA.");
	}

	@Test
	void cancelDuringCompactionAnswersCancelledAndLeavesTheHistoryAsItWas() throws Exception {
		harness = agent(Dialect.OPENAI, 6_000, AgentConfig.DEFAULT_COMPACT_THRESHOLD);
		harness.initialize(capabilities(true, true));
		String session = harness.newSession(workspace);
		model.holdSummaries = new CountDownLatch(1);
		turn(session, FACT);
		CompletableFuture<PromptResponse> running = null;
		for (int i = 2; running == null; i++) {
			CompletableFuture<PromptResponse> answer = harness.prompt(session, "Tell me more, part " + i + ".");
			CompletableFuture<Object> either = CompletableFuture.anyOf(answer,
					CompletableFuture.runAsync(() -> awaitQuietly(model.summaryAsked)));
			await(either);
			if (model.summaryAsked.getCount() == 0) {
				running = answer;
			} else {
				assertThat(answer.get().stopReason()).isEqualTo(StopReason.END_TURN);
			}
		}
		AtomicInteger atAnswer = new AtomicInteger();
		CompletableFuture<PromptResponse> answered = running.thenApply(response -> {
			atAnswer.set(harness.updates(session).size());
			return response;
		});
		harness.agent.cancel(CancelNotification.of(session));
		assertThat(await(answered).stopReason()).isEqualTo(StopReason.CANCELLED);
		List<SessionUpdate> updates = harness.updates(session);
		CompactionUpdate cancelled = (CompactionUpdate) updates.get(atAnswer.get() - 1);
		assertThat(cancelled.status()).isEqualTo(CompactionStatus.CANCELLED);
		assertThat(updates).filteredOn(CompactionUpdate.class::isInstance).hasSize(2);

		model.holdSummaries.countDown();
		model.holdSummaries = null;
		int before = model.turns().size();
		turn(session, QUESTION);
		assertThat(harness.updates(session).subList(0, atAnswer.get())).isEqualTo(updates.subList(0, atAnswer.get()));
		Seen next = model.turns().get(before);
		String stored = Files.readString(storedFile(session));
		if (model.summaries().size() == 1) {
			// The question's own request did not need a compaction: the history is whole.
			assertThat(next.text()).contains(FACT);
			assertThat(stored).doesNotContain("\"type\":\"compaction\"");
		}
		assertThat(harness.updates(session).subList(atAnswer.get(), harness.updates(session).size()))
				.noneMatch(update -> update instanceof CompactionUpdate c && c.compactionId().equals(cancelled.compactionId()));
	}

	private static void awaitQuietly(CountDownLatch latch) {
		try {
			latch.await(AgentHarness.TIMEOUT, TimeUnit.SECONDS);
		} catch (InterruptedException e) {
			Thread.currentThread().interrupt();
		}
	}

	private Path storedFile(String session) throws Exception {
		try (Stream<Path> files = Files.walk(sessions)) {
			return files.filter(file -> file.getFileName().toString().equals(session + ".jsonl")).findFirst().orElseThrow();
		}
	}

	@Test
	void aPromptLargerThanTheWindowIsRefusedAndTheSessionGoesOn() throws Exception {
		harness = agent(Dialect.OPENAI, 6_000, AgentConfig.DEFAULT_COMPACT_THRESHOLD);
		harness.initialize();
		String session = harness.newSession(workspace);
		String huge = "word ".repeat(8_000);
		var refused = error(harness.prompt(session, huge));
		assertThat(refused.getResponseError().getCode()).isEqualTo(JsonRpcErrors.INVALID_PARAMS);
		assertThat(refused.getResponseError().getMessage()).startsWith("The prompt needs about ")
				.contains("6,000-token context window of openai/");
		assertThat(model.seen).isEmpty();
		assertThat(turn(session, "Tell me about the agent.")).hasSize(2_000);
		assertThat(model.seen).hasSize(1);
		assertThat(model.seen.get(0).text()).doesNotContain(huge);
	}

	@Test
	void aCompactedSessionLoadsIntoANewAgentContinuesCompactedAndReplaysWhatTheUserSaw() throws Exception {
		harness = agent(Dialect.OPENAI, 6_000, AgentConfig.DEFAULT_COMPACT_THRESHOLD);
		harness.initialize();
		String session = harness.newSession(workspace);
		turn(session, FACT);
		int turns = 1;
		while (model.summaries().isEmpty() || turns < 10) {
			turn(session, "Tell me more, part " + ++turns + ".");
		}
		String shown = said(session, 0);
		harness.close();

		harness = agent(Dialect.OPENAI, 6_000, AgentConfig.DEFAULT_COMPACT_THRESHOLD);
		harness.initialize();
		await(harness.agent.loadSession(LoadSessionRequest.of(List.of(), workspace.toString(), session)));
		List<SessionUpdate> replay = harness.updates(session);
		assertThat(replay).filteredOn(UserMessageChunk.class::isInstance).hasSize(turns);
		assertThat(said(session, 0)).isEqualTo(shown);
		int before = model.turns().size();
		assertThat(turn(session, QUESTION)).isEqualTo("The secret word is PAPAYA.");
		Seen next = model.turns().get(before);
		assertThat(next.text()).contains("This session continues an earlier conversation").doesNotContain(FACT);
	}

	@Test
	void usageUpdateReportsTheLastRequestsContextTheWindowAndTheCost() throws Exception {
		harness = agent(Dialect.OPENAI, 50_000, AgentConfig.DEFAULT_COMPACT_THRESHOLD);
		model.cost = 0.25;
		harness.initialize();
		String session = harness.newSession(workspace);
		turn(session, "Tell me about the agent.");
		turn(session, "Tell me more.");
		List<UsageUpdate> usage = harness.updates(session).stream().filter(UsageUpdate.class::isInstance)
				.map(UsageUpdate.class::cast).toList();
		assertThat(usage).hasSize(2);
		assertThat(usage.get(0)).isEqualTo(UsageUpdate.builder(model.seen.get(0).tokens(), 50_000L).cost(Cost.of(0.25,
				"USD")).build());
		assertThat(usage.get(1)).isEqualTo(UsageUpdate.builder(model.seen.get(1).tokens(), 50_000L).cost(Cost.of(0.5,
				"USD")).build());
		assertThat(model.seen.get(1).tokens()).isGreaterThan(model.seen.get(0).tokens() + 300);
	}
}
