package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.CancelledPermissionOutcome;
import io.github.acp4j.api.types.RequestPermissionOutcome;
import io.github.acp4j.api.types.SelectedPermissionOutcome;
import io.github.acp4j.api.types.UnknownPermissionOutcome;

/** Reads and writes {@link RequestPermissionOutcome} by its {@code outcome}. */
public final class RequestPermissionOutcomeAdapter extends TaggedUnionAdapterFactory<RequestPermissionOutcome> {

	public RequestPermissionOutcomeAdapter() {
		super(RequestPermissionOutcome.class, "outcome");
		variant("selected", SelectedPermissionOutcome.class);
		variant("cancelled", CancelledPermissionOutcome.class);
		unknown(UnknownPermissionOutcome.class, UnknownPermissionOutcome::new, UnknownPermissionOutcome::json);
	}
}
