package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response from forking a session. Unstable in ACP v1: not part of the spec yet, and may change. */
public record ForkSessionResponse(
		String sessionId,
		SessionModeState modes,
		List<SessionConfigOption> configOptions,
		@SerializedName("_meta") JsonElement meta) {
}
