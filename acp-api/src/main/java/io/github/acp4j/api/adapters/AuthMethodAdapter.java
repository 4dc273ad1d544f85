// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.AuthMethod;
import io.github.acp4j.api.types.AuthMethodAgent;
import io.github.acp4j.api.types.AuthMethodTerminal;
import io.github.acp4j.api.types.UnknownAuthMethod;

/** Reads and writes {@link AuthMethod} by its {@code type}. */
public final class AuthMethodAdapter extends TaggedUnionAdapterFactory<AuthMethod> {

	/** Declares the variants of {@link AuthMethod}. */
	public AuthMethodAdapter() {
		super(AuthMethod.class, "type");
		variant("terminal", AuthMethodTerminal.class);
		untagged(AuthMethodAgent.class);
		unknown(UnknownAuthMethod.class, UnknownAuthMethod::new, UnknownAuthMethod::json);
	}
}
