package io.github.acp4j.agent.turn;

import java.util.HashSet;
import java.util.Set;
import java.util.concurrent.CancellationException;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.Supplier;

import io.github.acp4j.agent.session.SessionEvent;
import io.github.acp4j.agent.session.SessionFeed;
import io.github.acp4j.agent.spi.Terminals;
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
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.TerminalOutputResponse;
import io.github.acp4j.api.types.WaitForTerminalExitRequest;
import io.github.acp4j.api.types.WaitForTerminalExitResponse;
import io.github.acp4j.api.types.WriteTextFileRequest;
import io.github.acp4j.api.types.WriteTextFileResponse;

/**
 * The client as one prompt turn sees it, which keeps the turn's answer its last message. What the
 * turn reports goes as {@link SessionEvent}s through the turn's {@link SessionFeed.Gate}; its
 * requests to the client ({@code session/request_permission}, {@code fs/*}, {@code terminal/*},
 * elicitations) and the {@code $/cancel_request} of those go under this object's lock, checked
 * against the gate. While a question to the user waits (a permission, a form, Agentao's
 * {@code ask_user}) the session's state is {@code requires_action}, and {@code running} again once it
 * is answered. {@link #close} shuts the gate just before the answer goes out: the turn's end is told
 * last, the requests still unanswered are cancelled, and from then on an event is dropped and a
 * request is not sent (its future is cancelled). So nothing of a turn follows its answer, which a
 * client that exits on the answer (acpx on Ctrl-C) requires.
 */
final class TurnClient implements AcpClientEndpoint, Terminals, SessionFeed.Subscriber {

	private final AcpClientEndpoint client;
	private final SessionFeed.Gate gate;
	/** The requests sent and not answered yet, as the transport returned them. */
	private final Set<CompletableFuture<?>> inFlight = ConcurrentHashMap.newKeySet();
	/** The questions to the user waiting for their answer. */
	private int questions;
	/** The calls whose command was shown in a display terminal; those of them still running. */
	private final Set<String> displayed = new HashSet<>();
	private final Set<String> runningTerminals = new HashSet<>();

	/** @param client the connection's presenter: where questions and requests go */
	TurnClient(AcpClientEndpoint client, SessionFeed feed) {
		this.client = client;
		this.gate = feed.openGate();
	}

	/** Reports an update of the turn's session unless the turn was answered. */
	void send(SessionUpdate update) {
		offer(update);
	}

	/**
	 * Reports an update of the turn's session unless the turn was answered (a change of a tool call as
	 * what it is); whether it was reported.
	 */
	boolean offer(SessionUpdate update) {
		return publish(update instanceof ToolCallUpdate change ? new SessionEvent.ToolCallChanged(change) : new SessionEvent.Reported(update));
	}

	/** Reports {@code event} unless the turn was answered; whether it was reported. */
	boolean publish(SessionEvent event) {
		return gate.publish(event);
	}

	/** A tool call ended with {@code last}: shown in its display terminal when it had one. */
	synchronized void ended(ToolCallUpdate last, boolean cancelledAlone) {
		publish(new SessionEvent.ToolCallEnded(last, cancelledAlone, displayed.contains(last.toolCallId()) ? last.toolCallId() : null));
	}

	/**
	 * Closes the gate after reporting {@code end}, the session's state once the turn is over, and
	 * sends {@code $/cancel_request} for each request still unanswered; returns false when it was
	 * closed already.
	 */
	synchronized boolean close(SessionEvent.StateChanged end) {
		// Shut first: a question withdrawn here ends without putting the state back to running.
		if (!gate.shut(end)) {
			return false;
		}
		inFlight.forEach(request -> request.cancel(true));
		return true;
	}

	/** Whether the display terminal of this id is the turn's and its command runs. */
	synchronized boolean terminalRunning(String terminalId) {
		return runningTerminals.contains(terminalId);
	}

