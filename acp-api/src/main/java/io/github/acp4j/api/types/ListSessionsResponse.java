package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response from listing sessions. */
public record ListSessionsResponse(
		List<SessionInfo> sessions,
		String nextCursor,
		@SerializedName("_meta") JsonElement meta) {
}
