package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Elicitation capabilities supported by the client. */
public record ElicitationCapabilities(
		ElicitationFormCapabilities form,
		ElicitationUrlCapabilities url,
		@SerializedName("_meta") JsonElement meta) {
}
