// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/**
 * The type of permission option being presented to the user.
 * <p>Helps clients choose appropriate icons and UI treatment.
 */
public enum PermissionOptionKind {
	/** Allow this operation only this time. */
	@SerializedName("allow_once")
	ALLOW_ONCE,

	/** Allow this operation and remember the choice. */
	@SerializedName("allow_always")
	ALLOW_ALWAYS,

	/** Reject this operation only this time. */
	@SerializedName("reject_once")
	REJECT_ONCE,

	/** Reject this operation and remember the choice. */
	@SerializedName("reject_always")
	REJECT_ALWAYS
}
