package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Request parameters for the logout method. */
public record LogoutRequest(@SerializedName("_meta") JsonElement meta) {
}
