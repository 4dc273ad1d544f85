package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** File system capabilities that a client may support. */
public record FileSystemCapabilities(
		Boolean readTextFile,
		Boolean writeTextFile,
		@SerializedName("_meta") JsonElement meta) {
}
