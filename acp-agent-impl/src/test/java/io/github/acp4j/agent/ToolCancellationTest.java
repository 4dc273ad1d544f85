package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.TIMEOUT;
import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.Content;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import mockwebserver3.Dispatcher;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import mockwebserver3.RecordedRequest;
import io.github.acp4j.api.types.TextContent;

/**
 * A tool the user cancels stops, and its session takes the next prompt: a search whose expression
 * or glob backtracks without end in java.util.regex, and a search over a large tree cancelled mid-walk. The
 * strict model checks that the history the next prompt sends is one the API takes.
 */
class ToolCancellationTest {

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;
	/** Holds the model's answer to a tool result until the test ends: the turn is cancelled meanwhile, if it got that far. */
	final CountDownLatch released = new CountDownLatch(1);
	/** The model's answer to the first prompt. */
	volatile MockResponse firstAnswer;
	final MockWebServer model = StrictModel.server(new Dispatcher() {
		@Override
		public MockResponse dispatch(RecordedRequest request) throws InterruptedException {
			JsonArray messages = JsonParser.parseString(request.getBody().utf8()).getAsJsonObject().getAsJsonArray("messages");
			JsonObject last = messages.get(messages.size() - 1).getAsJsonObject();
			if (last.get("role").getAsString().equals("tool")) {
				released.await();
				return new MockResponse.Builder().code(503).build();
			}
			return last.toString().contains("again") ? text("again") : firstAnswer;
		}
	});
	AgentHarness harness;
	String session;

	@BeforeEach
	void start() throws Exception {
		model.start();
		harness = new AgentHarness(AgentHarness.openAi(PermissionPreset.WORKSPACE_WRITE, 10, sessions, model, "sk-tool-cancel-0000"));
		harness.initialize();
		session = harness.newSession(workspace);
	}

	@AfterEach
	void stop() throws Exception {
		released.countDown();
		try (AgentHarness agent = harness; MockWebServer server = model) {
			// both closed, the agent first
		}
	}

	/** Has the model call {@code tool}, cancels the turn once the call runs, and checks the session goes on. */
	private void cancelWhileItRuns(String tool, String arguments) throws Exception {
		firstAnswer = toolCall("t1", tool, arguments);
		CompletableFuture<PromptResponse> turn = harness.prompt(session, "search");
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(TIMEOUT);
		while (harness.updates(session).stream()
				.noneMatch(u -> u instanceof ToolCallUpdate && ((ToolCallUpdate) u).status() == ToolCallStatus.IN_PROGRESS)) {
			assertThat(System.nanoTime()).as("the call started").isLessThan(deadline);
			Thread.sleep(1);
		}
		harness.agent.cancel(CancelNotification.of(session));
		assertThat(await(turn).stopReason()).isEqualTo(StopReason.CANCELLED);

		// The next prompt of the session starts only once the cancelled turn's thread is done.
		assertThat(await(harness.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(StrictModel.of(model).refused()).isEmpty();
	}

	@Test
	void aCatastrophicRegularExpressionIsCancelledAndTheNextPromptRuns() throws Exception {
		// java.util.regex backtracks on this line for longer than anyone waits.
		for (int i = 0; i < 1_000; i++) {
			Files.writeString(workspace.resolve("a" + i + ".txt"), "a".repeat(100) + "\n");
		}
		cancelWhileItRuns("grep", "{\"pattern\":\"(.*a){12}x\"}");
	}

	@Test
	void aCatastrophicGlobIsCancelledAndTheNextPromptRuns() throws Exception {
		// The JDK's glob matcher backtracks on this name for longer than anyone waits.
		Files.writeString(workspace.resolve("a".repeat(100)), "a\n");
		cancelWhileItRuns("glob", "{\"pattern\":\"" + "**a".repeat(12) + "x\"}");
	}

	/**
	 * Checks that the call was still running when the turn was cancelled, and stopped within the grace
	 * the turn gives it: its last update, sent before the answer, says it was cancelled while it ran.
	 */
	private void stoppedWhileItRan() {
		ToolCallUpdate last = harness.updates(session).stream().filter(ToolCallUpdate.class::isInstance)
				.map(ToolCallUpdate.class::cast).reduce((first, second) -> second).orElseThrow();
		assertThat(last.status()).isEqualTo(ToolCallStatus.FAILED);
		assertThat(last.content()).containsExactly(Content.of(TextContent.of("Cancelled by the user while it ran; it may have partly taken effect.")));
	}

	/**
	 * 2,000 names in 20 folders for one file of 2 MB of lines that do not match: searching each takes a
	 * while, all of them far longer than the grace a cancelled turn gives its tool, so the cancel finds
	 * the walk under way.
	 */
	@Test
	void aSearchOfALargeTreeCancelledMidWalkEndsAndTheNextPromptRuns() throws Exception {
		Path text = Files.writeString(workspace.resolve("text.txt"), "no match here\n".repeat(140_000));
		for (int d = 0; d < 20; d++) {
			Path directory = Files.createDirectories(workspace.resolve("d" + d));
			for (int f = 0; f < 100; f++) {
				Files.createLink(directory.resolve("f" + f + ".txt"), text);
			}
		}
		cancelWhileItRuns("grep", "{\"pattern\":\"needle\"}");
		stoppedWhileItRan();
	}

	/**
	 * 500 files ten folders deep, with long names, and a glob that RE2/J takes a while to match
	 * against each path (in time linear in the path, no backtracking): all of them take far longer than
	 * the grace a cancelled turn gives its tool, so the cancel finds the walk under way, and only the
	 * walk's own check between two files stops it.
	 */
	@Test
	void aGlobOfALargeTreeCancelledMidWalkEndsAndTheNextPromptRuns() throws Exception {
		Path deep = workspace;
		for (int d = 0; d < 10; d++) {
			deep = deep.resolve("a".repeat(200));
		}
		Files.createDirectories(deep);
		for (int f = 0; f < 500; f++) {
			Files.createFile(deep.resolve("a".repeat(200) + f));
		}
		cancelWhileItRuns("glob", "{\"pattern\":\"" + "**a".repeat(500) + "x\"}");
		stoppedWhileItRan();
	}
}
