// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.ReplayFrom;
import io.github.acp4j.api.v2.types.ReplayFromStart;
import io.github.acp4j.api.v2.types.UnknownReplayFrom;

/** Reads and writes {@link ReplayFrom} by its {@code type}. */
public final class ReplayFromAdapter extends TaggedUnionAdapterFactory<ReplayFrom> {

	/** Declares the variants of {@link ReplayFrom}. */
	public ReplayFromAdapter() {
		super(ReplayFrom.class, "type", RecordAdapters::variant);
		variant("start", ReplayFromStart.class);
		unknown(UnknownReplayFrom.class, UnknownReplayFrom::new, UnknownReplayFrom::json);
	}
}