	/**
	 * A subagent's child session, shown to this session's clients: its events reach them through this
	 * gate, so none follows this turn's answer. Its own prompt and state are told by its
	 * {@code subagent_update}s instead.
	 */
	@Override
	public void present(String childSessionId, SessionEvent event) {
		if (!(event instanceof SessionEvent.StateChanged) && !(event instanceof SessionEvent.PromptInserted)) {
			gate.relay(childSessionId, event);
		}
	}

	@Override
	public synchronized void started(String terminalId, String command, String cwd) {
		displayed.add(terminalId);
		runningTerminals.add(terminalId);
		publish(new SessionEvent.TerminalStarted(terminalId, terminalId, command, cwd));
	}

	@Override
	public void output(String terminalId, String text) {
		publish(new SessionEvent.TerminalOutput(terminalId, text));
	}

	@Override
	public synchronized void exited(String terminalId, Integer exitCode, String output) {
		runningTerminals.remove(terminalId);
		publish(new SessionEvent.TerminalExited(terminalId, exitCode, output));
	}

	@Override
	public void sessionUpdate(SessionNotification notification) {
		send(notification.update());
	}

	@Override
	public synchronized void completeElicitation(CompleteElicitationNotification notification) {
		if (!gate.isShut()) {
			client.completeElicitation(notification);
		}
	}

	/**
	 * Sends a request unless the gate is shut, and returns its answer. Cancelling the returned future
	 * sends {@code $/cancel_request} under the gate's lock, so never after the answer.
	 */
	private <T> CompletableFuture<T> request(Supplier<CompletableFuture<T>> send) {
		return request(send, false);
	}

	/** As {@link #request(Supplier)}, for a question to the user: the state requires action until the first of them is answered. */
	private <T> CompletableFuture<T> question(Supplier<CompletableFuture<T>> send) {
		return request(send, true);
	}

	private <T> CompletableFuture<T> request(Supplier<CompletableFuture<T>> send, boolean question) {
		Request<T> answer = new Request<>();
		CompletableFuture<T> sent;
		synchronized (this) {
			if (gate.isShut()) {
				answer.cancel(true);
				return answer;
			}
			if (question && questions++ == 0) {
				gate.publish(SessionEvent.StateChanged.requiresAction());
			}
			sent = send.get();
			answer.sent = sent;
			inFlight.add(sent);
		}
		// On the reader thread when the client answers.
		sent.whenComplete((result, error) -> {
			inFlight.remove(sent);
			if (question) {
				answered();
			}
			if (error == null) {
				answer.complete(result);
			} else {
				// A withdrawn request's -32800 from the client is its cancellation, not a failure to report.
				answer.completeExceptionally(answer.withdrawn ? new CancellationException("withdrawn by the turn") : error);
			}
		});
		return answer;
	}

	/** A question ended: once none waits, the turn runs again, before it goes on with the answer (unless it ended). */
	private synchronized void answered() {
		if (--questions == 0) {
			gate.publish(SessionEvent.StateChanged.running());
		}
	}

	/** A request's answer as the turn holds it. */
	private final class Request<T> extends CompletableFuture<T> {
		/** What the transport returned, or null when the request was not sent. */
		private volatile CompletableFuture<T> sent;

		/** Set when the turn withdrew the request: whatever the client still answers, the turn sees it cancelled. */
		private volatile boolean withdrawn;

		/** Sends {@code $/cancel_request} (unless the gate is shut), then completes as cancelled. */
		@Override
		public boolean cancel(boolean mayInterruptIfRunning) {
			withdrawn = true;
			CompletableFuture<T> request = sent;
			if (request != null) {
				synchronized (TurnClient.this) {
					if (!gate.isShut()) {
						request.cancel(mayInterruptIfRunning);
					}
				}
			}
			return super.cancel(mayInterruptIfRunning);
		}
	}

	@Override
	public CompletableFuture<RequestPermissionResponse> requestPermission(RequestPermissionRequest request) {
		return question(() -> client.requestPermission(request));
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
		return question(() -> client.createElicitation(request));
	}

	@Override
	public AgentaoClientExtensions agentao() {
		AgentaoClientExtensions extensions = client.agentao();
		return extensions == null ? null : request -> question(() -> extensions.askUser(request));
	}
}
