package io.github.acp4j.agent.handlers;

import com.google.gson.Gson;
import com.google.gson.JsonObject;

import io.github.acp4j.api.AcpGson;
import io.github.acp4j.api.types.SessionModelState;

/**
 * Where a session's answer carries the legacy model state ({@code currentModelId},
 * {@code availableModels}) that {@code session/set_model} takes: under {@code _meta}, key
 * {@value #KEY}, never as the root field {@code models}. That field is in no stable schema, and ACP
 * forbids custom root fields (acp-tck's ACP-SCHEMA-002); the {@code model} config option offers the
 * same models, and it is what clients (acpx's {@code --model} among them) read first.
 */
final class LegacyModels {

	/** The {@code _meta} key of the answers to session/new, load, resume and fork. */
	static final String KEY = "acp4j/models";
	private static final Gson GSON = AcpGson.create();

	private LegacyModels() {
	}

	/** The {@code _meta} of an answer that gives the client a session on {@code models}. */
	static JsonObject meta(SessionModelState models) {
		JsonObject meta = new JsonObject();
		meta.add(KEY, GSON.toJsonTree(models));
		return meta;
	}
}
