package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.AuthMethod;
import io.github.acp4j.api.types.AuthMethodAgent;
import io.github.acp4j.api.types.AuthMethodTerminal;
import io.github.acp4j.api.types.UnknownAuthMethod;

/** Reads and writes {@link AuthMethod} by its {@code type}; agent-driven methods have none. */
public final class AuthMethodAdapter extends TaggedUnionAdapterFactory<AuthMethod> {

	public AuthMethodAdapter() {
		super(AuthMethod.class, "type");
		variant("terminal", AuthMethodTerminal.class);
		untagged(AuthMethodAgent.class);
		unknown(UnknownAuthMethod.class, UnknownAuthMethod::new, UnknownAuthMethod::json);
	}
}
