package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/**
 * Request parameters for {@code session/set_model}: the model the session uses from now on. Legacy
 * unstable ACP (in no schema the TypeScript SDK 2.4.0 ships), still sent by clients such as acpx.
 *
 * @param modelId one of the {@link ModelInfo#modelId()}s the session listed
 */
@ProtocolDraft
public record SetSessionModelRequest(
		String sessionId,
		String modelId,
		@SerializedName("_meta") JsonElement meta) {
}
