package io.github.acp4j.api.types;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/**
 * A content block appended to a compaction's summary. A first-seen ID creates an in-progress
 * compaction. Chunks append in receive order. Agents MUST only send this update when the Client
 * advertised the {@code session.compaction} Client capability.
 */
public record CompactionSummaryChunk(
		String compactionId,
		ContentBlock content,
		@SerializedName("_meta") JsonElement meta) implements SessionUpdate {
}
