package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Cost information for a session. */
public record Cost(Double amount, String currency, @SerializedName("_meta") JsonElement meta) {
}
