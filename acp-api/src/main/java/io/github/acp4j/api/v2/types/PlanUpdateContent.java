// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.PlanUpdateContentAdapter;

/**
 * Updated content for a plan.
 *
 * <p>Told apart by {@code type}: {@code items} ({@link PlanItems}), {@code file} ({@link PlanFile}), {@code markdown} ({@link PlanMarkdown}); any other is read as {@link UnknownPlanUpdateContent}, which keeps it whole.
 */
@JsonAdapter(PlanUpdateContentAdapter.class)
public sealed interface PlanUpdateContent permits PlanItems, PlanFile, PlanMarkdown, UnknownPlanUpdateContent {
}
