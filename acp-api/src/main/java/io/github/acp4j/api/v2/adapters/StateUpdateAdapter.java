// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.IdleStateUpdate;
import io.github.acp4j.api.v2.types.OtherStateUpdate;
import io.github.acp4j.api.v2.types.RequiresActionStateUpdate;
import io.github.acp4j.api.v2.types.RunningStateUpdate;
import io.github.acp4j.api.v2.types.StateUpdate;
import io.github.acp4j.api.v2.types.UnknownStateUpdate;

/** Reads and writes {@link StateUpdate} by its {@code state}. */
public final class StateUpdateAdapter extends TaggedUnionAdapterFactory<StateUpdate> {

	/** Declares the variants of {@link StateUpdate}. */
	public StateUpdateAdapter() {
		super(StateUpdate.class, "state", RecordAdapters::variant);
		variant("running", RunningStateUpdate.class);
		variant("idle", IdleStateUpdate.class);
		variant("requires_action", RequiresActionStateUpdate.class);
		variant("unknown", UnknownStateUpdate.class);
		unknown(OtherStateUpdate.class, OtherStateUpdate::new, OtherStateUpdate::json);
	}
}
