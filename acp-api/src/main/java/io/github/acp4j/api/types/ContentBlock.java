package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.ContentBlockAdapter;

/**
 * Content in prompts, agent messages and tool call results, tagged by {@code type}: {@code text},
 * {@code image}, {@code audio}, {@code resource_link} or {@code resource}.
 */
@JsonAdapter(ContentBlockAdapter.class)
public sealed interface ContentBlock permits TextContent, ImageContent, AudioContent, ResourceLink, EmbeddedResource, UnknownContentBlock {
}
