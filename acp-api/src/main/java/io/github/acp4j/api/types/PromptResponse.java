package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response from processing a user prompt. */
public record PromptResponse(StopReason stopReason, @SerializedName("_meta") JsonElement meta) {
}
