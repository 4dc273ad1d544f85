// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.AudioContent;
import io.github.acp4j.api.v2.types.ContentBlock;
import io.github.acp4j.api.v2.types.EmbeddedResource;
import io.github.acp4j.api.v2.types.ImageContent;
import io.github.acp4j.api.v2.types.ResourceLink;
import io.github.acp4j.api.v2.types.TextContent;
import io.github.acp4j.api.v2.types.UnknownContentBlock;

/** Reads and writes {@link ContentBlock} by its {@code type}. */
public final class ContentBlockAdapter extends TaggedUnionAdapterFactory<ContentBlock> {

	/** Declares the variants of {@link ContentBlock}. */
	public ContentBlockAdapter() {
		super(ContentBlock.class, "type", RecordAdapters::variant);
		variant("text", TextContent.class);
		variant("image", ImageContent.class);
		variant("audio", AudioContent.class);
		variant("resource_link", ResourceLink.class);
		variant("resource", EmbeddedResource.class);
		unknown(UnknownContentBlock.class, UnknownContentBlock::new, UnknownContentBlock::json);
	}
}
