// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.AvailableCommandInputAdapter;

/**
 * The input specification for a command.
 *
 * <p>One of {@link UnstructuredCommandInput}, told apart by their members; an object that is none of them is read as {@link UnknownAvailableCommandInput}, which keeps it whole.
 */
@JsonAdapter(AvailableCommandInputAdapter.class)
public sealed interface AvailableCommandInput permits UnstructuredCommandInput, UnknownAvailableCommandInput {
}
