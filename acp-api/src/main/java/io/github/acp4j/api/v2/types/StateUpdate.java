// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.StateUpdateAdapter;

/**
 * A snapshot of the session's aggregate foreground activity.
 * <p>Foreground work is the agent's active response or workflow in the session,
 * including model processing, tool execution, and waiting for user action needed
 * to continue that work. It can start with a prompt or be agent-initiated, for
 * example to pursue an ongoing goal or follow up on a completed background task.
 * Either way, the agent MUST report <code>running</code> when foreground work starts,
 * or <code>requires_action</code> if it starts blocked on user action, and <code>idle</code> when it
 * ends. The agent SHOULD include a stop reason on that idle update.
 * Agent-initiated work does not require a prompt request or a synthetic user
 * message.
 * <p><code>running</code> may precede user-message insertion, for example during a foreground
 * hook. It is not acknowledgment of insertion, and rejecting a prompt does not
 * itself end foreground work.
 * <p>Background activity can continue and emit other <code>session/update</code> notifications
 * while <code>idle</code>. Those notifications, including a detached task's progress or
 * completion, do not by themselves change this state. A permission request only
 * warrants <code>requires_action</code> when foreground work is blocked on user action.
 * <p>The agent SHOULD report <code>requires_action</code> when the foreground workflow as a
 * whole cannot progress without user action, including permissions or elicitations.
 * Once reported, it MUST report <code>running</code> when progress resumes, or <code>idle</code> when
 * work ends without resuming.
 * If other foreground work can progress, the state remains <code>running</code>. Resolving
 * one of several requests does not itself change the state. Agents SHOULD ignore
 * responses for work that has already ended rather than use them to resume it.
 * <p>A new session defaults to idle until a state update reports otherwise.
 * Resume MUST send a current-state snapshot after any replay and before its
 * response. The snapshot reports foreground state after resuming.
 * The response alone does not imply idle.
 * Repeated snapshots are idempotent, not additional work, completions, or usage.
 * A repeated state may carry updated information without another state transition.
 * The agent MUST report <code>idle</code> when no foreground activity remains. Completing
 * an individual activity while other foreground work continues does not require
 * an idle boundary. Local commands use the same lifecycle even without model work.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#session-states">Session States</a>
 *
 * <p>Told apart by {@code state}: {@code running} ({@link RunningStateUpdate}), {@code idle} ({@link IdleStateUpdate}), {@code requires_action} ({@link RequiresActionStateUpdate}), {@code unknown} ({@link UnknownStateUpdate}); any other is read as {@link OtherStateUpdate}, which keeps it whole.
 */
@JsonAdapter(StateUpdateAdapter.class)
public sealed interface StateUpdate extends SessionUpdate permits RunningStateUpdate, IdleStateUpdate, RequiresActionStateUpdate, UnknownStateUpdate, OtherStateUpdate {
}
