package io.github.acp4j.agent;

import static io.github.acp4j.agent.AgentHarness.await;
import static io.github.acp4j.agent.OpenAiStreams.text;
import static org.assertj.core.api.Assertions.assertThat;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.util.Modules;

import io.github.acp4j.agent.mcp.McpConnector;
import io.github.acp4j.agent.mcp.internal.DefaultMcpConnector;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.DeleteSessionRequest;
import io.github.acp4j.api.types.ForkSessionRequest;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.ListSessionsRequest;
import io.github.acp4j.api.types.LoadSessionRequest;
import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.ResumeSessionRequest;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.StopReason;
import mockwebserver3.MockWebServer;
import okhttp3.OkHttpClient;

/**
 * Work a client asks for is bounded: the connection's reader thread never creates a thread, and a
 * burst of sessions whose MCP servers never answer holds neither the connection nor a thread each.
 */
class BoundedWorkTest {

	/** Sessions in the burst: each used to hold about five threads (a request, a start, the server's readers, its reaper). */
	private static final int BURST = 300;
	/**
	 * Threads the burst may add: the agent's pools are of fixed size, and each of the at most
	 * {@link DefaultMcpConnector#MAX_STARTING} servers starting at once has a few (a start, its two
	 * readers, its writer, the JDK's reaper).
	 */
	private static final int THREADS_ADDED = 150;
	/** A server that never answers and ignores its stdin closing. */
	private static final McpServerStdio MUTE = new McpServerStdio("mute", "sleep", List.of("600"), List.of(), null);

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

	private AgentHarness agent(McpConnector connector) throws Exception {
		harness = new AgentHarness(Modules.override(AgentHarness.openAi(PermissionPreset.WORKSPACE_WRITE, 8, sessions, model, "sk-bounded"))
				.with(binder -> binder.bind(McpConnector.class).toInstance(connector)));
		harness.initialize();
		return harness;
	}

	@Test
	void theReaderThreadCreatesNoThreadThroughASessionsLife() throws Exception {
		agent(new DefaultMcpConnector(new OkHttpClient(), DefaultMcpConnector.START_TIMEOUT, DefaultMcpConnector.CALL_TIMEOUT));
		List<McpServer> servers = List.of(McpTest.stdio("tester", workspace.resolve("mcp.log")));
		String id = await(harness.agent.newSession(new NewSessionRequest(workspace.toString(), null, servers, null))).sessionId();
		await(harness.agent.listSessions(new ListSessionsRequest(null, null, null)));
		await(harness.agent.setSessionMode(new SetSessionModeRequest(id, "read-only", null)));
		model.enqueue(text("ok"));
		assertThat(await(harness.prompt(id, "hi")).stopReason()).isEqualTo(StopReason.END_TURN);
		harness.agent.cancel(new CancelNotification(id, null));
		await(harness.agent.loadSession(new LoadSessionRequest(servers, workspace.toString(), null, id, null)));
		await(harness.agent.resumeSession(new ResumeSessionRequest(id, workspace.toString(), null, List.of(), null)));
		String fork = await(harness.agent.forkSession(new ForkSessionRequest(id, workspace.toString(), null, servers, null, null)))
				.sessionId();
		await(harness.agent.closeSession(new CloseSessionRequest(fork, null)));
		await(harness.agent.deleteSession(new DeleteSessionRequest(id, null)));

		assertThat(harness.reader.readerMarked()).as("the probe sees the reader thread").isTrue();
		assertThat(harness.reader.threadsStarted()).isEmpty();
	}

	@Test
	void aBurstOfSessionsWhoseMcpServersNeverAnswerHoldsNeitherTheConnectionNorAThreadEach() throws Exception {
		// Long enough that every set-up is still waiting for its server while the test looks.
		DefaultMcpConnector connector = new DefaultMcpConnector(new OkHttpClient(), Duration.ofMinutes(10), DefaultMcpConnector.CALL_TIMEOUT);
		agent(connector);
		ThreadMXBean threads = ManagementFactory.getThreadMXBean();
		int before = threads.getThreadCount();
		threads.resetPeakThreadCount();

		List<CompletableFuture<NewSessionResponse>> burst = new ArrayList<>();
		for (int i = 0; i < BURST; i++) {
			burst.add(harness.agent.newSession(new NewSessionRequest(workspace.toString(), null, List.of(MUTE), null)));
		}
		// Sent behind the burst, answered while it waits.
		await(harness.agent.initialize(new InitializeRequest(1, ClientCapabilities.builder().build(), null, null)));
		await(harness.agent.listSessions(new ListSessionsRequest(null, null, null)));
		// Queued behind every set-up of the burst: once it is answered, each of them has asked for its server.
		await(harness.agent.newSession(new NewSessionRequest(workspace.toString(), null, List.of(), null)));
		assertThat(burst).noneMatch(CompletableFuture::isDone);
		assertThat(mutes()).isLessThanOrEqualTo(DefaultMcpConnector.MAX_STARTING);
		assertThat(threads.getPeakThreadCount() - before).isLessThan(THREADS_ADDED);

		// The agent exits: every set-up is answered (its server did not start) and no server is left running.
		connector.close();
		for (CompletableFuture<NewSessionResponse> session : burst) {
			assertThat(await(session).sessionId()).isNotNull();
		}
		assertThat(mutes()).isZero();
	}

	/** The never-answering servers running now. */
	private static long mutes() {
		return ProcessHandle.current().descendants().filter(p -> p.info().commandLine().orElse("").equals("sleep 600")).count();
	}
}
