package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request to read content from a text file. */
public record ReadTextFileRequest(
		String sessionId,
		String path,
		Long line,
		Long limit,
		@SerializedName("_meta") JsonElement meta) {
}
