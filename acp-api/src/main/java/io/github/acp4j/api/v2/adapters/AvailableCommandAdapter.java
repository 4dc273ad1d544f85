// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.AvailableCommand;
import io.github.acp4j.api.v2.types.Command;
import io.github.acp4j.api.v2.types.UnknownAvailableCommand;

/** Reads and writes {@link AvailableCommand} by its {@code type}. */
public final class AvailableCommandAdapter extends TaggedUnionAdapterFactory<AvailableCommand> {

	/** Declares the variants of {@link AvailableCommand}. */
	public AvailableCommandAdapter() {
		super(AvailableCommand.class, "type", RecordAdapters::variant);
		variant("command", Command.class);
		unknown(UnknownAvailableCommand.class, UnknownAvailableCommand::new, UnknownAvailableCommand::json);
	}
}
