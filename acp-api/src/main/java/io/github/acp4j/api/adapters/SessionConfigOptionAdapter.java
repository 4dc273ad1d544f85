// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.SessionConfigBoolean;
import io.github.acp4j.api.types.SessionConfigOption;
import io.github.acp4j.api.types.SessionConfigSelect;
import io.github.acp4j.api.types.UnknownSessionConfigOption;

/** Reads and writes {@link SessionConfigOption} by its {@code type}. */
public final class SessionConfigOptionAdapter extends TaggedUnionAdapterFactory<SessionConfigOption> {

	/** Declares the variants of {@link SessionConfigOption}. */
	public SessionConfigOptionAdapter() {
		super(SessionConfigOption.class, "type");
		variant("select", SessionConfigSelect.class);
		variant("boolean", SessionConfigBoolean.class);
		unknown(UnknownSessionConfigOption.class, UnknownSessionConfigOption::new, UnknownSessionConfigOption::json);
	}
}
