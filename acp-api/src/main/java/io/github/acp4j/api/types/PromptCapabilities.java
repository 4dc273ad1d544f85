package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Prompt capabilities supported by the agent in {@code session/prompt} requests. */
public record PromptCapabilities(
		Boolean image,
		Boolean audio,
		Boolean embeddedContext,
		@SerializedName("_meta") JsonElement meta) {
}
