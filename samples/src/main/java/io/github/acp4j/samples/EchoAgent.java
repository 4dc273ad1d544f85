package io.github.acp4j.samples;

import java.io.InputStream;
import java.io.OutputStream;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicBoolean;

import org.eclipse.lsp4j.jsonrpc.Launcher;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AcpErrors;
import io.github.acp4j.api.AcpLauncher;
import io.github.acp4j.api.types.AgentCapabilities;
import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.CancelNotification;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.Implementation;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.NewSessionRequest;
import io.github.acp4j.api.types.NewSessionResponse;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.StopReason;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * The smallest complete ACP agent: it answers each prompt by streaming the prompt's text back, one
 * {@code agent_message_chunk} per space-separated word, then ends the turn. Written against
 * {@code acp-api} alone; the transport's benchmark subject.
 */
public final class EchoAgent implements AcpAgentServer {

	/** One echo turn at a time per session; {@code cancelled} is set by {@code session/cancel}. */
	private static final class Session {
		final AtomicBoolean busy = new AtomicBoolean();
		volatile boolean cancelled;
	}

	private final Map<String, Session> sessions = new ConcurrentHashMap<>();
	private final ExecutorService turns = Executors.newCachedThreadPool(runnable -> {
		Thread thread = new Thread(runnable, "echo-turn");
		thread.setDaemon(true);
		return thread;
	});
	private volatile AcpClientEndpoint client;

	/** Serves one client on the given streams until the input ends. */
	public static void serve(InputStream in, OutputStream out) throws InterruptedException, ExecutionException {
		EchoAgent agent = new EchoAgent();
		Launcher<AcpClientEndpoint> launcher = AcpLauncher.agent(agent, in, out);
		agent.connect(launcher.getRemoteProxy());
		launcher.startListening().get();
	}

	/** The client that updates are sent to. */
	public void connect(AcpClientEndpoint client) {
		this.client = client;
	}

	@Override
	public CompletableFuture<InitializeResponse> initialize(InitializeRequest request) {
		return CompletableFuture.completedFuture(InitializeResponse.builder(1)
				.agentCapabilities(AgentCapabilities.builder().build())
				.authMethods(List.of())
				.agentInfo(Implementation.builder("acp4j-echo", Version.get()).title("ACP4J echo agent").build())
				.build());
	}

	@Override
	public CompletableFuture<NewSessionResponse> newSession(NewSessionRequest request) {
		String sessionId = UUID.randomUUID().toString();
		sessions.put(sessionId, new Session());
		return CompletableFuture.completedFuture(NewSessionResponse.of(sessionId));
	}

	@Override
	public CompletableFuture<PromptResponse> prompt(PromptRequest request) {
		Session session = sessions.get(request.sessionId());
		if (session == null) {
			return CompletableFuture.failedFuture(AcpErrors.sessionNotFound(request.sessionId()));
		}
		if (!session.busy.compareAndSet(false, true)) {
			return CompletableFuture.failedFuture(JsonRpcErrors.invalidRequest("A prompt turn is already running"));
		}
		session.cancelled = false;
		return CompletableFuture.supplyAsync(() -> echo(request, session), turns)
				.whenComplete((response, error) -> session.busy.set(false));
	}

	private PromptResponse echo(PromptRequest request, Session session) {
		for (ContentBlock block : request.prompt()) {
			if (!(block instanceof TextContent content)) {
				continue;
			}
			String text = content.text();
			// Word by word as the text is walked, not split first: the first chunk leaves at once.
			for (int start = 0; start <= text.length();) {
				if (session.cancelled) {
					return PromptResponse.of(StopReason.CANCELLED);
				}
				int space = text.indexOf(' ', start);
				int end = space < 0 ? text.length() : space;
				if (end > start) {
					// The word with the space after it, or with one added after the last word.
					String chunk = space < 0 ? text.substring(start) + " " : text.substring(start, space + 1);
					client.sessionUpdate(SessionNotification.of(request.sessionId(), AgentMessageChunk.of(TextContent.of(chunk))));
				}
				start = end + 1;
			}
		}
		return PromptResponse.of(session.cancelled ? StopReason.CANCELLED : StopReason.END_TURN);
	}

	@Override
	public void cancel(CancelNotification notification) {
		Session session = sessions.get(notification.sessionId());
		if (session != null) {
			session.cancelled = true;
		}
	}
}
