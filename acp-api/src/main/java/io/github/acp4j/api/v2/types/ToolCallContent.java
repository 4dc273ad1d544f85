// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.ToolCallContentAdapter;

/**
 * Content produced by a tool call.
 * <p>Tool calls can produce different types of content including standard
 * content blocks (text, images), file diffs, or display-only terminals.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v2/draft/tool-calls#content">Content</a>
 *
 * <p>Told apart by {@code type}: {@code content} ({@link Content}), {@code diff} ({@link Diff}), {@code terminal} ({@link Terminal}); any other is read as {@link UnknownToolCallContent}, which keeps it whole.
 */
@JsonAdapter(ToolCallContentAdapter.class)
public sealed interface ToolCallContent permits Content, Diff, Terminal, UnknownToolCallContent {
}
