package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response containing the contents of a text file. */
public record ReadTextFileResponse(String content, @SerializedName("_meta") JsonElement meta) {
}
