package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.AgentHarness.error;
import static io.github.acp4j.agent.OpenAiStreams.delta;
import static io.github.acp4j.agent.OpenAiStreams.sse;
import static io.github.acp4j.agent.OpenAiStreams.stream;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static io.github.acp4j.agent.OpenAiStreams.toolCall;
import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.stream.Collectors;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Module;
import com.google.inject.util.Modules;

import io.github.acp4j.agent.llm.internal.RetryPolicy;
import io.github.acp4j.agent.mcp.McpConnector;
import io.github.acp4j.agent.mcp.internal.DefaultMcpConnector;
import io.github.acp4j.agent.llm.ChatMessage;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.store.SessionHeader;
import io.github.acp4j.agent.store.SessionStore;
import io.github.acp4j.agent.store.StoredMessage;
import io.github.acp4j.agent.store.StoredSession;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.OkHttpClient;

/**
 * Faults around the agent: a provider that fails, hangs, cuts or garbles its stream or sends
 * arguments that are not JSON; a disk that fills up; a session directory that cannot be written;
 * an MCP server that never answers. The agent answers cleanly, says what happened, and what it
 * stored still loads.
 */
class FaultInjectionTest {

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;
	final MockWebServer model = StrictModel.server();
	AgentHarness harness;

	@BeforeEach
	void start() throws Exception {
		model.start();
	}

	@AfterEach
	void stop() throws Exception {
		if (harness != null) {
			harness.close();
		}
		model.close();
	}

	private AgentModule module(Path sessionDir) {
		return AgentHarness.openAi(PermissionPreset.FULL_ACCESS, 8, sessionDir, model, "sk-fault");
	}

	private String session(Module module) throws Exception {
		harness = new AgentHarness(module);
		harness.initialize();
		return harness.newSession(workspace);
	}

	private String said(String session) {
		return harness.updates(session).stream().filter(AgentMessageChunk.class::isInstance)
				.map(u -> ((TextContent) ((AgentMessageChunk) u).content()).text()).collect(Collectors.joining());
	}

	@Test
	void aProviderThatKeepsFailingIsAOneLineErrorAndTheSessionGoesOn() throws Exception {
		String session = session(module(sessions));
		for (int i = 0; i <= RetryPolicy.DEFAULT.maxRetries(); i++) {
			model.enqueue(new MockResponse.Builder().code(503).body("upstream down").build());
		}
		ResponseErrorException failure = error(harness.prompt(session, "hi"));
		assertThat(failure.getResponseError().getCode()).isEqualTo(JsonRpcErrors.INTERNAL_ERROR);
		assertThat(failure.getMessage()).contains("openai").contains("503").doesNotContain("\n");
		model.enqueue(text("back"));
		assertThat(await(harness.prompt(session, "again")).stopReason()).isEqualTo(StopReason.END_TURN);
	}

	@Test
	void aProviderThatHangsTimesOutCleanly() throws Exception {
		OkHttpClient impatient = new OkHttpClient.Builder().readTimeout(Duration.ofMillis(300)).build();
		String session = session(Modules.override(module(sessions)).with(binder -> binder.bind(OkHttpClient.class)
				.toInstance(impatient)));
		// Headers, then nothing: the read times out (and so does each retry).
		for (int i = 0; i <= RetryPolicy.DEFAULT.maxRetries(); i++) {
			model.enqueue(new MockResponse.Builder().addHeader("Content-Type", "text/event-stream")
					.bodyDelay(60, java.util.concurrent.TimeUnit.SECONDS).body("data: [DONE]\n\n").build());
		}
		ResponseErrorException failure = error(harness.prompt(session, "hi"));
		assertThat(failure.getResponseError().getCode()).isEqualTo(JsonRpcErrors.INTERNAL_ERROR);
		assertThat(failure.getMessage()).contains("openai");
	}

	@Test
	void aCutStreamAfterOutputIsAnErrorNotARetry() throws Exception {
		String session = session(module(sessions));
		model.enqueue(stream(sse(delta("{\"content\":\"Half an ans\"}"))));
		ResponseErrorException failure = error(harness.prompt(session, "hi"));
		assertThat(failure.getMessage()).contains("openai");
		assertThat(said(session)).isEqualTo("Half an ans");
		assertThat(model.getRequestCount()).isEqualTo(1);
	}

	@Test
	void aMalformedStreamIsAnError() throws Exception {
		String session = session(module(sessions));
		model.enqueue(stream("data: {\"choices\":[{\"index\":0,\"delta\":{\"content\":\"ok\"}}]}\n\ndata: {this is not json\n\n"));
		ResponseErrorException failure = error(harness.prompt(session, "hi"));
		assertThat(failure.getMessage()).contains("openai").doesNotContain("\n");
	}

	@Test
	void argumentsThatAreNotJsonFailTheCallAndTheTurnGoesOn() throws Exception {
		String session = session(module(sessions));
		model.enqueue(toolCall("c1", "write_file", "{\"path\": \"a.txt\", \"content\": "));
		model.enqueue(text("Sorry, again."));
		assertThat(await(harness.prompt(session, "write")).stopReason()).isEqualTo(StopReason.END_TURN);
		ToolCallUpdate failed = harness.updates(session).stream().filter(ToolCallUpdate.class::isInstance)
				.map(ToolCallUpdate.class::cast).filter(u -> u.status() == ToolCallStatus.FAILED).findFirst().orElseThrow();
		assertThat(failed.content().toString()).contains("not a JSON object");
		assertThat(workspace.resolve("a.txt")).doesNotExist();
		model.takeRequest();
		assertThat(model.takeRequest().getBody().utf8()).contains("must be a JSON object");
	}

