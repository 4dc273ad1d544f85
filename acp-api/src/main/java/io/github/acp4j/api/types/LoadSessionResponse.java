package io.github.acp4j.api.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/**
 * Response from loading an existing session.
 *
 * @param models the models the session can use, for the legacy unstable {@code session/set_model}, or null
 */
public record LoadSessionResponse(
		SessionModeState modes,
		List<SessionConfigOption> configOptions,
		@ProtocolDraft SessionModelState models,
		@SerializedName("_meta") JsonElement meta) {
}
