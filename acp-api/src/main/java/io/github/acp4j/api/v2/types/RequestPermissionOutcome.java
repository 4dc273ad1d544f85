// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.RequestPermissionOutcomeAdapter;

/**
 * The outcome of a permission request.
 *
 * <p>Told apart by {@code outcome}: {@code cancelled} ({@link CancelledPermissionOutcome}), {@code selected} ({@link SelectedPermissionOutcome}); any other is read as {@link UnknownPermissionOutcome}, which keeps it whole.
 */
@JsonAdapter(RequestPermissionOutcomeAdapter.class)
public sealed interface RequestPermissionOutcome permits CancelledPermissionOutcome, SelectedPermissionOutcome, UnknownPermissionOutcome {
}