	@Test
	void aFifoOrADeviceIsNotReadForever() throws Exception {
		String session = session(module(sessions));
		Path fifo = workspace.resolve("pipe");
		assertThat(new ProcessBuilder("mkfifo", fifo.toString()).start().waitFor()).isZero();
		model.enqueue(toolCall("c1", "read_file", "{\"path\":\"pipe\"}"));
		model.enqueue(text("ok"));
		assertThat(await(harness.prompt(session, "read the pipe")).stopReason()).isEqualTo(StopReason.END_TURN);
		model.takeRequest();
		assertThat(model.takeRequest().getBody().utf8()).contains("is not a regular file");
	}

	@Test
	void aFullDiskStopsSavingSaysSoAndLeavesALoadableFile() throws Exception {
		FillingStore store = new FillingStore(new JsonlSessionStore(sessions), 2);
		String session = session(Modules.override(module(sessions)).with(binder -> binder.bind(SessionStore.class)
				.toInstance(store)));
		model.enqueue(toolCall("c1", "write_file", "{\"path\":\"a.txt\",\"content\":\"x\"}"));
		model.enqueue(text("Done."));
		assertThat(await(harness.prompt(session, "write a.txt")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(said(session)).contains("[This session is no longer being saved: IOException: No space left on device");
		model.enqueue(text("Still here."));
		assertThat(await(harness.prompt(session, "and now?")).stopReason()).isEqualTo(StopReason.END_TURN);
		Optional<StoredSession> stored = new JsonlSessionStore(sessions).read(session);
		assertThat(stored).isPresent();
		// The prompt and the call were saved; the call's result was not, so loading answers it.
		assertThat(stored.get().messages()).hasSize(3);
		assertThat(stored.get().messages().get(0).message().text()).isEqualTo("write a.txt");
		assertThat(stored.get().messages().get(2).message().toolCallId()).isEqualTo("c1");
	}

	@Test
	void aSessionDirectoryThatCannotBeWrittenLeavesAWorkingUnsavedSession() throws Exception {
		Path notADirectory = Files.writeString(sessions.resolve("file"), "in the way");
		String session = session(module(notADirectory));
		model.enqueue(text("Works."));
		assertThat(await(harness.prompt(session, "hi")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(said(session)).startsWith("[This session is not being saved: ").endsWith("Works.");
	}

	@Test
	void anMcpServerThatNeverAnswersIsGivenUpOn() throws Exception {
		String session = session(Modules.override(module(sessions)).with(binder -> binder.bind(McpConnector.class)
				.toInstance(new DefaultMcpConnector(new OkHttpClient(), Duration.ofMillis(500), DefaultMcpConnector.CALL_TIMEOUT))));
		String mute = await(harness.agent.newSession(new NewSessionRequest(workspace.toString(), null,
				List.of(new McpServerStdio("mute", "sleep", List.of("600"), List.of(), null)), null))).sessionId();
		model.enqueue(text("ok"));
		assertThat(await(harness.prompt(mute, "hi")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(said(mute)).contains("[MCP server mute did not start: did not answer initialize and tools/list within 500 ms");
		assertThat(ProcessHandle.allProcesses().map(p -> p.info().commandLine().orElse(""))).noneMatch(c -> c.equals("sleep 600"));
		assertThat(harness.updates(session)).isEmpty();
	}

	/** A store whose disk fills up after {@code room} appended lines. */
	static final class FillingStore implements SessionStore {
		private final SessionStore disk;
		private final AtomicInteger room;

		FillingStore(SessionStore disk, int room) {
			this.disk = disk;
			this.room = new AtomicInteger(room);
		}

		private Log filling(Log log) {
			return new Log() {
				@Override
				public void append(StoredMessage message) throws IOException {
					if (room.getAndDecrement() <= 0) {
						throw new IOException("No space left on device");
					}
					log.append(message);
				}

				@Override
				public void compacted(List<ChatMessage> history) throws IOException {
					log.compacted(history);
				}

				@Override
				public void clear() throws IOException {
					log.clear();
				}

				@Override
				public void title(String title) throws IOException {
					log.title(title);
				}

				@Override
				public void settings(String mode, String model) throws IOException {
					log.settings(mode, model);
				}

				@Override
				public void sync() throws IOException {
					log.sync();
				}

				@Override
				public void close() throws IOException {
					log.close();
				}
			};
		}

		@Override
		public Log create(SessionHeader header) throws IOException {
			return filling(disk.create(header));
		}

		@Override
		public Log open(String sessionId) throws IOException {
			return filling(disk.open(sessionId));
		}

		@Override
		public Optional<StoredSession> read(String sessionId) {
			return disk.read(sessionId);
		}

		@Override
		public Page list(String cwd, String cursor, int pageSize) {
			return disk.list(cwd, cursor, pageSize);
		}

		@Override
		public boolean delete(String sessionId) throws IOException {
			return disk.delete(sessionId);
		}
	}
}
