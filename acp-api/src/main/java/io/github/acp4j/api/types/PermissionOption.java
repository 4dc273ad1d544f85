package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** An option presented to the user when requesting permission. */
public record PermissionOption(
		String optionId,
		String name,
		PermissionOptionKind kind,
		@SerializedName("_meta") JsonElement meta) {
}
