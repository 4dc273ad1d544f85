package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response from resuming an existing session. */
public record ResumeSessionResponse(
		SessionModeState modes,
		List<SessionConfigOption> configOptions,
		@SerializedName("_meta") JsonElement meta) {
}
