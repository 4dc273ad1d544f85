// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/** The sender or recipient of messages and data in a conversation. */
public enum Role {
	/** The assistant side of a conversation. */
	@SerializedName("assistant")
	ASSISTANT,

	/** The user side of a conversation. */
	@SerializedName("user")
	USER
}
