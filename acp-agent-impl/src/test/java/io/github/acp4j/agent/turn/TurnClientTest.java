package io.github.acp4j.agent.turn;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.CompletableFuture;

import org.junit.jupiter.api.Test;

import io.github.acp4j.agent.llm.internal.DemoProvider;
import io.github.acp4j.agent.permission.PermissionPreset;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionEvent;
import io.github.acp4j.agent.session.SessionFeed;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.PermissionOption;
import io.github.acp4j.api.types.PermissionOptionKind;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallUpdate;

/**
 * The turn's gate and the session's feed: a question makes the session require action until it is
 * answered, nothing of a turn follows its end, and a subscriber that fails leaves the others theirs.
 */
class TurnClientTest {

	/** The questions asked, each answered when the test completes it. */
	final List<CompletableFuture<RequestPermissionResponse>> asked = new ArrayList<>();
	final AcpClientEndpoint client = new AcpClientEndpoint() {
		@Override
		public void sessionUpdate(SessionNotification notification) {
			throw new AssertionError("the turn reports through its feed");
		}

		@Override
		public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
			CompletableFuture<RequestPermissionResponse> answer = new CompletableFuture<>();
			asked.add(answer);
			return answer;
		}
	};
	final SessionFeed feed = new Session("s", new Workspace(Path.of("/tmp"), List.of()), List.of(), PermissionPreset.WORKSPACE_WRITE,
			new DemoProvider(), "demo").feed();
	final List<String> told = new ArrayList<>();
	final TurnClient turn = new TurnClient(client, feed);

	TurnClientTest() {
		feed.subscribe((session, event) -> told.add(event instanceof SessionEvent.StateChanged state ? state.state().name()
				: event.getClass().getSimpleName()));
	}

	private CompletableFuture<RequestPermissionResponse> ask() {
		return turn.requestPermission(RequestPermissionRequest.of("s", ToolCallUpdate.of("call_1"),
				List.of(PermissionOption.of("allow", "Allow", PermissionOptionKind.ALLOW_ONCE))));
	}

	private static RequestPermissionResponse allowed() {
		return RequestPermissionResponse.of(SelectedPermissionOutcome.of("allow"));
	}

	@Test
	void twoQuestionsRequireActionUntilBothAreAnswered() {
		ask();
		ask();
		asked.get(0).complete(allowed());
		assertThat(told).containsExactly("REQUIRES_ACTION");

		asked.get(1).complete(allowed());

		assertThat(told).containsExactly("REQUIRES_ACTION", "RUNNING");
		assertThat(feed.state().state()).isEqualTo(SessionEvent.State.RUNNING);
	}

	@Test
	void aQuestionAnsweredAfterTheTurnEndedSendsNothingAfterItsEnd() {
		CompletableFuture<RequestPermissionResponse> answer = ask();

		turn.close(SessionEvent.StateChanged.idle(StopReason.CANCELLED, null));
		asked.get(0).complete(allowed());

		assertThat(told).containsExactly("REQUIRES_ACTION", "IDLE");
		assertThat(answer).as("withdrawn when the turn ended").isCancelled();
		assertThat(turn.publish(new SessionEvent.MessageChunk("m", SessionEvent.Author.AGENT, TextContent.of("late")))).isFalse();
		assertThat(told).containsExactly("REQUIRES_ACTION", "IDLE");
		assertThat(feed.state().stopReason()).isEqualTo(StopReason.CANCELLED);
	}

	@Test
	void aSubscriberThatFailsIsDroppedAndTheOthersGoOn() {
		List<SessionEvent> second = new ArrayList<>();
		feed.subscribe((session, event) -> {
			throw new IllegalStateException("connection ended");
		});
		feed.subscribe((session, event) -> second.add(event));

		turn.publish(new SessionEvent.MessageChunk("m", SessionEvent.Author.AGENT, TextContent.of("one")));
		turn.publish(new SessionEvent.MessageChunk("m", SessionEvent.Author.AGENT, TextContent.of("two")));

		assertThat(told).containsExactly("MessageChunk", "MessageChunk");
		assertThat(second).hasSize(2);
	}

	@Test
	void aShownChildsEventsReachTheParentsClientsUntilTheParentsTurnEnds() {
		List<String> sessions = new ArrayList<>();
		feed.subscribe((session, event) -> sessions.add(session));

		turn.present("child", new SessionEvent.MessageChunk("m", SessionEvent.Author.AGENT, TextContent.of("working")));
		turn.present("child", SessionEvent.StateChanged.running());
		turn.close(SessionEvent.StateChanged.idle(StopReason.END_TURN, null));
		turn.present("child", new SessionEvent.MessageChunk("m", SessionEvent.Author.AGENT, TextContent.of("late")));

		assertThat(sessions).as("the child's chunk, not its own state; then the parent's end").containsExactly("child", "s");
		assertThat(feed.state().state()).as("the child's state is not the parent's").isEqualTo(SessionEvent.State.IDLE);
	}
}
