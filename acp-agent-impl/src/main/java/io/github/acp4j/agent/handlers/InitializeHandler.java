package io.github.acp4j.agent.handlers;

import com.google.gson.JsonArray;
import com.google.gson.JsonObject;
import com.google.inject.Singleton;

import io.github.acp4j.agent.Version;
import io.github.acp4j.api.AgentaoAgentExtensions;
import io.github.acp4j.api.types.AgentCapabilities;
import io.github.acp4j.api.types.Implementation;
import io.github.acp4j.api.types.InitializeRequest;
import io.github.acp4j.api.types.InitializeResponse;
import io.github.acp4j.api.types.McpCapabilities;
import io.github.acp4j.api.types.PromptCapabilities;
import io.github.acp4j.api.types.SessionAdditionalDirectoriesCapabilities;
import io.github.acp4j.api.types.SessionCapabilities;
import io.github.acp4j.api.types.SessionSystemPromptCapabilities;
import io.github.acp4j.api.types.SessionSystemPromptModeCapabilities;
import io.github.acp4j.api.types.SessionSystemPromptOverrideCapabilities;
import io.github.acp4j.api.types.SessionCloseCapabilities;
import io.github.acp4j.api.types.SessionDeleteCapabilities;
import io.github.acp4j.api.types.SessionForkCapabilities;
import io.github.acp4j.api.types.SessionListCapabilities;
import io.github.acp4j.api.types.SessionResumeCapabilities;
import io.github.acp4j.jsonrpc.JsonRpcErrors;

/**
 * {@code initialize}: ACP v1 whatever integer the client asked for, capabilities that say only
 * what this build does, and the authentication methods for the client's ({@link AuthMethods}).
 */
@Singleton
public final class InitializeHandler {

	/** The protocol version this agent speaks. */
	public static final int PROTOCOL_VERSION = 1;

	public InitializeResponse handle(InitializeRequest request) {
		if (request.protocolVersion() == null) {
			throw JsonRpcErrors.invalidParams("protocolVersion is required");
		}
		AgentCapabilities capabilities = AgentCapabilities.builder().loadSession(true)
				.promptCapabilities(PromptCapabilities.builder().image(true).audio(false).embeddedContext(true).build())
				.mcpCapabilities(McpCapabilities.builder().http(true).sse(true).build())
				.sessionCapabilities(SessionCapabilities.builder().list(SessionListCapabilities.of())
						.resume(SessionResumeCapabilities.of()).close(SessionCloseCapabilities.of())
						.delete(SessionDeleteCapabilities.of()).fork(SessionForkCapabilities.of())
						.additionalDirectories(SessionAdditionalDirectoriesCapabilities.of())
						.systemPrompt(SessionSystemPromptCapabilities.builder().mode(SessionSystemPromptModeCapabilities.builder()
								.override(SessionSystemPromptOverrideCapabilities.of()).build()).build())
						.build())
				.build();
		return InitializeResponse.builder(PROTOCOL_VERSION)
				.agentCapabilities(capabilities)
				.authMethods(AuthMethods.advertised(request.clientCapabilities()))
				.agentInfo(Implementation.builder("acp4j", Version.get()).title("ACP4J").build())
				.meta(extensions())
				.build();
	}

	/** Agentao's advertising convention: the extension methods under {@code _meta}. */
	private static JsonObject extensions() {
		JsonObject setModel = new JsonObject();
		setModel.addProperty("method", AgentaoAgentExtensions.SET_MODEL);
		setModel.addProperty("description", "Switch a session's model: {sessionId, model} -> {model}");
		JsonArray list = new JsonArray();
		list.add(setModel);
		JsonObject meta = new JsonObject();
		meta.add("_agentao.cn/extensions", list);
		return meta;
	}
}
