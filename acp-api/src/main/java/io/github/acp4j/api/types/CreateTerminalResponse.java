package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response containing the ID of the created terminal. */
public record CreateTerminalResponse(String terminalId, @SerializedName("_meta") JsonElement meta) {
}
