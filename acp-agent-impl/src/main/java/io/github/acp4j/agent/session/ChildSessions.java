package io.github.acp4j.agent.session;

/** Opens the sessions a session's turn starts of its own (a subagent's), made and stored as every session is. */
public interface ChildSessions {

	/**
	 * A new session of {@code parent}'s, in its workspace, with its settings and MCP servers, stored
	 * under {@code title} with the parent's id; never registered as open on a connection.
	 *
	 * @throws org.eclipse.lsp4j.jsonrpc.ResponseErrorException {@code -32010} when the store cannot keep
	 *         it: the child must not run
	 */
	Session openChild(Session parent, String title);
}
