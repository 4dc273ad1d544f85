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
import io.github.acp4j.api.AgentaoClientExtensions;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.CreateElicitationRequest;
import io.github.acp4j.api.types.CreateElicitationResponse;
import io.github.acp4j.api.types.ElicitationSchema;
import io.github.acp4j.api.types.ElicitationSchemaType;
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

	/** A v2 client that records what it is sent and answers its questions when the test says, in the order they came. */
	static final class Recorder implements AcpClientEndpointV2 {
		final List<String> sent = new CopyOnWriteArrayList<>();
		final List<String> statuses = new CopyOnWriteArrayList<>();
		final List<CompletableFuture<io.github.acp4j.api.v2.types.RequestPermissionResponse>> permissions = new CopyOnWriteArrayList<>();
		final List<CompletableFuture<io.github.acp4j.api.v2.types.CreateElicitationResponse>> elicitations = new CopyOnWriteArrayList<>();

		@Override
		public CompletableFuture<io.github.acp4j.api.v2.types.RequestPermissionResponse> requestPermission(
				io.github.acp4j.api.v2.types.RequestPermissionRequest request) {
			return held("request_permission", permissions);
		}

		void allow(int question) {
			permissions.get(question).complete(io.github.acp4j.api.v2.types.RequestPermissionResponse.of(SelectedPermissionOutcome.of("allow")));
		}

		@Override
		public CompletableFuture<io.github.acp4j.api.v2.types.CreateElicitationResponse> createElicitation(
				io.github.acp4j.api.v2.types.CreateElicitationRequest request) {
			return held("elicitation", elicitations);
		}

		private <T> CompletableFuture<T> held(String question, List<CompletableFuture<T>> answers) {
			sent.add(question);
			CompletableFuture<T> answer = new CompletableFuture<>();
			answers.add(answer);
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

		/** Agentao's extension, the same on both versions: its questions wait for the test's answer. */
		final CompletableFuture<AgentaoClientExtensions.AskUserResponse> asked = new CompletableFuture<>();

		@Override
		public AgentaoClientExtensions agentao() {
			return request -> asked;
		}
	}

	private static final JsonElement PROMPT = JsonParser.parseString("[{\"type\": \"text\", \"text\": \"go\"}]");

	final Recorder v2 = new Recorder();
	final NoV1 v1 = new NoV1();
	final V2Client client = new V2Client(v1, v2);

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
		client.started("s", "m1");
		CompletableFuture<RequestPermissionResponse> asked = client.requestPermission(question("s"));
		client.idle("s", "m1", IdleStateUpdate.builder().stopReason(IdleStateUpdate.CANCELLED).build());
		v2.allow(0);

		assertThat(asked).isCompleted();
		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s requires_action", "request_permission", "s idle");
	}

	@Test
	void aPromptRefusedAsBusyLeavesTheRunningTurnsStates() {
		client.starting("s", "m1", PROMPT);
		client.started("s", "m1");
		client.starting("s", "m2", PROMPT);
		client.refused("s", "m2");
		CompletableFuture<RequestPermissionResponse> asked = client.requestPermission(question("s"));
		v2.allow(0);

		assertThat(asked).isCompleted();
		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s requires_action", "request_permission", "s running");
	}

	@Test
	void theUsersMessageComesBeforeTheTurnsFirstUpdateEvenWhenTheTurnIsFasterThanItsAcceptance() {
		client.starting("s", "m1", PROMPT);
		client.sessionUpdate(SessionNotification.of("s", AgentMessageChunk.of(TextContent.of("hello"))));
		client.started("s", "m1");
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

	private void turn(String messageId) {
		client.starting("s", messageId, PROMPT);
		client.started("s", messageId);
	}

	private static IdleStateUpdate stopped(String stopReason) {
		return IdleStateUpdate.builder().stopReason(stopReason).build();
	}

	private static CreateElicitationRequest elicitation(String sessionId) {
		return CreateElicitationRequest.builder("Which branch?", CreateElicitationRequest.FORM).sessionId(sessionId)
				.requestedSchema(ElicitationSchema.builder().type(ElicitationSchemaType.OBJECT).build()).build();
	}

	/**
	 * A cancelled turn answers once it stopped, and the session takes the next prompt as soon as the
	 * cancel came: the next turn is accepted before the cancelled one's idle, and is announced after it.
	 */
	@Test
	void aCancelledTurnsLateIdleComesBeforeTheNextTurnsRunning() {
		turn("m1");
		turn("m2");
		client.idle("s", "m1", stopped(IdleStateUpdate.CANCELLED));
		client.sessionUpdate(SessionNotification.of("s", AgentMessageChunk.of(TextContent.of("hello"))));
		client.idle("s", "m2", stopped("end_turn"));

		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s idle", "s running", "s UserMessage",
				"s AgentMessageChunk", "s idle");
	}

	/** A turn that ends before the one before it answered (refused as the previous is still stopping) is idle after it. */
	@Test
	void aTurnEndingBeforeThePreviousAnsweredIsIdleAfterIt() {
		turn("m1");
		turn("m2");
		client.idle("s", "m2", IdleStateUpdate.builder().build());
		client.idle("s", "m1", stopped(IdleStateUpdate.CANCELLED));

		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s idle", "s running", "s UserMessage", "s idle");
	}

	/** The question of a turn that ended, answered while the next turn waits for its own, changes no state. */
	@Test
	void aQuestionOfAnEndedTurnAnsweredLateLeavesTheNextTurnsState() {
		turn("m1");
		client.requestPermission(question("s"));
		turn("m2");
		client.idle("s", "m1", stopped(IdleStateUpdate.CANCELLED));
		client.requestPermission(question("s"));
		v2.allow(0);

		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s requires_action", "request_permission", "s idle",
				"s running", "s UserMessage", "s requires_action", "request_permission");
	}

	@Test
	void anElicitationOfTheTurnIsRequiresActionUntilAnswered() {
		turn("m1");
		CompletableFuture<CreateElicitationResponse> answer = client.createElicitation(elicitation("s"));
		v2.elicitations.get(0).complete(io.github.acp4j.api.v2.types.CreateElicitationResponse.of("accept"));
		client.sessionUpdate(SessionNotification.of("s", AgentMessageChunk.of(TextContent.of("thanks"))));

		assertThat(answer).isCompleted();
		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s requires_action", "elicitation", "s running",
				"s AgentMessageChunk");
	}

	@Test
	void anAgentaoQuestionOfTheTurnIsRequiresActionUntilAnswered() {
		turn("m1");
		CompletableFuture<AgentaoClientExtensions.AskUserResponse> answer = client.agentao()
				.askUser(new AgentaoClientExtensions.AskUserRequest("s", "Which branch?"));
		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s requires_action");
		v1.asked.complete(new AgentaoClientExtensions.AskUserResponse("main"));

		assertThat(answer).isCompletedWithValue(new AgentaoClientExtensions.AskUserResponse("main"));
		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s requires_action", "s running");
	}

	/** A question answered after the turn was cancelled and ended: nothing follows the idle. */
	@Test
	void aQuestionAnsweredAfterACancelSendsNothingAfterIdle() {
		turn("m1");
		client.createElicitation(elicitation("s"));
		client.idle("s", "m1", stopped(IdleStateUpdate.CANCELLED));
		v2.elicitations.get(0).complete(io.github.acp4j.api.v2.types.CreateElicitationResponse.of("accept"));

		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s requires_action", "elicitation", "s idle");
	}

	/**
	 * A question withdrawn while the turn goes on (its tool call cancelled alone) ends requires_action
	 * before the turn's next update; two questions at once are requires_action until both are answered.
	 */
	@Test
	void aWithdrawnQuestionIsRunningAgainBeforeTheTurnsNextUpdate() {
		turn("m1");
		CompletableFuture<CreateElicitationResponse> first = client.createElicitation(elicitation("s"));
		client.requestPermission(question("s"));
		first.cancel(true);
		v2.allow(0);
		client.sessionUpdate(SessionNotification.of("s", AgentMessageChunk.of(TextContent.of("going on"))));

		assertThat(v2.elicitations.get(0)).isCancelled();
		assertThat(v2.sent).containsExactly("s running", "s UserMessage", "s requires_action", "elicitation", "request_permission",
				"s running", "s AgentMessageChunk");
	}
}
