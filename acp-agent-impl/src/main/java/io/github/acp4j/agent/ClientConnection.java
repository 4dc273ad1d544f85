package io.github.acp4j.agent;

import java.util.Collections;
import java.util.IdentityHashMap;
import java.util.Map;
import java.util.logging.Level;
import java.util.logging.Logger;

import org.eclipse.lsp4j.jsonrpc.messages.Message;
import org.eclipse.lsp4j.jsonrpc.messages.ResponseMessage;

import io.github.acp4j.agent.session.Presenter;
import io.github.acp4j.agent.v1.V1Presenter;
import io.github.acp4j.api.AcpClientEndpoint;
import io.github.acp4j.api.types.ClientCapabilities;
import io.github.acp4j.api.types.InitializeRequest;

/**
 * The client on the other end: its presenter (its proxy in the protocol version it speaks), and what it
 * told us at {@code initialize}.
 */
@ConnectionScoped
public final class ClientConnection {

	private static final Logger LOG = Logger.getLogger(ClientConnection.class.getName());

	private volatile Presenter presenter;
	private volatile InitializeRequest initialize;
	/** By answer object (identity: two answers may be equal), what to send once it is written. */
	private final Map<Object, Runnable> afterAnswers = Collections.synchronizedMap(new IdentityHashMap<>());

	/** Called once the launcher made the client's (v1) proxy. */
	public void connect(AcpClientEndpoint client) {
		this.presenter = new V1Presenter(client);
	}

	/** From now on the client is told and asked through {@code presenter} (the version {@code initialize} picked). */
	public void presentWith(Presenter presenter) {
		this.presenter = presenter;
	}

	/** The client in the version it speaks: what the sessions it follows are shown through, and its questions asked. */
	public Presenter presenter() {
		return presenter;
	}

	void initialized(InitializeRequest request) {
		this.initialize = request;
	}

	/** Whether {@code initialize} was answered. */
	public boolean isInitialized() {
		return initialize != null;
	}

	/** What the client advertised, never null once initialized. */
	public ClientCapabilities capabilities() {
		InitializeRequest request = initialize;
		return request == null || request.clientCapabilities() == null ? ClientCapabilities.builder().build()
				: request.clientCapabilities();
	}

	/**
	 * Runs {@code action} right after {@code answer}, the result a handler is about to return, has been
	 * written to the client, on the thread that wrote it: what the client must only see once it knows
	 * the answer (a session's commands after the answer that gives the session). {@code action} may
	 * only send; it must not wait. An answer that is never written (its request was cancelled
	 * meanwhile) keeps its action until the connection ends.
	 */
	public void afterAnswer(Object answer, Runnable action) {
		afterAnswers.put(answer, action);
	}

	/** What was to follow {@code answer} follows {@code writtenInstead}, the answer written for it (in v2). */
	public void rekey(Object answer, Object writtenInstead) {
		Runnable action = afterAnswers.remove(answer);
		if (action != null) {
			afterAnswers.put(writtenInstead, action);
		}
	}

	/** Runs the {@link #afterAnswer} action of {@code message}, just written to the client, if it has one. */
	void written(Message message) {
		Object result = message instanceof ResponseMessage response ? response.getResult() : null;
		Runnable action = result == null ? null : afterAnswers.remove(result);
		if (action != null) {
			try {
				action.run();
			} catch (RuntimeException e) {
				LOG.log(Level.WARNING, "Sending what follows an answer failed", e);
			}
		}
	}
}
