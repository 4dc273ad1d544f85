// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.ReplayFromAdapter;

/**
 * Inclusive cursor describing where replayed session history should begin.
 * <p>Replay includes the position identified by the cursor.
 *
 * <p>Told apart by {@code type}: {@code start} ({@link ReplayFromStart}); any other is read as {@link UnknownReplayFrom}, which keeps it whole.
 */
@JsonAdapter(ReplayFromAdapter.class)
public sealed interface ReplayFrom permits ReplayFromStart, UnknownReplayFrom {
}
