package io.github.acp4j.api.v2;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.channels.Channels;
import java.nio.channels.Pipe;
import java.nio.charset.StandardCharsets;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.Supplier;

import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

import com.google.gson.JsonArray;
import com.google.gson.JsonElement;
import com.google.gson.JsonObject;
import com.google.gson.JsonParser;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.v2.types.CancelSessionNotification;
import io.github.acp4j.api.v2.types.CancelToolCallRequest;
import io.github.acp4j.api.v2.types.CancelToolCallResponse;
import io.github.acp4j.api.v2.types.Implementation;
import io.github.acp4j.api.v2.types.InitializeRequest;
import io.github.acp4j.api.v2.types.InitializeResponse;
import io.github.acp4j.api.v2.types.NewSessionRequest;
import io.github.acp4j.api.v2.types.NewSessionResponse;
import io.github.acp4j.api.v2.types.PromptRequest;
import io.github.acp4j.api.v2.types.PromptResponse;
import io.github.acp4j.api.v2.types.RequestPermissionRequest;
import io.github.acp4j.api.v2.types.RequestPermissionResponse;
import io.github.acp4j.api.v2.types.SelectedPermissionOutcome;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;
import io.github.acp4j.jsonrpc.FramedLauncher;
import io.github.acp4j.jsonrpc.MessageSink;

/**
 * JSON-RPC 2.0 batches: a connection accepts them once it speaks v2 (a v1/v2 agent once
 * {@code initialize} picked v2, a v2-only side from the start), never on v1, and answers a
 * lifecycle-sensitive request in a batch with -32600, to be sent alone.
 */
class BatchesTest {

	private static final String V1_INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":1}}";
	private static final String V2_INITIALIZE = "{\"jsonrpc\":\"2.0\",\"id\":1,\"method\":\"initialize\",\"params\":{\"protocolVersion\":2,"
			+ "\"info\":{\"name\":\"c\",\"version\":\"1\"}}}";
	/** A v2 request that may be batched, a lifecycle-sensitive one, and a notification. */
	private static final String BATCH = "[{\"jsonrpc\":\"2.0\",\"id\":3,\"method\":\"tool_call/cancel\",\"params\":{\"sessionId\":\"s\",\"toolCallId\":\"t\"}},"
			+ "{\"jsonrpc\":\"2.0\",\"id\":4,\"method\":\"session/new\",\"params\":{\"cwd\":\"/tmp\"}},"
			+ "{\"jsonrpc\":\"2.0\",\"method\":\"session/cancel\",\"params\":{\"sessionId\":\"s\"}}]";
	private static final String REFUSED = "{\"jsonrpc\":\"2.0\",\"id\":null,\"error\":{\"code\":-32600,\"message\":\"Invalid request: batches are not supported\"}}";

	private final List<String> calls = new CopyOnWriteArrayList<>();
	private OutputStream toHost;
	private BufferedReader fromHost;

	class V1 implements AcpAgentServer {
		@Override
		public CompletableFuture<io.github.acp4j.api.types.InitializeResponse> initialize(io.github.acp4j.api.types.InitializeRequest request) {
			calls.add("v1 initialize");
			return CompletableFuture.completedFuture(io.github.acp4j.api.types.InitializeResponse.of(1));
		}

		@Override
		public CompletableFuture<io.github.acp4j.api.types.NewSessionResponse> newSession(io.github.acp4j.api.types.NewSessionRequest request) {
			throw new AssertionError("v1 session/new");
		}

		@Override
		public CompletableFuture<io.github.acp4j.api.types.PromptResponse> prompt(io.github.acp4j.api.types.PromptRequest request) {
			throw new AssertionError("v1 session/prompt");
		}

		@Override
		public void cancel(io.github.acp4j.api.types.CancelNotification notification) {
			calls.add("v1 session/cancel");
		}
	}

	class V2 implements AcpAgentServerV2 {
		@Override
		public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
			calls.add("v2 initialize");
			return CompletableFuture.completedFuture(InitializeResponse.of(2, Implementation.of("host", "1")));
		}

