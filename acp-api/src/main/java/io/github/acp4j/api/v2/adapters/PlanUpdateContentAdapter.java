// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.PlanFile;
import io.github.acp4j.api.v2.types.PlanItems;
import io.github.acp4j.api.v2.types.PlanMarkdown;
import io.github.acp4j.api.v2.types.PlanUpdateContent;
import io.github.acp4j.api.v2.types.UnknownPlanUpdateContent;

/** Reads and writes {@link PlanUpdateContent} by its {@code type}. */
public final class PlanUpdateContentAdapter extends TaggedUnionAdapterFactory<PlanUpdateContent> {

	/** Declares the variants of {@link PlanUpdateContent}. */
	public PlanUpdateContentAdapter() {
		super(PlanUpdateContent.class, "type", RecordAdapters::variant);
		variant("items", PlanItems.class);
		variant("file", PlanFile.class);
		variant("markdown", PlanMarkdown.class);
		unknown(UnknownPlanUpdateContent.class, UnknownPlanUpdateContent::new, UnknownPlanUpdateContent::json);
	}
}
