// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.AvailableCommandInput;
import io.github.acp4j.api.v2.types.TextCommandInput;
import io.github.acp4j.api.v2.types.UnknownAvailableCommandInput;

/** Reads and writes {@link AvailableCommandInput} by its {@code type}. */
public final class AvailableCommandInputAdapter extends TaggedUnionAdapterFactory<AvailableCommandInput> {

	/** Declares the variants of {@link AvailableCommandInput}. */
	public AvailableCommandInputAdapter() {
		super(AvailableCommandInput.class, "type", RecordAdapters::variant);
		variant("text", TextCommandInput.class);
		unknown(UnknownAvailableCommandInput.class, UnknownAvailableCommandInput::new, UnknownAvailableCommandInput::json);
	}
}
