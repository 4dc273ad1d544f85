package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/**
 * A model a session can use. Legacy unstable ACP.
 *
 * @param modelId     what {@code session/set_model} takes
 * @param name        what a user reads
 * @param description more about it, or null
 */
@ProtocolDraft
public record ModelInfo(
		String modelId,
		String name,
		String description,
		@SerializedName("_meta") JsonElement meta) {
}
