package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Session configuration option capabilities supported by the client. */
public record SessionConfigOptionsCapabilities(
		@SerializedName("boolean") BooleanConfigOptionCapabilities booleanValue,
		@SerializedName("_meta") JsonElement meta) {
}
