package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request for user permission to execute a tool call. */
public record RequestPermissionRequest(
		String sessionId,
		ToolCallUpdate toolCall,
		List<PermissionOption> options,
		@SerializedName("_meta") JsonElement meta) {
}
