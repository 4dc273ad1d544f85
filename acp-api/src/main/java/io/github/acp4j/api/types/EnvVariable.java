package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** An environment variable to set when launching an MCP server. */
public record EnvVariable(String name, String value, @SerializedName("_meta") JsonElement meta) {
}
