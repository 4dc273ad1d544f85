package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.RequestPermissionOutcomeAdapter;

/** The outcome of a permission request, tagged by {@code outcome}: {@code selected} or {@code cancelled}. */
@JsonAdapter(RequestPermissionOutcomeAdapter.class)
public sealed interface RequestPermissionOutcome permits SelectedPermissionOutcome, CancelledPermissionOutcome, UnknownPermissionOutcome {

	/** The user chose the option with this id. */
	static RequestPermissionOutcome selected(String optionId) {
		return new SelectedPermissionOutcome(optionId, null);
	}

	/** The prompt turn was cancelled before the user answered. */
	static RequestPermissionOutcome cancelled() {
		return new CancelledPermissionOutcome(null);
	}
}
