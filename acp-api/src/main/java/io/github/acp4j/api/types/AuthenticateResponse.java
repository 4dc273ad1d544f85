package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response to the {@code authenticate} method. */
public record AuthenticateResponse(@SerializedName("_meta") JsonElement meta) {
}
