// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.EmbeddedResourceResourceAdapter;

/**
 * Resource content that can be embedded in a message.
 *
 * <p>One of {@link TextResourceContents}, {@link BlobResourceContents}, told apart by their members; an object that is none of them is read as {@link UnknownEmbeddedResourceResource}, which keeps it whole.
 */
@JsonAdapter(EmbeddedResourceResourceAdapter.class)
public sealed interface EmbeddedResourceResource permits TextResourceContents, BlobResourceContents, UnknownEmbeddedResourceResource {
}
