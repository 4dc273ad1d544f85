package io.github.acp4j.agent.v2;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.junit.jupiter.api.Test;

import com.google.gson.Gson;

import io.github.acp4j.agent.session.SessionEvent;
import io.github.acp4j.agent.spi.GitPatch;
import io.github.acp4j.agent.v1.V1Presenter;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.types.Diff;
import io.github.acp4j.api.types.Plan;
import io.github.acp4j.api.types.PlanEntry;
import io.github.acp4j.api.types.PlanEntryPriority;
import io.github.acp4j.api.types.PlanEntryStatus;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallStatus;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.v2.types.SessionUpdate;

/** Events as each version tells them: the same event, v1's words and v2's, no JSON edited on the way. */
class V2PresenterTest {

	static final Gson GSON = AcpGson.create();

	private static String v2(SessionEvent event) {
		return GSON.toJson(V2Presenter.updates(event), new com.google.gson.reflect.TypeToken<List<SessionUpdate>>() { }.getType());
	}

	private static String v1(SessionEvent event) {
		StringBuilder sent = new StringBuilder();
		AcpClientEndpoint client = new AcpClientEndpoint() {
			@Override
			public void sessionUpdate(SessionNotification notification) {
				sent.append(GSON.toJson(notification.update(), io.github.acp4j.api.types.SessionUpdate.class));
			}

			@Override
			public java.util.concurrent.CompletableFuture<io.github.acp4j.api.types.RequestPermissionResponse> requestPermission(
					io.github.acp4j.api.types.RequestPermissionRequest request) {
				throw new AssertionError("nothing is asked");
			}
		};
		new V1Presenter(client).present("s", event);
		return sent.toString();
	}

	@Test
	void aPlanIsV2sPlanUpdateOfTheSessionsOnePlan() {
		SessionEvent plan = new SessionEvent.Reported(Plan.of(List.of(PlanEntry.of("read", PlanEntryPriority.HIGH, PlanEntryStatus.PENDING))));

		assertThat(v2(plan)).isEqualTo("[{\"sessionUpdate\":\"plan_update\",\"plan\":{\"type\":\"items\",\"planId\":\"plan\","
				+ "\"entries\":[{\"content\":\"read\",\"priority\":\"high\",\"status\":\"pending\"}]}}]");
		assertThat(v1(plan)).isEqualTo("{\"sessionUpdate\":\"plan\",\"entries\":[{\"content\":\"read\",\"priority\":\"high\",\"status\":\"pending\"}]}");
	}

	@Test
	void aCallCancelledAloneIsCancelledAndNoLongerCancellable() {
		ToolCallUpdate failed = ToolCallUpdate.builder("call_1").status(ToolCallStatus.FAILED).build();

		assertThat(v2(new SessionEvent.ToolCallStarted(ToolCallUpdate.builder("call_1").status(ToolCallStatus.IN_PROGRESS).build())))
				.isEqualTo("[{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"call_1\",\"status\":\"in_progress\",\"capabilities\":{\"cancel\":{}}}]");
		assertThat(v2(new SessionEvent.ToolCallEnded(failed, true, null)))
				.isEqualTo("[{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"call_1\",\"status\":\"cancelled\",\"capabilities\":{}}]");
		assertThat(v2(new SessionEvent.ToolCallEnded(failed, false, null))).contains("\"status\":\"failed\"");
		assertThat(v1(new SessionEvent.ToolCallEnded(failed, true, null))).as("v1 has no cancelled status")
				.isEqualTo("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"call_1\",\"status\":\"failed\"}");
	}

	@Test
	void aCompletedCommandShowsItsTerminalAndAFailedOneWhy() {
		ToolCallUpdate completed = ToolCallUpdate.builder("call_1").status(ToolCallStatus.COMPLETED)
				.content(List.of(io.github.acp4j.api.types.Content.of(io.github.acp4j.api.types.TextContent.of("hi\n")))).build();
		ToolCallUpdate failed = ToolCallUpdate.builder("call_2").status(ToolCallStatus.FAILED)
				.content(List.of(io.github.acp4j.api.types.Content.of(io.github.acp4j.api.types.TextContent.of("timed out")))).build();

		assertThat(v2(new SessionEvent.ToolCallEnded(completed, false, "call_1"))).contains("\"content\":[{\"type\":\"terminal\",\"terminalId\":\"call_1\"}]");
		assertThat(v2(new SessionEvent.ToolCallEnded(failed, false, "call_2"))).contains("timed out").doesNotContain("\"type\":\"terminal\"");
		assertThat(v1(new SessionEvent.ToolCallEnded(completed, false, "call_1"))).as("v1: the output as text").contains("hi\\n")
				.doesNotContain("terminal");
	}

	@Test
	void aDiffsPatchIsV2sAndNeverV1s() {
		Diff diff = GitPatch.attach(Diff.builder("/w/a.txt", "new\n").oldText("old\n").build(), "diff --git /w/a.txt /w/a.txt\n");
		SessionEvent shown = new SessionEvent.ToolCallShown(ToolCall.builder("call_1", "Edit a.txt").content(List.of(diff)).build());

		assertThat(v1(shown)).doesNotContain("acp4j").contains("\"type\":\"diff\",\"path\":\"/w/a.txt\",\"oldText\":\"old\\n\",\"newText\":\"new\\n\"");
		assertThat(v2(shown)).doesNotContain("acp4j").contains("{\"type\":\"diff\",\"changes\":[{\"operation\":\"modify\",\"path\":\"/w/a.txt\"}],"
				+ "\"patch\":{\"format\":\"git_patch\",\"text\":\"diff --git /w/a.txt /w/a.txt\\n\"}}");
	}

	@Test
	void aConfigOptionUpdateGivesEachOptionItsConfigId() {
		SessionEvent update = new SessionEvent.Reported(io.github.acp4j.api.types.ConfigOptionUpdate.of(List.of(
				io.github.acp4j.api.types.SessionConfigSelect.of("mode", "Mode", "read-only", io.github.acp4j.api.types.SessionConfigSelectOptions
						.of(List.of(io.github.acp4j.api.types.SessionConfigSelectOption.of("read-only", "Read only")))))));

		assertThat(v2(update)).isEqualTo("[{\"sessionUpdate\":\"config_option_update\",\"configOptions\":[{\"configId\":\"mode\","
				+ "\"name\":\"Mode\",\"type\":\"select\",\"currentValue\":\"read-only\",\"options\":[{\"value\":\"read-only\",\"name\":\"Read only\"}]}]}]");
		assertThat(v1(update)).contains("\"id\":\"mode\"").doesNotContain("configId");
	}

	@Test
	void theSessionsStateIsV2sAlone() {
		SessionEvent idle = SessionEvent.StateChanged.idle(io.github.acp4j.api.types.StopReason.END_TURN, null);

		assertThat(v2(idle)).isEqualTo("[{\"sessionUpdate\":\"state_update\",\"state\":\"idle\",\"stopReason\":\"end_turn\"}]");
		assertThat(v1(idle)).isEmpty();
	}
}
