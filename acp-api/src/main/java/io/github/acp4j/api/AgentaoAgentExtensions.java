package io.github.acp4j.api;

import java.util.concurrent.CompletableFuture;

import org.eclipse.lsp4j.jsonrpc.services.JsonRequest;

/**
 * Agentao-compatible extension methods a client calls on an agent, kept so hosts written for
 * Agentao can drive an ACP4J agent unchanged. Advertised in {@code initialize}'s {@code _meta} under
 * {@code "_agentao.cn/extensions"}.
 */
public interface AgentaoAgentExtensions {

	/** The method name of {@link #setModel}. */
	String SET_MODEL = "_agentao.cn/set_model";

	/** Params of {@code _agentao.cn/set_model}: the model to use from now on, {@code provider/model} or bare. */
	record SetModelRequest(String sessionId, String model) {
	}

	/** Result of {@code _agentao.cn/set_model}: the model now in use. */
	record SetModelResponse(String model) {
	}

	/** Switches the session's model. */
	@JsonRequest(SET_MODEL)
	CompletableFuture<SetModelResponse> setModel(SetModelRequest request);
}
