package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.SessionUpdateAdapter;

/**
 * One update in a {@code session/update} notification, tagged by {@code sessionUpdate}: message and
 * thought chunks, tool calls and their updates, plans, commands, mode, config options, session info,
 * usage, notices and compaction.
 */
@JsonAdapter(SessionUpdateAdapter.class)
public sealed interface SessionUpdate permits ContentChunk, ToolCall,
		ToolCallUpdate, Plan, AvailableCommandsUpdate, CurrentModeUpdate, ConfigOptionUpdate, SessionInfoUpdate, UsageUpdate,
		Notice, CompactionUpdate, CompactionSummaryChunk, UnknownSessionUpdate {
}
