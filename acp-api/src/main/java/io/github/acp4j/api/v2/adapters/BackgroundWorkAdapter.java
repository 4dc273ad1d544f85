// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.BackgroundSubagent;
import io.github.acp4j.api.v2.types.BackgroundTerminal;
import io.github.acp4j.api.v2.types.BackgroundToolCall;
import io.github.acp4j.api.v2.types.BackgroundWork;
import io.github.acp4j.api.v2.types.UnknownBackgroundWork;

/** Reads and writes {@link BackgroundWork} by its {@code type}. */
public final class BackgroundWorkAdapter extends TaggedUnionAdapterFactory<BackgroundWork> {

	/** Declares the variants of {@link BackgroundWork}. */
	public BackgroundWorkAdapter() {
		super(BackgroundWork.class, "type", RecordAdapters::variant);
		variant("terminal", BackgroundTerminal.class);
		variant("tool_call", BackgroundToolCall.class);
		variant("subagent", BackgroundSubagent.class);
		unknown(UnknownBackgroundWork.class, UnknownBackgroundWork::new, UnknownBackgroundWork::json);
	}
}
