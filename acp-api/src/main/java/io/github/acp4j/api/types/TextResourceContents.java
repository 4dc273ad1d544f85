package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Text-based resource contents. */
public record TextResourceContents(
		String mimeType,
		String text,
		String uri,
		@SerializedName("_meta") JsonElement meta) implements EmbeddedResourceResource {
}
