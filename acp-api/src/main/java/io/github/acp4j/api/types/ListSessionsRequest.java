package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request parameters for listing existing sessions. */
public record ListSessionsRequest(String cwd, String cursor, @SerializedName("_meta") JsonElement meta) {
}
