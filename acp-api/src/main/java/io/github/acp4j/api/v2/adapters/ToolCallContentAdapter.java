// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.Content;
import io.github.acp4j.api.v2.types.Diff;
import io.github.acp4j.api.v2.types.Terminal;
import io.github.acp4j.api.v2.types.ToolCallContent;
import io.github.acp4j.api.v2.types.UnknownToolCallContent;

/** Reads and writes {@link ToolCallContent} by its {@code type}. */
public final class ToolCallContentAdapter extends TaggedUnionAdapterFactory<ToolCallContent> {

	/** Declares the variants of {@link ToolCallContent}. */
	public ToolCallContentAdapter() {
		super(ToolCallContent.class, "type", RecordAdapters::variant);
		variant("content", Content.class);
		variant("diff", Diff.class);
		variant("terminal", Terminal.class);
		unknown(UnknownToolCallContent.class, UnknownToolCallContent::new, UnknownToolCallContent::json);
	}
}
