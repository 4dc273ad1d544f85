package io.github.acp4j.api;

import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;

/**
 * Agentao-compatible extension methods an agent calls on a client. An agent uses them only when the
 * client offers no standard alternative (for a question to the user: {@code elicitation/create}).
 */
public interface AgentaoClientExtensions {

	/** The method name of {@link #askUser}. */
	String ASK_USER = "_agentao.cn/ask_user";

	/** Params of {@code _agentao.cn/ask_user}: a free-text question for the user. */
	record AskUserRequest(String sessionId, String question) {
	}

	/** Result of {@code _agentao.cn/ask_user}: the user's answer. */
	record AskUserResponse(String answer) {
	}

	/** Asks the user a question and answers with what they typed. */
	@JsonRequest(ASK_USER)
	CompletableFuture<AskUserResponse> askUser(AskUserRequest request);
}
