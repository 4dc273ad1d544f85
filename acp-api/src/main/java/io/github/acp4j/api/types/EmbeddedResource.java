package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** The contents of a resource, embedded into a prompt or tool call result. */
public record EmbeddedResource(
		Annotations annotations,
		EmbeddedResourceResource resource,
		@SerializedName("_meta") JsonElement meta) implements ContentBlock {
}
