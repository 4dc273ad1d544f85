package io.github.acp4j.samples;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.ByteArrayOutputStream;
import java.io.PipedInputStream;
import java.io.PipedOutputStream;
import java.io.PrintStream;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicReference;

import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;
import org.junit.jupiter.api.Test;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.api.v2.AcpClientEndpointV2;
import io.github.acp4j.api.v2.types.CancelSessionNotification;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.InitializeRequest;
import io.github.acp4j.api.v2.types.InitializeResponse;
import io.github.acp4j.api.v2.types.NewSessionRequest;
import io.github.acp4j.api.v2.types.NewSessionResponse;
import io.github.acp4j.api.v2.types.PromptResponse;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;

/** {@code chat --v2}'s bridge: a v2 turn's end as the v1 prompt's answer. */
class V2BridgeTest {

	/** A v2 agent whose every turn fails after its user message was inserted. */
	static final class FailingAgent implements AcpAgentServerV2 {
		final AtomicReference<AcpClientEndpointV2> client = new AtomicReference<>();

		@Override
		public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
			throw new UnsupportedOperationException();
		}

		@Override
		public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
			throw new UnsupportedOperationException();
		}

		@Override
		public CompletableFuture<PromptResponse> prompt(io.github.acp4j.api.v2.types.PromptRequest request) {
			CompletableFuture.runAsync(() -> client.get().sessionUpdate(UpdateSessionNotification.of(request.sessionId(),
					IdleStateUpdate.builder().stopReason(IdleStateUpdate.ERROR).error(new ResponseError(-32603, "The model failed: 500", null)).build())),
					CompletableFuture.delayedExecutor(100, TimeUnit.MILLISECONDS));
			return CompletableFuture.completedFuture(PromptResponse.of("m1"));
		}

		@Override
		public void cancel(CancelSessionNotification notification) {
		}
	}

	@Test
	void aTurnThatEndsIdleWithAnErrorFailsThePromptWithThatError() throws Exception {
		PipedInputStream agentIn = new PipedInputStream();
		PipedInputStream clientIn = new PipedInputStream();
		PipedOutputStream toAgent = new PipedOutputStream(agentIn);
		PipedOutputStream toClient = new PipedOutputStream(clientIn);
		FailingAgent fake = new FailingAgent();
		var agentSide = AcpLauncher.agentV2(fake, agentIn, toClient);
		fake.client.set(agentSide.getRemoteProxy());
		agentSide.startListening();
		AcpClientEndpoint user = new AcpClientEndpoint() {
			@Override
			public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
				throw new AssertionError("no question in this turn");
			}

			@Override
			public void sessionUpdate(SessionNotification notification) {
			}
		};
		PrintStream nowhere = new PrintStream(new ByteArrayOutputStream());
		AcpAgentServer bridge = V2Bridge.connect(user, new Screen(nowhere, nowhere, false, () -> 80, () -> 80), clientIn, toAgent);

		Throwable failed = catchThrowable(() -> bridge.prompt(PromptRequest.of("s", List.of(TextContent.of("hi")))).get(30, TimeUnit.SECONDS));

		assertThat(failed).hasCauseInstanceOf(ResponseErrorException.class);
		assertThat(((ResponseErrorException) failed.getCause()).getResponseError().getMessage()).isEqualTo("The model failed: 500");
	}
}
