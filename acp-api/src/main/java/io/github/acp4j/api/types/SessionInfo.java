package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Information about a session returned by session/list */
public record SessionInfo(
		String sessionId,
		String cwd,
		List<String> additionalDirectories,
		String title,
		String updatedAt,
		@SerializedName("_meta") JsonElement meta) {
}
