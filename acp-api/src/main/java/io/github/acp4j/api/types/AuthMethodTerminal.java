package io.github.acp4j.api.types;

import java.util.List;
import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Terminal-based authentication method. */
public record AuthMethodTerminal(
		String id,
		String name,
		String description,
		List<String> args,
		Map<String, String> env,
		@SerializedName("_meta") JsonElement meta) implements AuthMethod {
}
