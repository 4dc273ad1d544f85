// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.AudioContent;
import io.github.acp4j.api.types.ContentBlock;
import io.github.acp4j.api.types.EmbeddedResource;
import io.github.acp4j.api.types.ImageContent;
import io.github.acp4j.api.types.ResourceLink;
import io.github.acp4j.api.types.TextContent;
import io.github.acp4j.api.types.UnknownContentBlock;

/** Reads and writes {@link ContentBlock} by its {@code type}. */
public final class ContentBlockAdapter extends TaggedUnionAdapterFactory<ContentBlock> {

	/** Declares the variants of {@link ContentBlock}. */
	public ContentBlockAdapter() {
		super(ContentBlock.class, "type");
		variant("text", TextContent.class);
		variant("image", ImageContent.class);
		variant("audio", AudioContent.class);
		variant("resource_link", ResourceLink.class);
		variant("resource", EmbeddedResource.class);
		unknown(UnknownContentBlock.class, UnknownContentBlock::new, UnknownContentBlock::json);
	}
}
