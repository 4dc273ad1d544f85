package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Binary resource contents. */
public record BlobResourceContents(
		String blob,
		String mimeType,
		String uri,
		@SerializedName("_meta") JsonElement meta) implements EmbeddedResourceResource {
}
