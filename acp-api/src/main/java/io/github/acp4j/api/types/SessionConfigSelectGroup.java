package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A group of possible values for a session configuration option. */
public record SessionConfigSelectGroup(
		String group,
		String name,
		List<SessionConfigSelectOption> options,
		@SerializedName("_meta") JsonElement meta) {
}
