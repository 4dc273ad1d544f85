package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A chunk of the user's message being streamed, as in a session replay. */
public record UserMessageChunk(
		ContentBlock content,
		String messageId,
		@SerializedName("_meta") JsonElement meta) implements ContentChunk {
}
