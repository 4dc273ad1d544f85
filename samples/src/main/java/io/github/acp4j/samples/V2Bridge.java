package io.github.acp4j.samples;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;

import org.eclipse.lsp4j.jsonrpc.Launcher;
import org.eclipse.lsp4j.jsonrpc.ResponseErrorException;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseError;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionConfigOptionResponse;
import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.api.v2.V1Bridge;
import io.github.acp4j.api.v2.types.RequiresActionStateUpdate;
import io.github.acp4j.api.v2.types.StateUpdate;

/**
 * The terminal client's {@code --v2}: the client is written against v1, and acp-api's {@link V1Bridge}
 * speaks ACP v2 to the agent for it. What is new in v2 is noted as it comes: the session's state
 * ({@code requires_action}); and an agent that does not speak v2 is refused with what to do about it.
 */
final class V2Bridge implements AcpAgentServer {

	private final V1Bridge bridge;

	private V2Bridge(V1Bridge bridge) {
		this.bridge = bridge;
	}

	/** The agent on the given streams as a v1 agent for {@code client}, spoken to in v2. */
	static AcpAgentServer connect(AcpClientEndpoint client, Screen screen, InputStream fromAgent, OutputStream toAgent) {
		V1Bridge bridge = new V1Bridge(client, new V1Bridge.Hooks() {
			@Override
			public void stateUpdate(String sessionId, StateUpdate state) {
				if (state instanceof RequiresActionStateUpdate) {
					screen.note("(v2: the turn waits for you)");
				}
			}
		});
		Launcher<AcpAgentServerV2> launcher = AcpLauncher.clientV2(bridge.clientEndpoint(), fromAgent, toAgent);
		bridge.connect(launcher.getRemoteProxy());
		if (launcher.startListening() instanceof CompletableFuture<Void> listening) {
			listening.whenComplete((done, failed) -> bridge.closed()); // a v2 turn ends at idle, which never comes then
		}
		return new V2Bridge(bridge);
	}

	/** The bridge's initialize; an agent that does not speak v2 is told to be started with {@code --experimental-v2}. */
	@Override
	public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
		return bridge.initialize(request).exceptionally(failure -> {
			Throwable cause = failure instanceof CompletionException && failure.getCause() != null ? failure.getCause() : failure;
			if (cause instanceof ResponseErrorException refused && refused.getResponseError().getCode() == -32600) {
				throw new CompletionException(new ResponseErrorException(new ResponseError(-32600,
						refused.getResponseError().getMessage() + " to --v2: start it with --experimental-v2", null)));
			}
			throw failure instanceof CompletionException completion ? completion : new CompletionException(failure);
		});
	}

	@Override
	public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
		return bridge.newSession(request);
	}

	@Override
	public CompletableFuture<SetSessionConfigOptionResponse> setSessionConfigOption(SetSessionConfigOptionRequest request) {
		return bridge.setSessionConfigOption(request);
	}

	@Override
	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		return bridge.prompt(request);
	}

	@Override
	public void cancel(CancelNotification notification) {
		bridge.cancel(notification);
	}
}
