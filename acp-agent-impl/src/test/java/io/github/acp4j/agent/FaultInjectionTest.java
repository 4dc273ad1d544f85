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
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.logging.Handler;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.stream.Collectors;
import java.util.stream.Stream;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.gson.JsonObject;
import com.google.gson.JsonParser;
import com.google.inject.Module;
import com.google.inject.multibindings.Multibinder;
import com.google.inject.util.Modules;

import io.github.acp4j.agent.mcp.McpConnector;
import io.github.acp4j.agent.mcp.internal.DefaultMcpConnector;
import io.github.acp4j.agent.sandbox.Sandbox;
import io.github.acp4j.agent.session.SessionLog;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.RetryPolicy;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.SessionStore;
import io.github.acp4j.agent.spi.StoredSession;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;
import io.github.acp4j.agent.turn.PromptTurn;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.ClientSessionCapabilities;
import io.github.acp4j.api.types.ForkSessionRequest;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.NoticeCapabilities;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SessionInfo;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.ToolKind;
import io.github.acp4j.jsonrpc.JsonRpcErrors;
import mockwebserver3.MockResponse;
import mockwebserver3.MockWebServer;
import okhttp3.OkHttpClient;

/**
 * Faults around the agent: a provider that fails, hangs, cuts or garbles its stream or sends
 * arguments that are not JSON; a disk that fills up; a session directory that cannot be written;
 * an MCP server that never answers, and a burst of sessions whose servers never answer. The agent
 * answers cleanly, says what happened, and what it stored still loads.
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

	private static final ClientCapabilities NOTICES = ClientCapabilities.builder()
			.session(ClientSessionCapabilities.builder().notices(NoticeCapabilities.of()).build()).build();

	private String session(Module module) throws Exception {
		return session(module, ClientCapabilities.builder().build());
	}

	private String session(Module module, ClientCapabilities capabilities) throws Exception {
		harness = new AgentHarness(module);
		harness.initialize(capabilities);
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

	/** A tool that crashes with the agent's key in its message: at prepare for {@code "early"}, else when it runs. */
	static final class LeakingTool implements AgentTool {
		final String secret;

		LeakingTool(String secret) {
			this.secret = secret;
		}

		@Override
		public String name() {
			return "leak";
		}

		@Override
		public String description() {
			return "Crashes";
		}

		@Override
		public JsonObject parameters() {
			return new JsonObject();
		}

		@Override
		public ToolKind kind() {
			return ToolKind.OTHER;
		}

		@Override
		public PermissionClass permissionClass() {
			return PermissionClass.NONE;
		}

		@Override
		public Call prepare(JsonObject arguments, ToolContext context) {
			if (arguments.has("early")) {
				throw new IllegalStateException("bad config " + secret, new IllegalArgumentException("cause " + secret));
			}
			return Call.of("Leak", List.of(), true, () -> {
				throw new IllegalStateException("token was " + secret, new IllegalArgumentException("cause " + secret));
			});
		}
	}

	@Test
	void aCrashingToolsMessageAndStackTraceReachNeitherTheClientNorTheModelNorTheLogWithTheKey() throws Exception {
		String key = "sk-crash-5e4d3c2b1a09f8e7";
		List<LogRecord> records = new CopyOnWriteArrayList<>();
		Handler capture = new Handler() {
			@Override
			public void publish(LogRecord record) {
				records.add(record);
			}

			@Override
			public void flush() {
			}

			@Override
			public void close() {
			}
		};
		Logger logger = Logger.getLogger("io.github.acp4j");
		logger.addHandler(capture);
		logger.setLevel(java.util.logging.Level.ALL);
		String session;
		try {
			session = session(Modules.override(AgentHarness.openAi(PermissionPreset.FULL_ACCESS, 8, sessions, model, key))
					.with(binder -> Multibinder.newSetBinder(binder, AgentTool.class).addBinding().toInstance(new LeakingTool(key))));
			model.enqueue(toolCall("c1", "leak", "{}"));
			model.enqueue(toolCall("c2", "leak", "{\"early\":true}"));
			model.enqueue(text("sorry"));
			assertThat(await(harness.prompt(session, "crash")).stopReason()).isEqualTo(StopReason.END_TURN);
		} finally {
			logger.removeHandler(capture);
			logger.setLevel(null);
		}
		List<String> seen = new java.util.ArrayList<>();
		for (int i = 0; i < model.getRequestCount(); i++) {
			seen.add(model.takeRequest().getBody().utf8());
		}
		assertThat(seen).hasSize(3);
		assertThat(seen.get(2)).contains("leak failed: token was [REDACTED]").contains("leak failed: bad config [REDACTED]");
		harness.updates(session).forEach(update -> seen.add(update.toString()));
		assertThat(records).anySatisfy(record -> assertThat(log(record)).contains("token was [REDACTED]").contains("at "));
		records.forEach(record -> seen.add(log(record)));
		assertThat(seen).noneMatch(text -> text.contains(key));
	}

	/** A log record as a handler would write it, stack trace included. */
	private static String log(LogRecord record) {
		java.io.StringWriter trace = new java.io.StringWriter();
		if (record.getThrown() != null) {
			record.getThrown().printStackTrace(new java.io.PrintWriter(trace));
		}
		return record.getMessage() + "\n" + trace;
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

	/**
	 * A store that fails (the hook stands for a full disk) keeps what the session records in memory and
	 * says so; once it takes records again, they are written in order, and the user is told. A client
	 * without notices is told in agent messages.
	 */
	@Test
	void aStoreThatFailsKeepsTheRecordsSaysSoAndWritesThemOnceItWorksAgain() throws Exception {
		AtomicInteger room = new AtomicInteger(2);
		HookedStore store = new HookedStore(new JsonlSessionStore(sessions), message -> {
			if (room.getAndDecrement() <= 0) {
				throw new IOException("No space left on device");
			}
		});
		String session = session(Modules.override(module(sessions)).with(binder -> binder.bind(SessionStore.class)
				.toInstance(store)));
		model.enqueue(toolCall("c1", "write_file", "{\"path\":\"a.txt\",\"content\":\"x\"}"));
		model.enqueue(text("Done."));
		PromptResponse unsaved = await(harness.prompt(session, "write a.txt"));
		assertThat(unsaved.stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(unsaved.meta().getAsJsonObject().get(PromptTurn.STORAGE_META).getAsString())
				.isEqualTo("This session is not being saved: No space left on device; 3 records wait in memory");
		assertThat(said(session)).contains("[This session is not being saved: No space left on device. What it records is kept "
				+ "in memory and saved once the session store can be written again").doesNotContain("IOException");
		// The prompt and the call were saved; the call's result, the answer and the title wait (loading answers the call).
		assertThat(store.read(session).orElseThrow().messages()).extracting(message -> message.message().text())
				.containsExactly("write a.txt", "", "Not run: the turn ended before this call ran.");

		room.set(Integer.MAX_VALUE);
		model.enqueue(text("Still here."));
		PromptResponse saved = await(harness.prompt(session, "and now?"));
		assertThat(saved.meta()).isNull();
		assertThat(said(session)).contains("[This session is being saved again: ");
		StoredSession stored = new JsonlSessionStore(sessions).read(session).orElseThrow();
		assertThat(stored.messages()).extracting(message -> message.message().text()).containsExactly("write a.txt", "",
				"Created a.txt (1 lines)", "Done.", "and now?", "Still here.");
		assertThat(stored.title()).isEqualTo("write a.txt");
	}

	/**
	 * A full file system, for real: the turn that cannot be saved says so in a notice and in its
	 * answer; once space is freed, the next prompt writes what waited, in order and whole, and says
	 * so; a new store reads every record back.
	 */
	@Test
	void aFullDiskIsToldAndWhatWaitedIsSavedInOrderOnceThereIsSpace() throws Exception {
		Path mounted = Files.createDirectories(sessions.resolve("disk"));
		try (SmallDisk disk = SmallDisk.mount(mounted, "2m")) {
			String session = session(module(mounted), NOTICES);
			disk.fill();
			// Longer than what is left of the file's last block: the write needs a block the disk does not have.
			String big = "Remember this: " + "x".repeat(16 * 1024);
			model.enqueue(text("Noted."));
			PromptResponse unsaved = await(harness.prompt(session, big));
			assertThat(unsaved.stopReason()).isEqualTo(StopReason.END_TURN);
			assertThat(unsaved.meta().getAsJsonObject().get(PromptTurn.STORAGE_META).getAsString())
					.startsWith("This session is not being saved: No space left on device");
			assertThat(notices(session)).containsExactly("This session is not being saved");

			disk.free();
			model.enqueue(text("Saved."));
			PromptResponse saved = await(harness.prompt(session, "second"));
			assertThat(saved.meta()).isNull();
			assertThat(notices(session)).containsExactly("This session is not being saved", "This session is being saved again");
			model.enqueue(text("Third."));
			assertThat(await(harness.prompt(session, "third")).meta()).isNull();
			harness.close();
			harness = null;

			assertWhole(mounted);
			StoredSession stored = new JsonlSessionStore(mounted).read(session).orElseThrow();
			assertThat(stored.messages()).extracting(message -> message.message().text()).containsExactly(big, "Noted.", "second",
					"Saved.", "third", "Third.");
			assertThat(stored.title()).startsWith("Remember this");
		}
	}

	/**
	 * A session/new on a full disk, for real: its file cannot be created, so it is answered -32010 in one
	 * line instead of ok, and nothing of it is left: no file, no listing, no MCP server running. Once there
	 * is space, the next session/new is made and saved.
	 */
	@Test
	void aSessionNewWhoseFileCannotBeCreatedFailsAndLeavesNothingOfIt() throws Exception {
		Path mounted = Files.createDirectories(sessions.resolve("disk"));
		try (SmallDisk disk = SmallDisk.mount(mounted, "2m")) {
			harness = new AgentHarness(module(mounted));
			harness.initialize();
			disk.fill();
			Path serverLog = workspace.resolve("server.log");
			ResponseErrorException refused = error(harness.agent.newSession(NewSessionRequest.of(workspace.toString(),
					List.of(McpTest.stdio("kept", serverLog)))));

			assertThat(refused.getResponseError().getCode()).isEqualTo(SessionLog.STORE_UNAVAILABLE);
			assertThat(refused.getResponseError().getMessage()).startsWith("The session cannot be saved (No space left on device")
					.doesNotContain("\n", "Exception");
			assertNoSessionFile(mounted);
			assertThat(await(harness.agent.listSessions(ListSessionsRequest.of())).sessions()).isEmpty();
			long server = Long.parseLong(Files.readAllLines(serverLog).get(0).substring("pid ".length()));
			ProcessHandle.of(server).ifPresent(process -> process.onExit().orTimeout(AgentHarness.TIMEOUT, TimeUnit.SECONDS).join());

			disk.free();
			String session = harness.newSession(workspace);
			model.enqueue(text("Saved."));
			assertThat(await(harness.prompt(session, "one")).meta()).isNull();
			assertThat(new JsonlSessionStore(mounted).read(session).orElseThrow().messages()).extracting(m -> m.message().text())
					.containsExactly("one", "Saved.");
		}
	}

	/** A fork whose file cannot be created fails the same way; the source goes on, the only session listed. */
	@Test
	void aForkWhoseFileCannotBeCreatedFailsAndLeavesTheSourceAlone() throws Exception {
		HookedStore store = new HookedStore(new JsonlSessionStore(sessions), message -> {
		});
		String source = session(Modules.override(module(sessions)).with(binder -> binder.bind(SessionStore.class).toInstance(store)));
		model.enqueue(text("First."));
		await(harness.prompt(source, "first"));
		store.full.set(true);

		ResponseErrorException refused = error(harness.drafts.forkSession(ForkSessionRequest.builder(source, workspace.toString())
				.build()));

		assertThat(refused.getResponseError().getCode()).isEqualTo(SessionLog.STORE_UNAVAILABLE);
		assertThat(refused.getResponseError().getMessage()).startsWith("The session cannot be saved (No space left on device)");
		store.full.set(false);
		assertThat(await(harness.agent.listSessions(ListSessionsRequest.of())).sessions()).extracting(SessionInfo::sessionId)
				.containsExactly(source);
		model.enqueue(text("Second."));
		assertThat(await(harness.prompt(source, "second")).meta()).isNull();
	}

	/** A record that fails between turns (a change of mode) is told at once to a client that shows notices. */
	@Test
	void aStoreThatFailsBetweenTurnsIsToldAtOnce() throws Exception {
		HookedStore store = new HookedStore(new JsonlSessionStore(sessions), message -> {
		});
		String session = session(Modules.override(module(sessions)).with(binder -> binder.bind(SessionStore.class)
				.toInstance(store)), NOTICES);
		// Told at once once the client knows the session: after the answer, which its commands follow.
		assertThat(harness.commands(session, 1)).hasSize(1);
		store.full.set(true);
		await(harness.agent.setSessionMode(SetSessionModeRequest.of(session, "read-only")));
		for (int i = 0; i < 2000 && notices(session).isEmpty(); i++) {
			Thread.sleep(10);
		}
		assertThat(notices(session)).containsExactly("This session is not being saved");

		store.full.set(false);
		model.enqueue(text("Saved."));
		assertThat(await(harness.prompt(session, "hi")).meta()).isNull();
		assertThat(notices(session)).containsExactly("This session is not being saved", "This session is being saved again");
		assertThat(store.read(session).orElseThrow().mode()).isEqualTo("read-only");
	}

	private List<String> notices(String session) {
		return harness.updates(session).stream().filter(Notice.class::isInstance).map(update -> ((Notice) update).title()).toList();
	}

	private static void assertNoSessionFile(Path directory) throws IOException {
		try (Stream<Path> files = Files.walk(directory)) {
			assertThat(files.filter(path -> path.toString().endsWith(".jsonl"))).isEmpty();
		}
	}

	/** Every line of every session file under {@code directory} is a whole JSON record. */
	private static void assertWhole(Path directory) throws IOException {
		try (Stream<Path> files = Files.walk(directory)) {
			for (Path file : files.filter(path -> path.toString().endsWith(".jsonl")).toList()) {
				assertThat(Files.readString(file)).endsWith("\n");
				assertThat(Files.readAllLines(file)).allSatisfy(line -> assertThat(JsonParser.parseString(line).isJsonObject()).isTrue());
			}
		}
	}

	/**
	 * A session folder that cannot be written makes no session that would never be saved: session/new
	 * says why, without the path (the home, the user's name), which only the log has.
	 */
	@Test
	void aSessionDirectoryThatCannotBeWrittenRefusesNewSessions() throws Exception {
		Path notADirectory = Files.writeString(sessions.resolve("file"), "in the way");
		harness = new AgentHarness(module(notADirectory));
		harness.initialize();
		ResponseErrorException refused = error(harness.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of())));
		assertThat(refused.getResponseError().getCode()).isEqualTo(SessionLog.STORE_UNAVAILABLE);
		assertThat(refused.getResponseError().getMessage()).startsWith("The session cannot be saved (Not a directory)")
				.doesNotContain(sessions.toString(), "Exception");
	}

	@Test
	void anMcpServerThatNeverAnswersIsGivenUpOn() throws Exception {
		String session = session(Modules.override(module(sessions)).with(binder -> binder.bind(McpConnector.class)
				.toInstance(new DefaultMcpConnector(OkHttpClient::new, Duration.ofMillis(500), DefaultMcpConnector.CALL_TIMEOUT, Sandbox.fromEnvironment(Map.of())))));
		String mute = await(harness.agent.newSession(NewSessionRequest.of(workspace.toString(),
				List.of(McpServerStdio.of("mute", "sleep", List.of("600"), List.of()))))).sessionId();
		model.enqueue(text("ok"));
		assertThat(await(harness.prompt(mute, "hi")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(said(mute)).contains("[MCP server mute did not start: did not answer initialize and tools/list within 500 ms");
		assertThat(sleeping(ProcessHandle.current().descendants(), "600")).isZero();
		assertThat(harness.updates(session)).isEmpty();
	}

	@Test
	void serversBeyondTheOnesStartingAtOnceWaitTheirTurnWithinTheStartTimeout() throws Exception {
		session(Modules.override(module(sessions)).with(binder -> binder.bind(McpConnector.class)
				.toInstance(new DefaultMcpConnector(OkHttpClient::new, Duration.ofMillis(500), DefaultMcpConnector.CALL_TIMEOUT, Sandbox.fromEnvironment(Map.of())))));
		List<McpServer> mutes = new ArrayList<>();
		for (int i = 0; i < DefaultMcpConnector.MAX_STARTING + 1; i++) {
			mutes.add(McpServerStdio.of("mute" + i, "sleep", List.of("600"), List.of()));
		}
		String session = await(harness.agent.newSession(NewSessionRequest.of(workspace.toString(), mutes))).sessionId();
		model.enqueue(text("ok"));
		assertThat(await(harness.prompt(session, "hi")).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(said(session)).contains("[MCP server mute0 did not start: did not answer initialize and tools/list within 500 ms")
				.contains("[MCP server mute" + DefaultMcpConnector.MAX_STARTING
						+ " did not start: waited 500 ms for its turn (at most 8 servers start at once)");
	}

	@Test
	void anMcpServerThatNeverAnswersIsStoppedWithTheProcessesItStarted() throws Exception {
		// Like a sandbox's bwrap: the server's process dies on SIGTERM, what it started lives on. Given up on after
		// two seconds: time enough for the shell to start its child on a busy machine.
		session(Modules.override(module(sessions)).with(binder -> binder.bind(McpConnector.class)
				.toInstance(new DefaultMcpConnector(OkHttpClient::new, Duration.ofSeconds(2), DefaultMcpConnector.CALL_TIMEOUT, Sandbox.fromEnvironment(Map.of())))));
		CompletableFuture<NewSessionResponse> opening = harness.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of(McpServerStdio.of("parent", "sh", List.of("-c", "sleep 601 & wait"), List.of()))));
		// The server's child, seen among this JVM's own descendants while the server waits to be given up on.
		long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(AgentHarness.TIMEOUT);
		Optional<ProcessHandle> child = Optional.empty();
		while (child.isEmpty()) {
			assertThat(System.nanoTime()).as("the server started its child").isLessThan(deadline);
			child = ProcessHandle.current().descendants().filter(p -> sleeping(p, "601")).findFirst();
			Thread.sleep(5);
		}
		try {
			assertThat(await(opening).sessionId()).isNotNull();
			// Signalled before the answer; gone once the system has reaped it (no child of this JVM any more: its parent died first).
			assertThat(child.get().onExit()).succeedsWithin(Duration.ofSeconds(AgentHarness.TIMEOUT));
			assertThat(child.get().isAlive()).isFalse();
		} finally {
			child.get().destroyForcibly(); // when the agent left it running
		}
	}

	/** Sessions in the burst below: each used to hold about five threads (a request, a start, the server's readers, its reaper). */
	private static final int BURST = 300;
	/**
	 * Threads the burst may add: the agent's pools are of fixed size, and each of the at most
	 * {@link DefaultMcpConnector#MAX_STARTING} servers starting at once has a few (a start, its two
	 * readers, its writer, the JDK's reaper).
	 */
	private static final int THREADS_ADDED = 150;

	@Test
	void aBurstOfSessionsWhoseMcpServersNeverAnswerHoldsNeitherTheConnectionNorAThreadEach() throws Exception {
		// Long enough that every set-up is still waiting for its server while the test looks.
		DefaultMcpConnector connector = new DefaultMcpConnector(OkHttpClient::new, Duration.ofMinutes(10), DefaultMcpConnector.CALL_TIMEOUT, Sandbox.fromEnvironment(Map.of()));
		session(Modules.override(module(sessions)).with(binder -> binder.bind(McpConnector.class).toInstance(connector)));
		McpServerStdio mute = McpServerStdio.of("mute", "sleep", List.of("600"), List.of());
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		int before = threads.getThreadCount();
		threads.resetPeakThreadCount();

		List<CompletableFuture<NewSessionResponse>> burst = new ArrayList<>();
		for (int i = 0; i < BURST; i++) {
			burst.add(harness.agent.newSession(NewSessionRequest.of(workspace.toString(), List.of(mute))));
		}
		// Sent behind the burst, answered while it waits.
		await(harness.agent.initialize(InitializeRequest.builder(1).clientCapabilities(ClientCapabilities.builder()
				.build()).build()));
		await(harness.agent.listSessions(ListSessionsRequest.of()));
		// Queued behind every set-up of the burst: once it is answered, each of them has asked for its server.
		harness.newSession(workspace);
		assertThat(burst).noneMatch(CompletableFuture::isDone);
		assertThat(sleeping(ProcessHandle.current().descendants(), "600")).isLessThanOrEqualTo(DefaultMcpConnector.MAX_STARTING);
		assertThat(threads.getPeakThreadCount() - before).isLessThan(THREADS_ADDED);

		// The agent exits: every set-up is answered (its server did not start) and no server is left running.
		connector.close();
		for (CompletableFuture<NewSessionResponse> session : burst) {
			assertThat(await(session).sessionId()).isNotNull();
		}
		assertThat(sleeping(ProcessHandle.current().descendants(), "600")).isZero();
	}

	/** How many of {@code processes} run {@code sleep seconds} (the servers here that never answer). */
	private static long sleeping(Stream<ProcessHandle> processes, String seconds) {
		return processes.filter(p -> sleeping(p, seconds)).count();
	}

	/** Whether {@code process} is a {@code sleep} for {@code seconds}. */
	private static boolean sleeping(ProcessHandle process, String seconds) {
		return process.info().command().orElse("").endsWith("/sleep")
				&& Arrays.equals(process.info().arguments().orElse(null), new String[] { seconds });
	}
}
