package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/**
 * Response to {@code session/set_mode} method.
 *
 * @param modeId the mode now in force, or null; not in the ACP schema (which allows extra members):
 *               agents written for Agentao-compatible hosts echo it, and ACP4J's agent does
 */
public record SetSessionModeResponse(String modeId, @SerializedName("_meta") JsonElement meta) {
}
