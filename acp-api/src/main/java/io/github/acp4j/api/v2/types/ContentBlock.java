// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.ContentBlockAdapter;

/**
 * Content blocks represent displayable information in the Agent Client Protocol.
 * <p>Content blocks appear in:
 * - User prompts sent via <code>session/prompt</code>
 * - Language model output reported through <code>session/update</code> notifications as
 * message updates or streamed chunks
 * - Progress updates and results from tool calls
 * <p>This structure is compatible with the Model Context Protocol (MCP), so agents can
 * forward content from MCP tool outputs without transformation.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/content">Content</a>
 *
 * <p>Told apart by {@code type}: {@code text} ({@link TextContent}), {@code image} ({@link ImageContent}), {@code audio} ({@link AudioContent}), {@code resource_link} ({@link ResourceLink}), {@code resource} ({@link EmbeddedResource}); any other is read as {@link UnknownContentBlock}, which keeps it whole.
 */
@JsonAdapter(ContentBlockAdapter.class)
public sealed interface ContentBlock permits TextContent, ImageContent, AudioContent, ResourceLink, EmbeddedResource, UnknownContentBlock {
}
