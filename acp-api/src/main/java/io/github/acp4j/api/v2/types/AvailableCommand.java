// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.AvailableCommandAdapter;

/**
 * A command the agent advertises to the client.
 * <p>The <code>type</code> field acts as the discriminator in the serialized JSON form.
 *
 * <p>Told apart by {@code type}: {@code command} ({@link Command}); any other is read as {@link UnknownAvailableCommand}, which keeps it whole.
 */
@JsonAdapter(AvailableCommandAdapter.class)
public sealed interface AvailableCommand permits Command, UnknownAvailableCommand {
}
