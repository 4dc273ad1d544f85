package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A chunk of the agent's internal reasoning being streamed. */
public record AgentThoughtChunk(
		ContentBlock content,
		String messageId,
		@SerializedName("_meta") JsonElement meta) implements ContentChunk {
}
