// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.types;

import com.google.gson.annotations.JsonAdapter;

import io.github.acp4j.api.v2.adapters.RequestPermissionSubjectAdapter;

/**
 * The operation requiring permission.
 *
 * <p>Told apart by {@code type}: {@code tool_call} ({@link ToolCallPermissionSubject}), {@code command} ({@link CommandPermissionSubject}); any other is read as {@link UnknownRequestPermissionSubject}, which keeps it whole.
 */
@JsonAdapter(RequestPermissionSubjectAdapter.class)
public sealed interface RequestPermissionSubject permits ToolCallPermissionSubject, CommandPermissionSubject, UnknownRequestPermissionSubject {
}
