package io.github.acp4j.agent.v2;

import java.util.concurrent.CompletableFuture;

import io.github.acp4j.api.AcpAgentServer;
import io.github.acp4j.api.types.PromptRequest;
import io.github.acp4j.api.types.PromptResponse;

/** The connection's v1 agent, which can also say when a prompt's turn was accepted. */
public interface TurnHost extends AcpAgentServer {

	/**
	 * Starts a prompt's turn as {@code session/prompt} does.
	 *
	 * @param request the prompt
	 * @return completes once the turn was accepted, with its answer; fails as the prompt would be
	 *         refused (a turn already running, an unknown session, a bad block)
	 */
	CompletableFuture<CompletableFuture<PromptResponse>> startPrompt(PromptRequest request);

	/**
	 * Cancels one running tool call of the session's turn; the turn goes on.
	 *
	 * @return true when the call was running and is being stopped; fails with {@code -32002} for an
	 *         unknown session
	 */
	CompletableFuture<Boolean> cancelToolCall(String sessionId, String toolCallId);

	/**
	 * The v2 {@code answer}, converted from {@code v1Answer}, is the one to be written: what was to
	 * follow {@code v1Answer} (a new session's commands) follows it instead.
	 *
	 * @return completes with {@code answer} once it carries what is to follow it
	 */
	<T> CompletableFuture<T> answeredAs(Object v1Answer, T answer);
}
