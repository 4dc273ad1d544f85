package io.github.acp4j.agent.v2;

import java.util.concurrent.CompletableFuture;

import io.github.acp4j.agent.session.Presenter;
import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;

/**
 * The connection's agent as its v2 side needs it: v1's requests, and what v2 adds to them (a prompt
 * acknowledged once its turn was accepted, a tool call or a display terminal cancelled alone, the
 * connection's presenter).
 */
public interface TurnHost extends AcpAgentServer {

	/**
	 * A prompt's turn, accepted.
	 *
	 * @param userMessageId the id of the user message the prompt is inserted as
	 * @param answer        the turn's answer, once it ended
	 */
	record Started(String userMessageId, CompletableFuture<PromptResponse> answer) {
	}

	/**
	 * Starts a prompt's turn as {@code session/prompt} does.
	 *
	 * @param request the prompt
	 * @return completes once the turn was accepted; fails as the prompt would be refused (a turn
	 *         already running, an unknown session, a bad block)
	 */
	CompletableFuture<Started> startPrompt(PromptRequest request);

	/**
	 * Cancels one running tool call of the session's turn; the turn goes on.
	 *
	 * @return true when the call was running and is being stopped; fails with {@code -32002} for an
	 *         unknown session
	 */
	CompletableFuture<Boolean> cancelToolCall(String sessionId, String toolCallId);

	/**
	 * Stops the command shown in a display terminal of the session's turn; the turn goes on.
	 *
	 * @return true when its command was running and is being stopped; fails with {@code -32002} for an
	 *         unknown session
	 */
	CompletableFuture<Boolean> cancelTerminal(String sessionId, String terminalId);

	/** From now on the connection's client is told and asked through {@code presenter}. */
	void presentWith(Presenter presenter);

	/**
	 * The v2 {@code answer}, made from {@code v1Answer}, is the one to be written: what was to follow
	 * {@code v1Answer} (a new session's commands) follows it instead.
	 *
	 * @return completes with {@code answer} once it carries what is to follow it
	 */
	<T> CompletableFuture<T> answeredAs(Object v1Answer, T answer);
}
