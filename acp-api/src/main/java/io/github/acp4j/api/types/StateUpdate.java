// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.StateUpdateAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Current foreground-work state of a reusable child session.
 * <p>Each update is a whole-object snapshot. Idle does not terminate the child.
 * The parent can message it again, transitioning it back to running.
 * Background activity may still emit other session updates while idle.
 *
 * <p>Told apart by {@code state}: {@code running} ({@link RunningStateUpdate}), {@code idle} ({@link IdleStateUpdate}), {@code requires_action} ({@link RequiresActionStateUpdate}), {@code unknown} ({@link UnknownStateUpdate}); any other is read as {@link OtherStateUpdate}, which keeps it whole.
 */
@ProtocolDraft
@JsonAdapter(StateUpdateAdapter.class)
public sealed interface StateUpdate permits RunningStateUpdate, IdleStateUpdate, RequiresActionStateUpdate, UnknownStateUpdate, OtherStateUpdate {
}
