package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A resource that the server is capable of reading, included in a prompt or tool call result. */
public record ResourceLink(
		Annotations annotations,
		String description,
		String mimeType,
		String name,
		Long size,
		String title,
		String uri,
		@SerializedName("_meta") JsonElement meta) implements ContentBlock {
}
