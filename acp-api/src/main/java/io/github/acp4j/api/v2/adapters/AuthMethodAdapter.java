// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.AuthMethod;
import io.github.acp4j.api.v2.types.AuthMethodAgent;
import io.github.acp4j.api.v2.types.AuthMethodTerminal;
import io.github.acp4j.api.v2.types.UnknownAuthMethod;

/** Reads and writes {@link AuthMethod} by its {@code type}. */
public final class AuthMethodAdapter extends TaggedUnionAdapterFactory<AuthMethod> {

	/** Declares the variants of {@link AuthMethod}. */
	public AuthMethodAdapter() {
		super(AuthMethod.class, "type", RecordAdapters::variant);
		variant("terminal", AuthMethodTerminal.class);
		variant("agent", AuthMethodAgent.class);
		unknown(UnknownAuthMethod.class, UnknownAuthMethod::new, UnknownAuthMethod::json);
	}
}
