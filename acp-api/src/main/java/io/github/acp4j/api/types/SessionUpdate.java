// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.SessionUpdateAdapter;

/**
 * Different types of updates that can be sent during session processing.
 * <p>These updates provide real-time feedback about the agent's progress.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/prompt-turn#3-agent-reports-output">Agent Reports Output</a>
 *
 * <p>Told apart by {@code sessionUpdate}: {@code user_message_chunk} ({@link UserMessageChunk}), {@code agent_message_chunk} ({@link AgentMessageChunk}), {@code agent_thought_chunk} ({@link AgentThoughtChunk}), {@code tool_call} ({@link ToolCall}), {@code tool_call_update} ({@link ToolCallUpdate}), {@code plan} ({@link Plan}), {@code plan_update} ({@link PlanUpdate}), {@code plan_removed} ({@link PlanRemoved}), {@code available_commands_update} ({@link AvailableCommandsUpdate}), {@code current_mode_update} ({@link CurrentModeUpdate}), {@code config_option_update} ({@link ConfigOptionUpdate}), {@code session_info_update} ({@link SessionInfoUpdate}), {@code usage_update} ({@link UsageUpdate}), {@code notice} ({@link Notice}), {@code compaction_update} ({@link CompactionUpdate}), {@code compaction_summary_chunk} ({@link CompactionSummaryChunk}), {@code subagent_update} ({@link SubagentUpdate}), {@code session_message} ({@link SessionMessage}), {@code session_message_chunk} ({@link SessionMessageChunk}); any other is read as {@link UnknownSessionUpdate}, which keeps it whole.
 */
@JsonAdapter(SessionUpdateAdapter.class)
public sealed interface SessionUpdate permits ContentChunk, ToolCall, ToolCallUpdate, Plan, PlanUpdate, PlanRemoved, AvailableCommandsUpdate, CurrentModeUpdate, ConfigOptionUpdate, SessionInfoUpdate, UsageUpdate, Notice, CompactionUpdate, CompactionSummaryChunk, SubagentUpdate, SessionMessage, SessionMessageChunk, UnknownSessionUpdate {
}
