// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.CancelledPermissionOutcome;
import io.github.acp4j.api.v2.types.RequestPermissionOutcome;
import io.github.acp4j.api.v2.types.SelectedPermissionOutcome;
import io.github.acp4j.api.v2.types.UnknownPermissionOutcome;

/** Reads and writes {@link RequestPermissionOutcome} by its {@code outcome}. */
public final class RequestPermissionOutcomeAdapter extends TaggedUnionAdapterFactory<RequestPermissionOutcome> {

	/** Declares the variants of {@link RequestPermissionOutcome}. */
	public RequestPermissionOutcomeAdapter() {
		super(RequestPermissionOutcome.class, "outcome", RecordAdapters::variant);
		variant("cancelled", CancelledPermissionOutcome.class);
		variant("selected", SelectedPermissionOutcome.class);
		unknown(UnknownPermissionOutcome.class, UnknownPermissionOutcome::new, UnknownPermissionOutcome::json);
	}
}
