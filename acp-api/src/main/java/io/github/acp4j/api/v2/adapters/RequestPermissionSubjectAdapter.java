// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.CommandPermissionSubject;
import io.github.acp4j.api.v2.types.RequestPermissionSubject;
import io.github.acp4j.api.v2.types.ToolCallPermissionSubject;
import io.github.acp4j.api.v2.types.UnknownRequestPermissionSubject;

/** Reads and writes {@link RequestPermissionSubject} by its {@code type}. */
public final class RequestPermissionSubjectAdapter extends TaggedUnionAdapterFactory<RequestPermissionSubject> {

	/** Declares the variants of {@link RequestPermissionSubject}. */
	public RequestPermissionSubjectAdapter() {
		super(RequestPermissionSubject.class, "type", RecordAdapters::variant);
		variant("tool_call", ToolCallPermissionSubject.class);
		variant("command", CommandPermissionSubject.class);
		unknown(UnknownRequestPermissionSubject.class, UnknownRequestPermissionSubject::new, UnknownRequestPermissionSubject::json);
	}
}