		@Override
		public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
			calls.add("v2 session/new");
			return CompletableFuture.completedFuture(NewSessionResponse.of("v2-session"));
		}

		@Override
		public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
			calls.add("v2 session/prompt");
			return CompletableFuture.completedFuture(PromptResponse.of("m"));
		}

		@Override
		public void cancel(CancelSessionNotification notification) {
			calls.add("v2 session/cancel");
		}

		@Override
		public CompletableFuture<CancelToolCallResponse> cancelToolCall(CancelToolCallRequest request) {
			calls.add("v2 tool_call/cancel");
			return CompletableFuture.completedFuture(CancelToolCallResponse.of());
		}
	}

	private void start(Supplier<AcpAgentServerV2> v2) throws IOException {
		Pipe in = Pipe.open();
		Pipe out = Pipe.open();
		AcpLauncher.agentBuilder(V1::new, v2).setInput(Channels.newInputStream(in.source())).setOutput(Channels.newOutputStream(out.sink()))
				.create().startListening();
		toHost = Channels.newOutputStream(in.sink());
		fromHost = new BufferedReader(new InputStreamReader(Channels.newInputStream(out.source()), StandardCharsets.UTF_8));
	}

	@AfterEach
	void close() throws IOException {
		if (toHost != null) {
			toHost.close();
		}
	}

	private JsonElement ask(String line) throws IOException {
		toHost.write((line + "\n").getBytes(StandardCharsets.UTF_8));
		toHost.flush();
		return JsonParser.parseString(fromHost.readLine());
	}

	/** The batch's answers: tool_call/cancel's result, and session/new refused, to be sent alone. */
	private static void assertBatchAnswered(JsonElement answer) {
		assertThat(answer.isJsonArray()).as("one array: %s", answer).isTrue();
		JsonArray answers = answer.getAsJsonArray();
		assertThat(answers).containsExactlyInAnyOrder(JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":3,\"result\":{}}"),
				JsonParser.parseString("{\"jsonrpc\":\"2.0\",\"id\":4,\"error\":{\"code\":-32600,"
						+ "\"message\":\"Invalid request: send session/new as a message of its own, not in a batch\"}}"));
	}

	@Test
	void aBatchBeforeInitializeIsRefusedAndAfterAV2InitializeIsAnswered() throws IOException {
		start(V2::new);

		JsonElement early = ask(BATCH);
		JsonObject init = ask(V2_INITIALIZE).getAsJsonObject();
		JsonElement batch = ask(BATCH);

		assertThat(early).isEqualTo(JsonParser.parseString(REFUSED));
		assertThat(init.getAsJsonObject("result").get("protocolVersion").getAsInt()).isEqualTo(2);
		assertBatchAnswered(batch);
		assertThat(calls).containsExactly("v2 initialize", "v2 tool_call/cancel", "v2 session/cancel");
	}

	@Test
	void aV1ConnectionRefusesBatches() throws IOException {
		start(V2::new);

		ask(V1_INITIALIZE);

		assertThat(ask(BATCH)).isEqualTo(JsonParser.parseString(REFUSED));
		assertThat(calls).containsExactly("v1 initialize");
	}

	@Test
	void aConnectionServedByV1AloneNeverAcceptsBatches() throws IOException {
		start(() -> null);

		JsonObject init = ask(V2_INITIALIZE).getAsJsonObject();

		assertThat(init.getAsJsonObject("result").get("protocolVersion").getAsInt()).isEqualTo(1);
		assertThat(ask(BATCH)).isEqualTo(JsonParser.parseString(REFUSED));
	}

	@Test
	void aV2OnlyAgentAcceptsBatchesFromTheStartButNotOfItsLifecycle() {
		List<String> sent = new CopyOnWriteArrayList<>();
		FramedLauncher<AcpClientEndpointV2> agent = AcpLauncher.agentV2(new V2(), (MessageSink) sent::add);

		agent.receive("[" + V2_INITIALIZE + "]");
		agent.receive(BATCH);

		assertThat(sent).hasSize(2);
		assertThat(JsonParser.parseString(sent.get(0))).isEqualTo(JsonParser.parseString("[{\"jsonrpc\":\"2.0\",\"id\":1,\"error\":{\"code\":-32600,"
				+ "\"message\":\"Invalid request: send initialize as a message of its own, not in a batch\"}}]"));
		assertBatchAnswered(JsonParser.parseString(sent.get(1)));
		assertThat(calls).containsExactly("v2 tool_call/cancel", "v2 session/cancel");
	}

	@Test
	void aV2ClientAnswersTheAgentsBatchWithOneArray() {
		List<String> sent = new CopyOnWriteArrayList<>();
		List<UpdateSessionNotification> updates = new CopyOnWriteArrayList<>();
		FramedLauncher<AcpAgentServerV2> client = AcpLauncher.clientV2(new AcpClientEndpointV2() {
			@Override
			public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
				return CompletableFuture.completedFuture(RequestPermissionResponse.of(SelectedPermissionOutcome.of("allow")));
			}

			@Override
			public void sessionUpdate(UpdateSessionNotification notification) {
				updates.add(notification);
			}
		}, (MessageSink) sent::add);

		client.receive("[{\"jsonrpc\":\"2.0\",\"method\":\"session/update\",\"params\":{\"sessionId\":\"s\",\"update\":"
				+ "{\"sessionUpdate\":\"agent_message_chunk\",\"messageId\":\"m\",\"content\":{\"type\":\"text\",\"text\":\"hi\"}}}},"
				+ "{\"jsonrpc\":\"2.0\",\"id\":\"p\",\"method\":\"session/request_permission\",\"params\":{\"sessionId\":\"s\",\"title\":\"Run ls\","
				+ "\"options\":[{\"optionId\":\"allow\",\"name\":\"Allow\",\"kind\":\"allow_once\"}]}}]");

		assertThat(updates).hasSize(1);
		assertThat(sent).singleElement().satisfies(array -> assertThat(JsonParser.parseString(array)).isEqualTo(JsonParser.parseString(
				"[{\"jsonrpc\":\"2.0\",\"id\":\"p\",\"result\":{\"outcome\":{\"outcome\":\"selected\",\"optionId\":\"allow\"}}}]")));
	}
}
