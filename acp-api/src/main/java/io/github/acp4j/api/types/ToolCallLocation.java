package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** A file location being accessed or modified by a tool. */
public record ToolCallLocation(String path, Long line, @SerializedName("_meta") JsonElement meta) {

	/** A file location without a line. */
	public static ToolCallLocation of(String path) {
		return new ToolCallLocation(path, null, null);
	}
}
