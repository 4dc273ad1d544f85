package io.github.acp4j.agent.handlers;

import com.google.gson.JsonPrimitive;
import com.google.inject.Inject;
import com.google.inject.Singleton;

import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.api.AgentaoAgentExtensions.SetModelRequest;
import io.github.acp4j.api.AgentaoAgentExtensions.SetModelResponse;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.CloseSessionResponse;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionConfigOptionResponse;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.SetSessionModeResponse;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * {@code session/set_mode}, {@code session/set_config_option}, {@code _agentao.cn/set_model} and
 * {@code session/close}: a session's settings and its end.
 */
@Singleton
public final class SessionSettingsHandler {

	private final SessionRegistry sessions;
	private final ConfigOptions configOptions;

	@Inject
	SessionSettingsHandler(SessionRegistry sessions, ConfigOptions configOptions) {
		this.sessions = sessions;
		this.configOptions = configOptions;
	}

	/** A preset id changes the permission posture; any other non-empty id is stored and echoed. */
	public SetSessionModeResponse setMode(SetSessionModeRequest request) {
		Session session = Sessions.require(sessions, request.sessionId());
		if (request.modeId() == null || request.modeId().isBlank()) {
			throw JsonRpcErrors.invalidParams("modeId is required");
		}
		session.setMode(request.modeId());
		return new SetSessionModeResponse(session.modeId(), null);
	}

	public SetSessionConfigOptionResponse setConfigOption(SetSessionConfigOptionRequest request) {
		Session session = Sessions.require(sessions, request.sessionId());
		String configId = request.configId();
		if (configId == null || configId.isEmpty()) {
			throw JsonRpcErrors.invalidParams("configId is required");
		}
		if (!ConfigOptions.MODEL.equals(configId) && !ConfigOptions.MODE.equals(configId) && !ConfigOptions.SANDBOX.equals(configId)) {
			throw JsonRpcErrors.invalidRequest("Unknown configId: " + configId + " (this agent has model, mode and sandbox)");
		}
		JsonPrimitive value = request.value();
		if (value == null || !value.isString() || value.getAsString().isBlank()) {
			throw JsonRpcErrors.invalidParams("value must be a non-empty string for " + configId);
		}
		if (ConfigOptions.MODEL.equals(configId)) {
			configOptions.setModel(session, value.getAsString());
		} else if (ConfigOptions.SANDBOX.equals(configId)) {
			ConfigOptions.setSandbox(session, value.getAsString());
		} else {
			session.setMode(value.getAsString());
		}
		return new SetSessionConfigOptionResponse(configOptions.of(session), null);
	}

	public SetModelResponse setModel(SetModelRequest request) {
		Session session = Sessions.require(sessions, request.sessionId());
		configOptions.setModel(session, request.model());
		return new SetModelResponse(session.modelId());
	}

	/** Cancels a running turn, saves and frees the session; its file stays. */
	public CloseSessionResponse close(CloseSessionRequest request) {
		Session session = Sessions.require(sessions, request.sessionId());
		Sessions.close(sessions, session);
		return new CloseSessionResponse(null);
	}
}
