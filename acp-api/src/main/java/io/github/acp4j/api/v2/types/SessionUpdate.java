// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.SessionUpdateAdapter;

/**
 * Different types of updates that can be sent while a session exists.
 * <p>These updates report messages, progress, and other session activity.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#3-agent-reports-output">Agent Reports Output</a>
 *
 * <p>Told apart by {@code sessionUpdate}: {@code user_message_chunk} ({@link UserMessageChunk}), {@code user_message} ({@link UserMessage}), {@code agent_message_chunk} ({@link AgentMessageChunk}), {@code agent_message} ({@link AgentMessage}), {@code agent_thought_chunk} ({@link AgentThoughtChunk}), {@code agent_thought} ({@link AgentThought}), {@code state_update} ({@link StateUpdate}), {@code tool_call_content_chunk} ({@link ToolCallContentChunk}), {@code tool_call_update} ({@link ToolCallUpdate}), {@code terminal_update} ({@link TerminalUpdate}), {@code terminal_output_chunk} ({@link TerminalOutputChunk}), {@code plan_update} ({@link PlanUpdate}), {@code plan_removed} ({@link PlanRemoved}), {@code available_commands_update} ({@link AvailableCommandsUpdate}), {@code config_option_update} ({@link ConfigOptionUpdate}), {@code session_info_update} ({@link SessionInfoUpdate}), {@code usage_update} ({@link UsageUpdate}), {@code notice} ({@link Notice}), {@code compaction_update} ({@link CompactionUpdate}), {@code compaction_summary_chunk} ({@link CompactionSummaryChunk}), {@code subagent_update} ({@link SubagentUpdate}), {@code session_message} ({@link SessionMessage}), {@code session_message_chunk} ({@link SessionMessageChunk}); any other is read as {@link UnknownSessionUpdate}, which keeps it whole.
 */
@JsonAdapter(SessionUpdateAdapter.class)
public sealed interface SessionUpdate permits ContentChunk, UserMessage, AgentMessage, AgentThought, StateUpdate, ToolCallContentChunk, ToolCallUpdate, TerminalUpdate, TerminalOutputChunk, PlanUpdate, PlanRemoved, AvailableCommandsUpdate, ConfigOptionUpdate, SessionInfoUpdate, UsageUpdate, Notice, CompactionUpdate, CompactionSummaryChunk, SubagentUpdate, SessionMessage, SessionMessageChunk, UnknownSessionUpdate {
}
