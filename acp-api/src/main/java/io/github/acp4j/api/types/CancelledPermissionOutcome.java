package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** The prompt turn was cancelled before the user chose an option. */
public record CancelledPermissionOutcome(
		@SerializedName("_meta") JsonElement meta) implements RequestPermissionOutcome {
}
