package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.EmbeddedResourceResourceAdapter;

/** The contents of an embedded resource: text or a base64 blob. */
@JsonAdapter(EmbeddedResourceResourceAdapter.class)
public sealed interface EmbeddedResourceResource permits TextResourceContents, BlobResourceContents {
}
