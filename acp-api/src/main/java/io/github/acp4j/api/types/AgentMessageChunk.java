package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A chunk of the agent's response being streamed. */
public record AgentMessageChunk(
		ContentBlock content,
		String messageId,
		@SerializedName("_meta") JsonElement meta) implements ContentChunk {
}
