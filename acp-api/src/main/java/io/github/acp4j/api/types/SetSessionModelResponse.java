package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response to {@code session/set_model}. Legacy unstable ACP. */
@ProtocolDraft
public record SetSessionModelResponse(@SerializedName("_meta") JsonElement meta) {
}
