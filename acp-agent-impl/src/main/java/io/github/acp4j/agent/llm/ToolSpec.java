package io.github.acp4j.agent.llm;

import com.google.gson.JsonObject;

/**
 * A tool offered to the model.
 *
 * @param name        what the model calls it
 * @param description what it does, for the model
 * @param parameters  the JSON schema of its arguments
 */
public record ToolSpec(String name, String description, JsonObject parameters) {
}
