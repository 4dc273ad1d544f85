// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.AgentMessageChunk;
import io.github.acp4j.api.types.AgentThoughtChunk;
import io.github.acp4j.api.types.AvailableCommandsUpdate;
import io.github.acp4j.api.types.CompactionSummaryChunk;
import io.github.acp4j.api.types.CompactionUpdate;
import io.github.acp4j.api.types.ConfigOptionUpdate;
import io.github.acp4j.api.types.CurrentModeUpdate;
import io.github.acp4j.api.types.Notice;
import io.github.acp4j.api.types.Plan;
import io.github.acp4j.api.types.PlanRemoved;
import io.github.acp4j.api.types.PlanUpdate;
import io.github.acp4j.api.types.SessionInfoUpdate;
import io.github.acp4j.api.types.SessionMessage;
import io.github.acp4j.api.types.SessionMessageChunk;
import io.github.acp4j.api.types.SessionUpdate;
import io.github.acp4j.api.types.SubagentUpdate;
import io.github.acp4j.api.types.ToolCall;
import io.github.acp4j.api.types.ToolCallUpdate;
import io.github.acp4j.api.types.UnknownSessionUpdate;
import io.github.acp4j.api.types.UsageUpdate;
import io.github.acp4j.api.types.UserMessageChunk;

/** Reads and writes {@link SessionUpdate} by its {@code sessionUpdate}. */
public final class SessionUpdateAdapter extends TaggedUnionAdapterFactory<SessionUpdate> {

	/** Declares the variants of {@link SessionUpdate}. */
	public SessionUpdateAdapter() {
		super(SessionUpdate.class, "sessionUpdate");
		variant("user_message_chunk", UserMessageChunk.class);
		variant("agent_message_chunk", AgentMessageChunk.class);
		variant("agent_thought_chunk", AgentThoughtChunk.class);
		variant("tool_call", ToolCall.class);
		variant("tool_call_update", ToolCallUpdate.class);
		variant("plan", Plan.class);
		variant("plan_update", PlanUpdate.class);
		variant("plan_removed", PlanRemoved.class);
		variant("available_commands_update", AvailableCommandsUpdate.class);
		variant("current_mode_update", CurrentModeUpdate.class);
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
