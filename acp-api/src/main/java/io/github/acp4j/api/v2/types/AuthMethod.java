// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.AuthMethodAdapter;

/**
 * Describes an available authentication method.
 * <p>The <code>type</code> field acts as the discriminator in the serialized JSON form.
 *
 * <p>Told apart by {@code type}: {@code terminal} ({@link AuthMethodTerminal}), {@code agent} ({@link AuthMethodAgent}); any other is read as {@link UnknownAuthMethod}, which keeps it whole.
 */
@JsonAdapter(AuthMethodAdapter.class)
public sealed interface AuthMethod permits AuthMethodTerminal, AuthMethodAgent, UnknownAuthMethod {
}
