package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/**
 * Metadata about the implementation of the client or agent. Describes the name and version of an
 * ACP implementation, with an optional title for UI representation.
 */
public record Implementation(
		String name,
		String title,
		String version,
		@SerializedName("_meta") JsonElement meta) {
}
