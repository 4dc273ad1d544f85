// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.AgentMessage;
import io.github.acp4j.api.v2.types.AgentMessageChunk;
import io.github.acp4j.api.v2.types.AgentThought;
import io.github.acp4j.api.v2.types.AgentThoughtChunk;
import io.github.acp4j.api.v2.types.AvailableCommandsUpdate;
import io.github.acp4j.api.v2.types.CompactionSummaryChunk;
import io.github.acp4j.api.v2.types.CompactionUpdate;
import io.github.acp4j.api.v2.types.ConfigOptionUpdate;
import io.github.acp4j.api.v2.types.Notice;
import io.github.acp4j.api.v2.types.PlanRemoved;
import io.github.acp4j.api.v2.types.PlanUpdate;
import io.github.acp4j.api.v2.types.SessionInfoUpdate;
import io.github.acp4j.api.v2.types.SessionMessage;
import io.github.acp4j.api.v2.types.SessionMessageChunk;
import io.github.acp4j.api.v2.types.SessionUpdate;
import io.github.acp4j.api.v2.types.StateUpdate;
import io.github.acp4j.api.v2.types.SubagentUpdate;
import io.github.acp4j.api.v2.types.TerminalOutputChunk;
import io.github.acp4j.api.v2.types.TerminalUpdate;
import io.github.acp4j.api.v2.types.ToolCallContentChunk;
import io.github.acp4j.api.v2.types.ToolCallUpdate;
import io.github.acp4j.api.v2.types.UnknownSessionUpdate;
import io.github.acp4j.api.v2.types.UsageUpdate;
import io.github.acp4j.api.v2.types.UserMessage;
import io.github.acp4j.api.v2.types.UserMessageChunk;

/** Reads and writes {@link SessionUpdate} by its {@code sessionUpdate}. */
public final class SessionUpdateAdapter extends TaggedUnionAdapterFactory<SessionUpdate> {

	/** Declares the variants of {@link SessionUpdate}. */
	public SessionUpdateAdapter() {
		super(SessionUpdate.class, "sessionUpdate", RecordAdapters::variant);
		variant("user_message_chunk", UserMessageChunk.class);
		variant("user_message", UserMessage.class);
		variant("agent_message_chunk", AgentMessageChunk.class);
		variant("agent_message", AgentMessage.class);
		variant("agent_thought_chunk", AgentThoughtChunk.class);
		variant("agent_thought", AgentThought.class);
		variant("state_update", StateUpdate.class);
		variant("tool_call_content_chunk", ToolCallContentChunk.class);
		variant("tool_call_update", ToolCallUpdate.class);
		variant("terminal_update", TerminalUpdate.class);
		variant("terminal_output_chunk", TerminalOutputChunk.class);
		variant("plan_update", PlanUpdate.class);
		variant("plan_removed", PlanRemoved.class);
		variant("available_commands_update", AvailableCommandsUpdate.class);
		variant("config_option_update", ConfigOptionUpdate.class);
		variant("session_info_update", SessionInfoUpdate.class);
		variant("usage_update", UsageUpdate.class);
		variant("notice", Notice.class);
		variant("compaction_update", CompactionUpdate.class);
		variant("compaction_summary_chunk", CompactionSummaryChunk.class);
		variant("subagent_update", SubagentUpdate.class);
		variant("session_message", SessionMessage.class);
		variant("session_message_chunk", SessionMessageChunk.class);
		unknown(UnknownSessionUpdate.class, UnknownSessionUpdate::new, UnknownSessionUpdate::json);
	}
}
