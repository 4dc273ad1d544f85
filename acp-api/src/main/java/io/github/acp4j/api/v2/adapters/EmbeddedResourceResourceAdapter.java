package io.github.acp4j.api.v2.adapters;

import com.google.gson.JsonObject;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;

import io.github.acp4j.api.v2.types.BlobResourceContents;
import io.github.acp4j.api.v2.types.EmbeddedResourceResource;
import io.github.acp4j.api.v2.types.TextResourceContents;
import io.github.acp4j.api.v2.types.UnknownEmbeddedResourceResource;

/**
 * Reads and writes {@link EmbeddedResourceResource}: text contents have {@code text}, blobs
 * {@code blob}; contents with neither (a newer protocol's) are kept whole as
 * {@link UnknownEmbeddedResourceResource}.
 */
public final class EmbeddedResourceResourceAdapter extends TaggedUnionAdapterFactory<EmbeddedResourceResource> {

	/** Declares the variants of {@link EmbeddedResourceResource}. */
	public EmbeddedResourceResourceAdapter() {
		super(EmbeddedResourceResource.class, "text");
		untagged(TextResourceContents.class);
		untagged(BlobResourceContents.class);
		unknown(UnknownEmbeddedResourceResource.class, UnknownEmbeddedResourceResource::new, UnknownEmbeddedResourceResource::json);
	}

	@Override
	protected Class<? extends EmbeddedResourceResource> variantOf(JsonObject object) {
		if (object.has("text")) {
			return TextResourceContents.class;
		}
		if (object.has("blob")) {
			return BlobResourceContents.class;
		}
		return UnknownEmbeddedResourceResource.class;
	}
}
