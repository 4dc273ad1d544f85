package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** The user selected one of the provided options. */
public record SelectedPermissionOutcome(
		String optionId,
		@SerializedName("_meta") JsonElement meta) implements RequestPermissionOutcome {
}
