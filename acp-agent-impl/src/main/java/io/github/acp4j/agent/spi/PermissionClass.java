package io.github.acp4j.agent.spi;

/** What a tool call does, as far as permissions go. */
public enum PermissionClass {
	/** Reads files or lists directories. */
	READ,
	/** Creates or changes files. */
	WRITE,
	/** Runs a command or an MCP tool. */
	EXECUTE,
	/** Reaches the network. */
	NETWORK,
	/** Has no side effect outside the conversation (a plan, a question to the user). */
	NONE
}
