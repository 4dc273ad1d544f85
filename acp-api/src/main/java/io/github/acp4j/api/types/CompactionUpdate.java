package io.github.acp4j.api.types;

import java.util.List;

import com.google.gson.JsonElement;
import com.google.gson.annotations.SerializedName;

/**
 * A context compaction upsert. The first notification fixes the compaction's timeline position.
 * Later updates with the same ID patch that entity in place. Agents MUST only send this update when
 * the Client advertised the {@code session.compaction} Client capability.
 */
public record CompactionUpdate(
		String compactionId,
		String status,
		List<ContentBlock> summary,
		String error,
		@SerializedName("_meta") JsonElement meta) implements SessionUpdate {
}
