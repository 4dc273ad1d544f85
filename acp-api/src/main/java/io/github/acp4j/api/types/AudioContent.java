package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Audio provided to or from an LLM. */
public record AudioContent(
		Annotations annotations,
		String data,
		String mimeType,
		@SerializedName("_meta") JsonElement meta) implements ContentBlock {
}
