// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import org.eclipse.lsp4j.jsonrpc.ProtocolDraft;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.PlanUpdateContentAdapter;

/**
 * <b>UNSTABLE</b>
 * <p>This capability is not part of the spec yet, and may be removed or changed at any point.
 * <p>Updated content for a plan.
 *
 * <p>Told apart by {@code type}: {@code items} ({@link PlanItems}), {@code file} ({@link PlanFile}), {@code markdown} ({@link PlanMarkdown}); any other is read as {@link UnknownPlanUpdateContent}, which keeps it whole.
 */
@ProtocolDraft
@JsonAdapter(PlanUpdateContentAdapter.class)
public sealed interface PlanUpdateContent permits PlanItems, PlanFile, PlanMarkdown, UnknownPlanUpdateContent {
}
