package io.github.acp4j.agent.handlers;


import com.google.gson.JsonPrimitive;
import com.google.inject.Inject;

import io.github.acp4j.agent.ConnectionScoped;
import io.github.acp4j.agent.session.Session;
import io.github.acp4j.agent.session.SessionEvent;
import io.github.acp4j.agent.session.SessionRegistry;
import io.github.acp4j.api.AgentaoAgentExtensions.SetModelRequest;
import io.github.acp4j.api.AgentaoAgentExtensions.SetModelResponse;
import io.github.acp4j.api.types.CloseSessionRequest;
import io.github.acp4j.api.types.CloseSessionResponse;
import io.github.acp4j.api.types.ConfigOptionUpdate;
import io.github.acp4j.api.types.CurrentModeUpdate;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.SetSessionConfigOptionRequest;
import io.github.acp4j.api.types.SetSessionConfigOptionResponse;
import io.github.acp4j.api.types.SetSessionModeRequest;
import io.github.acp4j.api.types.SetSessionModeResponse;
import io.github.acp4j.api.types.SetSessionModelRequest;
import io.github.acp4j.api.types.SetSessionModelResponse;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * {@code session/set_mode}, {@code session/set_config_option}, {@code _agentao.cn/set_model}, the
 * legacy {@code session/set_model} and {@code session/close}: a session's settings and its end. A change of mode or model is saved with
 * the session, and every mode change is followed by {@code current_mode_update}.
 */
@ConnectionScoped
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
		setMode(session, request.modeId());
		// The mode is also a config option, which this answer does not carry.
		send(session, ConfigOptionUpdate.of(configOptions.of(session)));
		return SetSessionModeResponse.builder().modeId(request.modeId()).build();
	}

	public SetSessionConfigOptionResponse setConfigOption(SetSessionConfigOptionRequest request) {
		Session session = Sessions.require(sessions, request.sessionId());
		String configId = request.configId();
		if (configId == null || configId.isEmpty()) {
			throw JsonRpcErrors.invalidParams("configId is required");
		}
		if (!ConfigOptions.MODEL.equals(configId) && !ConfigOptions.MODE.equals(configId) && !ConfigOptions.SANDBOX.equals(configId)
				&& !ThoughtLevels.ID.equals(configId)) {
			throw JsonRpcErrors.invalidRequest("Unknown configId: " + configId + " (this agent has model, mode, sandbox and "
					+ ThoughtLevels.ID + ")");
		}
		JsonPrimitive value = request.value();
		if (value == null || !value.isString() || value.getAsString().isBlank()) {
			throw JsonRpcErrors.invalidParams("value must be a non-empty string for " + configId);
		}
		if (ConfigOptions.MODEL.equals(configId)) {
			configOptions.setModel(session, value.getAsString());
			ThoughtLevels.fit(session);
		} else if (ThoughtLevels.ID.equals(configId)) {
			ThoughtLevels.set(session, value.getAsString());
		} else if (ConfigOptions.SANDBOX.equals(configId)) {
			configOptions.setSandbox(session, value.getAsString());
		} else {
			setMode(session, value.getAsString());
		}
		return SetSessionConfigOptionResponse.of(configOptions.of(session));
	}

	public SetModelResponse setModel(SetModelRequest request) {
		Session session = switchModel(request.sessionId(), request.model());
		// Agentao answers the model id the provider is called with.
		return new SetModelResponse(session.model());
	}

	/** The legacy unstable {@code session/set_model}: the same switch as {@code _agentao.cn/set_model}. */
	public SetSessionModelResponse setSessionModel(SetSessionModelRequest request) {
		switchModel(request.sessionId(), request.modelId());
		return SetSessionModelResponse.of();
	}

	/** Sets, saves and announces (as {@code config_option_update}) the session's model. */
	private Session switchModel(String sessionId, String model) {
		Session session = Sessions.require(sessions, sessionId);
		configOptions.setModel(session, model);
		ThoughtLevels.fit(session);
		send(session, ConfigOptionUpdate.of(configOptions.of(session)));
		return session;
	}

	private void setMode(Session session, String modeId) {
		configOptions.setMode(session, modeId);
		send(session, CurrentModeUpdate.of(session.modeId()));
	}

	private static void send(Session session, SessionUpdate update) {
		session.feed().publish(new SessionEvent.Reported(update));
	}

	/** Cancels a running turn, saves and frees the session; its file stays. */
	public CloseSessionResponse close(CloseSessionRequest request) {
		Session session = Sessions.require(sessions, request.sessionId());
		Sessions.close(sessions, session);
		return CloseSessionResponse.of();
	}
}
