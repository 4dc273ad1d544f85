package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.SessionConfigBoolean;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionConfigSelect;

/** Reads and writes {@link SessionConfigOption} by its {@code type}. */
public final class SessionConfigOptionAdapter extends TaggedUnionAdapterFactory<SessionConfigOption> {

	public SessionConfigOptionAdapter() {
		super(SessionConfigOption.class, "type");
		variant("select", SessionConfigSelect.class);
		variant("boolean", SessionConfigBoolean.class);
	}
}
