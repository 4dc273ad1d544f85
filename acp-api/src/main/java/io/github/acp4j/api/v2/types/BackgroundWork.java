// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.BackgroundWorkAdapter;

/**
 * One piece of work running independently of the session's foreground work.
 * <p>Items reference entities the Client already tracks. The Agent MUST announce each item
 * before the first snapshot that lists it, and MUST report a terminal's <code>exitStatus</code> or a
 * tool call's final status before the snapshot that removes it. Each piece of work is
 * listed once: process-backed work is listed as its terminal, not also as its tool call.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/prompt-lifecycle#background-work">Background Work</a>
 *
 * <p>Told apart by {@code type}: {@code terminal} ({@link BackgroundTerminal}), {@code tool_call} ({@link BackgroundToolCall}), {@code subagent} ({@link BackgroundSubagent}); any other is read as {@link UnknownBackgroundWork}, which keeps it whole.
 */
@JsonAdapter(BackgroundWorkAdapter.class)
public sealed interface BackgroundWork permits BackgroundTerminal, BackgroundToolCall, BackgroundSubagent, UnknownBackgroundWork {
}
