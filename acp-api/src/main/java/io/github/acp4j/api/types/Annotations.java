package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/**
 * Optional annotations for the client. The client can use annotations to inform how objects are
 * used or displayed
 */
public record Annotations(
		List<Role> audience,
		String lastModified,
		Double priority,
		@SerializedName("_meta") JsonElement meta) {
}
