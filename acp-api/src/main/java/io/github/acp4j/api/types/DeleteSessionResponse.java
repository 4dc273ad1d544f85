package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response from deleting a session. */
public record DeleteSessionResponse(@SerializedName("_meta") JsonElement meta) {
}
