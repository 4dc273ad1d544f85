package io.github.acp4j.agent.v2;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;

import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonElement;
import com.google.gson.JsonParser;

import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.PermissionOption;
import io.github.acp4j.api.types.PermissionOptionKind;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.v2.AcpClientEndpointV2;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.RequiresActionStateUpdate;
import io.github.acp4j.api.v2.types.RunningStateUpdate;
import io.github.acp4j.api.v2.types.SelectedPermissionOutcome;
import io.github.acp4j.api.v2.types.SessionUpdate;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;

/** The v2 client's framing of a turn, as the session's updates and questions reach it from the turn's threads. */
class V2ClientTest {

	/** A v2 client that records what it is sent and answers permission questions when the test says. */
	static final class Recorder implements AcpClientEndpointV2 {
		final List<String> sent = new CopyOnWriteArrayList<>();
		final List<String> statuses = new CopyOnWriteArrayList<>();
		final CompletableFuture<io.github.acp4j.api.v2.types.RequestPermissionResponse> answer = new CompletableFuture<>();

		@Override
		public CompletableFuture<io.github.acp4j.api.v2.types.RequestPermissionResponse> requestPermission(
				io.github.acp4j.api.v2.types.RequestPermissionRequest request) {
			sent.add("request_permission");
			return answer;
		}

		@Override
		public void sessionUpdate(UpdateSessionNotification notification) {
			SessionUpdate update = notification.update();
			if (update instanceof io.github.acp4j.api.v2.types.ToolCallUpdate call) {
				statuses.add(notification.sessionId() + " " + call.toolCallId() + " " + call.status().value()
						+ (call.capabilities() == null ? "" : call.capabilities().cancel() != null ? " cancellable" : " not cancellable"));
			}
			sent.add(notification.sessionId() + " " + (update instanceof RunningStateUpdate ? "running"
					: update instanceof RequiresActionStateUpdate ? "requires_action"
							: update instanceof IdleStateUpdate ? "idle" : update.getClass().getSimpleName()));
		}
	}

	/** The v1 side, unused once the connection speaks v2. */
	static final class NoV1 implements AcpClientEndpoint {
		@Override
		public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
			throw new AssertionError("v1 asked on a v2 connection");
		}

		@Override
		public void sessionUpdate(SessionNotification notification) {
			throw new AssertionError("v1 update on a v2 connection");
		}
	}

	private static final JsonElement PROMPT = JsonParser.parseString("[{\"type\": \"text\", \"text\": \"go\"}]");

	final Recorder v2 = new Recorder();
	final V2Client client = new V2Client(new NoV1(), v2);

	@BeforeEach
	void speakV2() {
		client.useV2();
	}

	private static RequestPermissionRequest question(String sessionId) {
		return RequestPermissionRequest.of(sessionId, ToolCallUpdate.of("call_1"),
				List.of(PermissionOption.of("allow", "Allow", PermissionOptionKind.ALLOW_ONCE)));
	}

	@Test
	void aPermissionAnsweredAfterTheTurnEndedSendsNoRunningAfterIdle() {
		client.starting("s", "m1", PROMPT);
		client.started("s");
		CompletableFuture<RequestPermissionResponse> asked = client.requestPermission(question("s"));
		client.idle("s", IdleStateUpdate.builder().stopReason(IdleStateUpdate.CANCELLED).build());
		v2.answer.complete(io.github.acp4j.api.v2.types.RequestPermissionResponse.of(SelectedPermissionOutcome.of("allow")));

		assertThat(asked).isCompleted();
		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s requires_action", "request_permission", "s idle");
	}

	@Test
	void aPromptRefusedAsBusyLeavesTheRunningTurnsStates() {
		client.starting("s", "m1", PROMPT);
		client.started("s");
		client.starting("s", "m2", PROMPT);
		client.refused("s");
		CompletableFuture<RequestPermissionResponse> asked = client.requestPermission(question("s"));
		v2.answer.complete(io.github.acp4j.api.v2.types.RequestPermissionResponse.of(SelectedPermissionOutcome.of("allow")));

		assertThat(asked).isCompleted();
		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s requires_action", "request_permission", "s running");
	}

	@Test
	void theUsersMessageComesBeforeTheTurnsFirstUpdateEvenWhenTheTurnIsFasterThanItsAcceptance() {
		client.starting("s", "m1", PROMPT);
		client.sessionUpdate(SessionNotification.of("s", AgentMessageChunk.of(TextContent.of("hello"))));
		client.started("s");
		client.sessionUpdate(SessionNotification.of("s", AgentMessageChunk.of(TextContent.of(" there"))));

		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s AgentMessageChunk", "s AgentMessageChunk");
	}

	@Test
	void aCallCancelledInOneSessionIsNotTakenForTheSameIdInAnother() {
		client.cancelling("s", "call_1");
		client.sessionUpdate(SessionNotification.of("t", ToolCallUpdate.builder("call_1").status(ToolCallStatus.FAILED).build()));
		client.sessionUpdate(SessionNotification.of("s", ToolCallUpdate.builder("call_1").status(ToolCallStatus.FAILED).build()));

		assertThat(v2.statuses).containsExactly("t call_1 failed not cancellable", "s call_1 cancelled not cancellable");
	}

	/**
	 * A call is cancellable while it runs and no longer once it ended, as v2 asks; a cancel that came
	 * too late for a call that completed does not mark the call's id.
	 */
	@Test
	void aCallIsCancellableOnlyWhileItRuns() {
		client.sessionUpdate(SessionNotification.of("s", ToolCallUpdate.builder("call_1").status(ToolCallStatus.IN_PROGRESS).build()));
		client.cancelling("s", "call_1");
		client.sessionUpdate(SessionNotification.of("s", ToolCallUpdate.builder("call_1").status(ToolCallStatus.COMPLETED).build()));
		client.sessionUpdate(SessionNotification.of("s", ToolCallUpdate.builder("call_1").status(ToolCallStatus.FAILED).build()));

		assertThat(v2.statuses).containsExactly("s call_1 in_progress cancellable", "s call_1 completed not cancellable",
				"s call_1 failed not cancellable");
	}
}
