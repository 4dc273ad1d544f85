package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Text provided to or from an LLM. */
public record TextContent(
		Annotations annotations,
		String text,
		@SerializedName("_meta") JsonElement meta) implements ContentBlock {

	/** Plain text content. */
	public static TextContent of(String text) {
		return new TextContent(null, text, null);
	}
}
