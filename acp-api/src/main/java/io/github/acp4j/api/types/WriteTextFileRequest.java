package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request to write content to a text file. */
public record WriteTextFileRequest(
		String sessionId,
		String path,
		String content,
		@SerializedName("_meta") JsonElement meta) {
}
