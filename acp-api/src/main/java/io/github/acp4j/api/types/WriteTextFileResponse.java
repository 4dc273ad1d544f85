package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Response to {@code fs/write_text_file} */
public record WriteTextFileResponse(@SerializedName("_meta") JsonElement meta) {
}
