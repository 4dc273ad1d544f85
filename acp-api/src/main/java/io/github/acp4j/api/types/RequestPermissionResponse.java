package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response to a permission request. */
public record RequestPermissionResponse(
		RequestPermissionOutcome outcome,
		@SerializedName("_meta") JsonElement meta) {
}
