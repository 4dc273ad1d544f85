// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.AuthMethodAdapter;

/**
 * Describes an available authentication method.
 * <p>The <code>type</code> field acts as the discriminator in the serialized JSON form.
 * When no <code>type</code> is present, the method is treated as <code>agent</code>.
 *
 * <p>Told apart by {@code type}: {@code terminal} ({@link AuthMethodTerminal}), {@link AuthMethodAgent} (no {@code type}); any other is read as {@link UnknownAuthMethod}, which keeps it whole.
 */
@JsonAdapter(AuthMethodAdapter.class)
public sealed interface AuthMethod permits AuthMethodTerminal, AuthMethodAgent, UnknownAuthMethod {
}
