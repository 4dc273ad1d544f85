package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request parameters for sending a user prompt to the agent. */
public record PromptRequest(
		String sessionId,
		List<ContentBlock> prompt,
		@SerializedName("_meta") JsonElement meta) {
}
