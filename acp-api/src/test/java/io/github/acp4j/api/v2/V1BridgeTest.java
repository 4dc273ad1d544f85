package io.github.acp4j.api.v2;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.lang.reflect.Proxy;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.TimeUnit;

import org.junit.jupiter.api.Test;

import com.google.gson.Gson;

import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.v2.types.StateUpdate;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;

/** A v2 agent shown as v1 by {@link V1Bridge}: the turn's end, upserts, permission requests and the hooks. */
class V1BridgeTest {

	private static final Gson GSON = AcpGson.create();

	private final List<Object> toV1 = new CopyOnWriteArrayList<>();
	private final List<String> hooked = new CopyOnWriteArrayList<>();

	private final AcpClientEndpoint v1Client = new AcpClientEndpoint() {
		@Override
		public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
			toV1.add(request);
			return CompletableFuture.completedFuture(GSON.fromJson("{\"outcome\":{\"outcome\":\"selected\",\"optionId\":\"allow\"}}",
					RequestPermissionResponse.class));
		}

		@Override
		public void sessionUpdate(SessionNotification notification) {
			toV1.add(notification.update());
		}
	};

	/** A v2 agent that acknowledges every prompt with message id {@code m1}; the bridge calls nothing else here. */
	private static AcpAgentServerV2 acknowledging() {
		return (AcpAgentServerV2) Proxy.newProxyInstance(AcpAgentServerV2.class.getClassLoader(), new Class<?>[] { AcpAgentServerV2.class },
				(proxy, method, args) -> method.getName().equals("prompt")
						? CompletableFuture.completedFuture(io.github.acp4j.api.v2.types.PromptResponse.of("m1"))
						: null);
	}

	private static UpdateSessionNotification v2(String update) {
		return GSON.fromJson("{\"sessionId\":\"s\",\"update\":" + update + "}", UpdateSessionNotification.class);
	}

	@Test
	void aTurnIsAnsweredAtIdleWithItsUpsertsAsV1UpdatesAndWhatV1LacksInTheHooks() throws Exception {
		V1Bridge bridge = new V1Bridge(v1Client, new V1Bridge.Hooks() {
			@Override
			public void stateUpdate(String sessionId, StateUpdate state) {
				hooked.add(GSON.toJsonTree(state, io.github.acp4j.api.v2.types.SessionUpdate.class).getAsJsonObject().get("state").getAsString());
			}

			@Override
			public void acknowledged(String sessionId, String messageId) {
				hooked.add("acknowledged " + messageId);
			}
		});
		bridge.connect(acknowledging());
		AcpClientEndpointV2 agentCalls = bridge.clientEndpoint();

		CompletableFuture<PromptResponse> turn = bridge.prompt(PromptRequest.of("s", List.of(TextContent.of("hi"))));
		agentCalls.sessionUpdate(v2("{\"sessionUpdate\":\"user_message\",\"messageId\":\"m1\",\"content\":[]}"));
		agentCalls.sessionUpdate(v2("{\"sessionUpdate\":\"state_update\",\"state\":\"running\"}"));
		agentCalls.sessionUpdate(v2("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"t1\",\"title\":\"Run ls\",\"status\":\"pending\"}"));
		agentCalls.sessionUpdate(v2("{\"sessionUpdate\":\"tool_call_update\",\"toolCallId\":\"t1\",\"status\":\"completed\"}"));
		boolean doneBeforeIdle = turn.isDone();
		agentCalls.sessionUpdate(v2("{\"sessionUpdate\":\"state_update\",\"state\":\"idle\",\"stopReason\":\"end_turn\"}"));

		assertThat(doneBeforeIdle).isFalse();
		assertThat(turn.get(10, TimeUnit.SECONDS).stopReason()).isEqualTo(StopReason.END_TURN);
		assertThat(hooked).containsExactly("acknowledged m1", "running", "idle");
		assertThat(toV1).hasSize(2);
		assertThat(toV1.get(0)).isInstanceOfSatisfying(ToolCall.class, call -> assertThat(call.title()).isEqualTo("Run ls"));
		assertThat(toV1.get(1)).isInstanceOf(ToolCallUpdate.class);
	}

	/** The agent's connection ended mid-turn: no idle comes, and the turn fails as a v1 prompt pending then does. */
	@Test
	void aTurnWaitingForItsIdleFailsWhenTheConnectionEnds() {
		V1Bridge bridge = new V1Bridge(v1Client, new V1Bridge.Hooks() {
		});
		bridge.connect(acknowledging());
		CompletableFuture<PromptResponse> turn = bridge.prompt(PromptRequest.of("s", List.of(TextContent.of("hi"))));
		boolean doneBeforeTheEnd = turn.isDone();

		bridge.closed();

		assertThat(doneBeforeTheEnd).isFalse();
		assertThat(turn).isCompletedExceptionally();
		assertThat(catchThrowable(turn::join)).hasCauseInstanceOf(io.github.acp4j.jsonrpc.ConnectionClosedException.class)
				.cause().hasMessage("The connection closed before session/prompt was answered");
	}

	@Test
	void aPermissionRequestIsAskedAsV1sWithItsTitle() throws Exception {
		V1Bridge bridge = new V1Bridge(v1Client, new V1Bridge.Hooks() {
		});
		bridge.connect(acknowledging());

		io.github.acp4j.api.v2.types.RequestPermissionResponse answer = bridge.clientEndpoint()
				.requestPermission(GSON.fromJson("{\"sessionId\":\"s\",\"title\":\"Write a.txt\",\"options\":[{\"optionId\":\"allow\","
						+ "\"name\":\"Allow\",\"kind\":\"allow_once\"}]}", io.github.acp4j.api.v2.types.RequestPermissionRequest.class))
				.get(10, TimeUnit.SECONDS);

		assertThat(toV1).singleElement().isInstanceOfSatisfying(RequestPermissionRequest.class, asked -> {
			assertThat(asked.toolCall().title()).isEqualTo("Write a.txt");
			assertThat(asked.options()).singleElement().satisfies(option -> assertThat(option.optionId()).isEqualTo("allow"));
		});
		assertThat(GSON.toJson(answer)).contains("\"optionId\":\"allow\"");
	}
}
