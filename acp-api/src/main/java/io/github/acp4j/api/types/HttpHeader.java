package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** An HTTP header to set when making requests to the MCP server. */
public record HttpHeader(String name, String value, @SerializedName("_meta") JsonElement meta) {
}
