// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.types;

import com.google.gson.annotations.SerializedName;

/**
 * Categories of tools that can be invoked.
 * <p>Tool kinds help clients choose appropriate icons and optimize how they
 * display tool execution progress.
 * <p>See protocol docs: <a href="https://agentclientprotocol.com/protocol/v1/draft/tool-calls#creating">Creating</a>
 */
public enum ToolKind {
	/** Reading files or data. */
	@SerializedName("read")
	READ,

	/** Modifying files or content. */
	@SerializedName("edit")
	EDIT,

	/** Removing files or data. */
	@SerializedName("delete")
	DELETE,

	/** Moving or renaming files. */
	@SerializedName("move")
	MOVE,

	/** Searching for information. */
	@SerializedName("search")
	SEARCH,

	/** Running commands or code. */
	@SerializedName("execute")
	EXECUTE,

	/** Internal reasoning or planning. */
	@SerializedName("think")
	THINK,

	/** Retrieving external data. */
	@SerializedName("fetch")
	FETCH,

	/** Switching the current session mode. */
	@SerializedName("switch_mode")
	SWITCH_MODE,

	/** Other tool types (default). */
	@SerializedName("other")
	OTHER
}
