// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.CancelledPermissionOutcome;
import io.github.acp4j.api.types.RequestPermissionOutcome;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.UnknownPermissionOutcome;

/** Reads and writes {@link RequestPermissionOutcome} by its {@code outcome}. */
public final class RequestPermissionOutcomeAdapter extends TaggedUnionAdapterFactory<RequestPermissionOutcome> {

	/** Declares the variants of {@link RequestPermissionOutcome}. */
	public RequestPermissionOutcomeAdapter() {
		super(RequestPermissionOutcome.class, "outcome");
		variant("cancelled", CancelledPermissionOutcome.class);
		variant("selected", SelectedPermissionOutcome.class);
		unknown(UnknownPermissionOutcome.class, UnknownPermissionOutcome::new, UnknownPermissionOutcome::json);
	}
}
