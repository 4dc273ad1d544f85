package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.JsonPrimitive;
import com.google.gson.annotations.SerializedName;

/** Request from the agent to elicit structured user input. */
public record CreateElicitationRequest(
		String message,
		String mode,
		String sessionId,
		String toolCallId,
		JsonPrimitive requestId,
		ElicitationSchema requestedSchema,
		String elicitationId,
		String url,
		@SerializedName("_meta") JsonElement meta) {

	/** The {@code form} mode. */
	public static final String FORM = "form";

	/** The {@code url} mode. */
	public static final String URL = "url";
}
