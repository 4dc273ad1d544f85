// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.AvailableCommandInputAdapter;

/**
 * The input specification for a command.
 *
 * <p>Told apart by {@code type}: {@code text} ({@link TextCommandInput}); any other is read as {@link UnknownAvailableCommandInput}, which keeps it whole.
 */
@JsonAdapter(AvailableCommandInputAdapter.class)
public sealed interface AvailableCommandInput permits TextCommandInput, UnknownAvailableCommandInput {
}
