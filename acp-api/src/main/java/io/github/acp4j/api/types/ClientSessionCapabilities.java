package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/** Session-related capabilities supported by the client. */
public record ClientSessionCapabilities(
		CompactionCapabilities compaction,
		SessionConfigOptionsCapabilities configOptions,
		NoticeCapabilities notices,
		@SerializedName("_meta") JsonElement meta) {
}
