package io.github.acp4j.api.types;

import java.util.List;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/**
 * The models a session can use and the one it uses, as {@code session/new} (and load, resume, fork)
 * answer them for {@code session/set_model}. Legacy unstable ACP.
 */
@ProtocolDraft
public record SessionModelState(
		String currentModelId,
		List<ModelInfo> availableModels,
		@SerializedName("_meta") JsonElement meta) {
}
