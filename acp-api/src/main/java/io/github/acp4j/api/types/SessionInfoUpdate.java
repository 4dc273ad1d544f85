package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Update to session metadata. All fields are optional to support partial updates. */
public record SessionInfoUpdate(
		String title,
		String updatedAt,
		@SerializedName("_meta") JsonElement meta) implements SessionUpdate {
}
