package io.github.acp4j.samples;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.lsp4j.jsonrpc.Launcher;

import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpErrors;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.v2.AcpAgentServerV2;
import io.github.acp4j.api.v2.AcpClientEndpointV2;
import io.github.acp4j.api.v2.types.AgentCapabilities;
import io.github.acp4j.api.v2.types.AgentMessageChunk;
import io.github.acp4j.api.v2.types.CancelSessionNotification;
import io.github.acp4j.api.v2.types.ContentBlock;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.Implementation;
import io.github.acp4j.api.v2.types.InitializeRequest;
import io.github.acp4j.api.v2.types.InitializeResponse;
import io.github.acp4j.api.v2.types.NewSessionRequest;
import io.github.acp4j.api.v2.types.NewSessionResponse;
import io.github.acp4j.api.v2.types.PromptRequest;
import io.github.acp4j.api.v2.types.PromptResponse;
import io.github.acp4j.api.v2.types.RunningStateUpdate;
import io.github.acp4j.api.v2.types.SessionUpdate;
import io.github.acp4j.api.v2.types.TextContent;
import io.github.acp4j.api.v2.types.UpdateSessionNotification;
import io.github.acp4j.api.v2.types.UserMessage;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * {@link EchoAgent} in ACP v2 (Preview): a prompt is acknowledged at once with the user message's
 * id, then the turn is reported as v2 reports it: {@code state_update} running, one
 * {@code agent_message_chunk} per word under the reply's {@code messageId}, {@code state_update} idle
 * with the stop reason. {@link #serve} puts it beside the v1 echo agent on one connection.
 */
public final class EchoAgentV2 implements AcpAgentServerV2 {

	private final Map<String, AtomicBoolean> cancelled = new ConcurrentHashMap<>();
	private final ExecutorService turns = Executors.newSingleThreadExecutor(runnable -> {
		Thread thread = new Thread(runnable, "echo-v2-turn");
		thread.setDaemon(true);
		return thread;
	});
	private volatile AcpClientEndpointV2 client;

	/** Serves one client, v1 or v2 as its {@code initialize} asks, on the given streams until the input ends. */
	public static void serve(InputStream in, OutputStream out) throws InterruptedException, ExecutionException {
		EchoAgent v1 = new EchoAgent();
		EchoAgentV2 v2 = new EchoAgentV2();
		Launcher<AcpClientEndpoint> launcher = AcpLauncher.agent(v1, v2, in, out);
		v1.connect(launcher.getRemoteProxy());
		v2.client = AcpLauncher.remoteV2(launcher);
		launcher.startListening().get();
	}

	@Override
	public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
		return CompletableFuture.completedFuture(InitializeResponse.builder(2, Implementation.builder("acp4j-echo", Version.get())
				.title("ACP4J echo agent").build()).capabilities(AgentCapabilities.of()).build());
	}

	@Override
	public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
		String sessionId = UUID.randomUUID().toString();
		cancelled.put(sessionId, new AtomicBoolean());
		return CompletableFuture.completedFuture(NewSessionResponse.of(sessionId));
	}

	@Override
	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		AtomicBoolean stop = cancelled.get(request.sessionId());
		if (stop == null) {
			return CompletableFuture.failedFuture(AcpErrors.sessionNotFound(request.sessionId()));
		}
		if (request.prompt() == null) {
			return CompletableFuture.failedFuture(JsonRpcErrors.invalidParams("prompt is required"));
		}
		String userMessage = UUID.randomUUID().toString();
		stop.set(false);
		turns.execute(() -> echo(request, userMessage, stop));
		return CompletableFuture.completedFuture(PromptResponse.of(userMessage));
	}

	private void echo(PromptRequest request, String userMessage, AtomicBoolean stop) {
		String sessionId = request.sessionId();
		String reply = UUID.randomUUID().toString();
		send(sessionId, RunningStateUpdate.of());
		send(sessionId, UserMessage.builder(userMessage).content(request.prompt()).build());
		for (ContentBlock block : request.prompt()) {
			if (block instanceof TextContent text) {
				for (String word : text.text().split(" ")) {
					if (stop.get()) {
						send(sessionId, IdleStateUpdate.builder().stopReason(IdleStateUpdate.CANCELLED).build());
						return;
					}
					if (!word.isEmpty()) {
						send(sessionId, AgentMessageChunk.of(reply, TextContent.of(word + " ")));
					}
				}
			}
		}
		send(sessionId, IdleStateUpdate.builder().stopReason(IdleStateUpdate.END_TURN).build());
	}

	private void send(String sessionId, SessionUpdate update) {
		client.sessionUpdate(UpdateSessionNotification.of(sessionId, update));
	}

	@Override
	public void cancel(CancelSessionNotification notification) {
		AtomicBoolean stop = cancelled.get(notification.sessionId());
		if (stop != null) {
			stop.set(true);
		}
	}
}
