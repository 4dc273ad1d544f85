package io.github.acp4j.api.adapters;

import com.google.gson.JsonObject;
import com.google.gson.JsonParseException;

import io.github.acp4j.api.types.BlobResourceContents;
import io.github.acp4j.api.types.EmbeddedResourceResource;
import io.github.acp4j.api.types.TextResourceContents;

/** Reads and writes {@link EmbeddedResourceResource}: text contents have {@code text}, blobs {@code blob}. */
public final class EmbeddedResourceResourceAdapter extends TaggedUnionAdapterFactory<EmbeddedResourceResource> {

	public EmbeddedResourceResourceAdapter() {
		super(EmbeddedResourceResource.class, "text");
		untagged(TextResourceContents.class);
		untagged(BlobResourceContents.class);
	}

	@Override
	protected Class<? extends EmbeddedResourceResource> variantOf(JsonObject object) {
		if (object.has("text")) {
			return TextResourceContents.class;
		}
		if (object.has("blob")) {
			return BlobResourceContents.class;
		}
		throw new JsonParseException("Embedded resource without \"text\" or \"blob\"");
	}
}
