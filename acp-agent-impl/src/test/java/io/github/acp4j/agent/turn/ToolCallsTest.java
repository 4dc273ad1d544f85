package io.github.acp4j.agent.turn;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.atomic.AtomicBoolean;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.google.inject.Guice;
import com.google.inject.Key;
import com.google.inject.TypeLiteral;


import io.github.acp4j.agent.llm.internal.DemoProvider;
import io.github.acp4j.agent.permission.PermissionEngine;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.spi.AgentTool;
import io.github.acp4j.agent.spi.Cancellation;
import io.github.acp4j.agent.spi.ChatMessage;
import io.github.acp4j.agent.spi.OutputRedactor;
import io.github.acp4j.agent.spi.PermissionClass;
import io.github.acp4j.agent.spi.ToolCallRequest;
import io.github.acp4j.agent.spi.Tool;
import io.github.acp4j.agent.spi.ToolContext;
import io.github.acp4j.agent.spi.Tools;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.agent.store.internal.JsonlSessionStore;
import io.github.acp4j.agent.spi.SessionHeader;
import io.github.acp4j.agent.v1.V1Presenter;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;

/** One tool call's life as {@link ToolCalls} runs it, seen from the client at the moment each update is sent. */
class ToolCallsTest {

	@TempDir
	Path workspace;
	@TempDir
	Path sessions;

	/** Says whether the tool's work started. */
	static final AtomicBoolean RAN = new AtomicBoolean();

	/** A tool that ends once it is cancelled (or, as a guard against a hang, after 20 s). */
	public static final class Slow {
		@Tool(description = "Waits until cancelled.", permission = PermissionClass.READ)
		public String slow(ToolContext context) throws InterruptedException {
			RAN.set(true);
			context.cancellation().sleep(20_000);
			return "never cancelled";
		}
	}

	/**
	 * A client that cancels the call the moment it hears the call runs (as a v2 client does on
	 * {@code capabilities.cancel}) finds it cancellable, even when its cancel comes before the turn's
	 * thread went on; the call then ends cancelled and the model is told so.
	 */
	@Test
	void aCallIsCancellableTheMomentTheClientHearsItRuns() throws Exception {
		RAN.set(false);
		AgentTool tool = Guice.createInjector(Tools.from(new Slow())).getInstance(Key.get(new TypeLiteral<Set<AgentTool>>() { }))
				.iterator().next();
		Session session = new Session("s", new Workspace(workspace, List.of()), List.of(), PermissionPreset.WORKSPACE_WRITE,
				new DemoProvider(), "demo");
		session.conversation().start(new JsonlSessionStore(sessions),
				SessionHeader.of("s", workspace.toString(), Instant.EPOCH, "workspace-write", "demo/demo"));
		List<Boolean> cancelledOnNews = new CopyOnWriteArrayList<>();
		List<String> ids = new CopyOnWriteArrayList<>();
		List<ToolCallStatus> statuses = new CopyOnWriteArrayList<>();
		ToolCalls[] calls = new ToolCalls[1];
		AcpClientEndpoint client = new AcpClientEndpoint() {
			@Override
			public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
				throw new AssertionError("asked for a read");
			}

			@Override
			public void sessionUpdate(SessionNotification notification) {
				if (notification.update() instanceof ToolCallUpdate update && update.status() != null) {
					statuses.add(update.status());
					ids.add(update.toolCallId());
					if (update.status() == ToolCallStatus.IN_PROGRESS) {
						// On the sending thread: before the turn's thread takes another step.
						cancelledOnNews.add(calls[0].cancel(update.toolCallId()));
					}
				}
			}
		};
		PermissionEngine allowAll = new PermissionEngine() {
			@Override
			public Verdict check(PermissionPreset preset, AgentTool tool, AgentTool.Call call, ToolCallUpdate toolCall, ToolContext context) {
				return Verdict.ALLOWED;
			}

			@Override
			public void forget(String sessionId) {
				// nothing remembered
			}
		};
		Cancellation turn = new Cancellation();
		session.feed().subscribe(new V1Presenter(client));
		calls[0] = new ToolCalls(session, new TurnClient(client, session.feed()), turn, allowAll, OutputRedactor.NONE,
				new TurnTelemetry(Optional.empty()));
		ToolContext context = ToolContext.of("s", session.workspace(), client, null, update -> { }, turn);

		calls[0].run(List.of(ToolCallRequest.of("c1", "slow", "{}")), Map.of("slow", tool), context);

		assertThat(cancelledOnNews).containsExactly(true);
		assertThat(RAN).as("a call cancelled before its work started does not start it").isFalse();
		assertThat(statuses).containsExactly(ToolCallStatus.IN_PROGRESS, ToolCallStatus.FAILED);
		assertThat(turn.isCancelled()).as("the turn goes on").isFalse();
		ChatMessage result = session.conversation().messages().get(session.conversation().messages().size() - 1);
		assertThat(result.text()).contains("The user cancelled this tool call");
		assertThat(calls[0].cancel(ids.get(0))).as("an ended call is not cancellable").isFalse();
	}
}
