package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response to {@code session/set_config_option} method. */
public record SetSessionConfigOptionResponse(
		List<SessionConfigOption> configOptions,
		@SerializedName("_meta") JsonElement meta) {
}
