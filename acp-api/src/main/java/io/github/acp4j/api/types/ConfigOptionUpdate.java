package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Session configuration options have been updated. */
public record ConfigOptionUpdate(
		List<SessionConfigOption> configOptions,
		@SerializedName("_meta") JsonElement meta) implements SessionUpdate {
}
