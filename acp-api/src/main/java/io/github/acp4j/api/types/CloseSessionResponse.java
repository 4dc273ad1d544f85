package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response from closing a session. */
public record CloseSessionResponse(@SerializedName("_meta") JsonElement meta) {
}
