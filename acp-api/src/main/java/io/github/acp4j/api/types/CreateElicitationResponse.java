package io.github.acp4j.api.types;

import java.util.Map;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response from the client to an elicitation request. */
public record CreateElicitationResponse(
		String action,
		Map<String, JsonElement> content,
		@SerializedName("_meta") JsonElement meta) {

	/** The user accepted and {@code content} holds the answers. */
	public static final String ACCEPT = "accept";

	/** The user declined. */
	public static final String DECLINE = "decline";

	/** The request was dismissed. */
	public static final String CANCEL = "cancel";
}
