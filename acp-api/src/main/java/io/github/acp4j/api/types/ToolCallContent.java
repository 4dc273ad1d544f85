package io.github.acp4j.api.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.adapters.ToolCallContentAdapter;

/** Content produced by a tool call: {@code content}, {@code diff} or {@code terminal}. */
@JsonAdapter(ToolCallContentAdapter.class)
public sealed interface ToolCallContent permits Content, Diff, Terminal, UnknownToolCallContent {
}
