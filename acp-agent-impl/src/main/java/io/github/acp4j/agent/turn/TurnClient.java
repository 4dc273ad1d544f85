package io.github.acp4j.agent.turn;

import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

import io.github.acp4j.agent.spi.ClientProtocol;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.AgentaoClientExtensions;
import io.github.acp4j.api.types.CompleteElicitationNotification;
import io.github.acp4j.api.types.CreateElicitationRequest;
import io.github.acp4j.api.types.CreateElicitationResponse;
import io.github.acp4j.api.types.CreateTerminalRequest;
import io.github.acp4j.api.types.CreateTerminalResponse;
import io.github.acp4j.api.types.KillTerminalRequest;
import io.github.acp4j.api.types.KillTerminalResponse;
import io.github.acp4j.api.types.ReadTextFileRequest;
import io.github.acp4j.api.types.ReadTextFileResponse;
import io.github.acp4j.api.types.ReleaseTerminalRequest;
import io.github.acp4j.api.types.ReleaseTerminalResponse;
import io.github.acp4j.api.types.RequestPermissionRequest;
import io.github.acp4j.api.types.RequestPermissionResponse;
import io.github.acp4j.api.types.SessionNotification;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.TerminalOutputRequest;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;

/**
 * The client as one prompt turn sees it, and the gate that keeps the turn's answer its last message.
 * Everything the turn sends goes through here under one lock: its {@code session/update}s, its
 * requests ({@code session/request_permission}, {@code fs/*}, {@code terminal/*}, elicitations) and
 * the {@code $/cancel_request} of those. {@link #close} shuts the gate just before the answer goes
 * out: it cancels the requests still unanswered, and from then on an update is dropped and a request
 * is not sent (its future is cancelled). So nothing of a turn follows its answer, which a client that
 * exits on the answer (acpx on Ctrl-C) requires.
 */
final class TurnClient implements AcpClientEndpoint, ClientProtocol {

	private final AcpClientEndpoint client;
	private final String sessionId;
	/** The requests sent and not answered yet, as the transport returned them. */
	private final Set<CompletableFuture<?>> inFlight = ConcurrentHashMap.newKeySet();
	private boolean closed;

	TurnClient(AcpClientEndpoint client, String sessionId) {
		this.client = client;
		this.sessionId = sessionId;
	}

	/** Sends an update of the turn's session unless the turn was answered. */
	void send(SessionUpdate update) {
		offer(update);
	}

	/** Sends an update of the turn's session unless the turn was answered; whether it was sent. */
	synchronized boolean offer(SessionUpdate update) {
		if (closed) {
			return false;
		}
		client.sessionUpdate(SessionNotification.of(sessionId, update));
		return true;
	}

	/**
	 * Closes the gate, sending {@code $/cancel_request} for each request still unanswered; returns
	 * false when it was closed already.
	 */
	synchronized boolean close() {
		if (closed) {
			return false;
		}
		inFlight.forEach(request -> request.cancel(true));
		closed = true;
		return true;
	}

	@Override
	public synchronized void sessionUpdate(SessionNotification notification) {
		if (!closed) {
			client.sessionUpdate(notification);
		}
	}

	@Override
	public synchronized void completeElicitation(CompleteElicitationNotification notification) {
		if (!closed) {
			client.completeElicitation(notification);
		}
	}

	/**
	 * Sends a request unless the gate is closed, and returns its answer. Cancelling the returned future
	 * sends {@code $/cancel_request} under the gate's lock, so never after the answer.
	 */
	private <T> CompletableFuture<T> request(Supplier<CompletableFuture<T>> send) {
		Request<T> answer = new Request<>();
		CompletableFuture<T> sent;
		synchronized (this) {
			if (closed) {
				answer.cancel(true);
				return answer;
			}
			sent = send.get();
			answer.sent = sent;
			inFlight.add(sent);
		}
		// On the reader thread when the client answers: no lock taken there.
		sent.whenComplete((result, error) -> {
			inFlight.remove(sent);
			if (error == null) {
				answer.complete(result);
			} else {
				// A withdrawn request's -32800 from the client is its cancellation, not a failure to report.
				answer.completeExceptionally(answer.withdrawn ? new CancellationException("withdrawn by the turn") : error);
			}
		});
		return answer;
	}

	/** A request's answer as the turn holds it. */
	private final class Request<T> extends CompletableFuture<T> {
		/** What the transport returned, or null when the request was not sent. */
		private volatile CompletableFuture<T> sent;

		/** Set when the turn withdrew the request: whatever the client still answers, the turn sees it cancelled. */
		private volatile boolean withdrawn;

		/** Sends {@code $/cancel_request} (unless the gate is closed), then completes as cancelled. */
		@Override
		public boolean cancel(boolean mayInterruptIfRunning) {
			withdrawn = true;
			CompletableFuture<T> request = sent;
			if (request != null) {
				synchronized (TurnClient.this) {
					if (!closed) {
						request.cancel(mayInterruptIfRunning);
					}
				}
			}
			return super.cancel(mayInterruptIfRunning);
		}
	}

	@Override
	public boolean speaksV2() {
		return client instanceof ClientProtocol protocol && protocol.speaksV2();
	}

	@Override
	public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
		return request(() -> client.requestPermission(request));
	}

	@Override
	public CompletableFuture<ReadTextFileResponse> readTextFile(ReadTextFileRequest request) {
		return request(() -> client.readTextFile(request));
	}

	@Override
	public CompletableFuture<WriteTextFileResponse> writeTextFile(WriteTextFileRequest request) {
		return request(() -> client.writeTextFile(request));
	}

	@Override
	public CompletableFuture<CreateTerminalResponse> createTerminal(CreateTerminalRequest request) {
		return request(() -> client.createTerminal(request));
	}

	@Override
	public CompletableFuture<TerminalOutputResponse> terminalOutput(TerminalOutputRequest request) {
		return request(() -> client.terminalOutput(request));
	}

	@Override
	public CompletableFuture<ReleaseTerminalResponse> releaseTerminal(ReleaseTerminalRequest request) {
		return request(() -> client.releaseTerminal(request));
	}

	@Override
	public CompletableFuture<WaitForTerminalExitResponse> waitForTerminalExit(WaitForTerminalExitRequest request) {
		return request(() -> client.waitForTerminalExit(request));
	}

	@Override
	public CompletableFuture<KillTerminalResponse> killTerminal(KillTerminalRequest request) {
		return request(() -> client.killTerminal(request));
	}

	@Override
	public CompletableFuture<CreateElicitationResponse> createElicitation(CreateElicitationRequest request) {
		return request(() -> client.createElicitation(request));
	}

	@Override
	public AgentaoClientExtensions agentao() {
		AgentaoClientExtensions extensions = client.agentao();
		return extensions == null ? null : request -> request(() -> extensions.askUser(request));
	}
}
