package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** An image provided to or from an LLM. */
public record ImageContent(
		Annotations annotations,
		String data,
		String mimeType,
		String uri,
		@SerializedName("_meta") JsonElement meta) implements ContentBlock {
}
