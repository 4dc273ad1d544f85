package io.github.acp4j.agent.mcp;

import java.util.List;

import io.github.acp4j.agent.sandbox.Sandbox;
import io.github.acp4j.agent.tools.Workspace;
import io.github.acp4j.api.types.McpServer;

/** Starts the MCP servers a client gives a session. */
public interface McpConnector {

	/**
	 * Starts the servers in parallel, each within the start timeout, with the session's workspace
	 * as their roots. A server that fails to start, or dies later, is reported and left out; the
	 * others go on. Stdio servers run under {@code sandbox}, decided when they start.
	 */
	McpServers start(List<McpServer> servers, Workspace workspace, Sandbox.Policy sandbox, Problems problems);

	/** Hears what went wrong with a server. */
	@FunctionalInterface
	interface Problems {
		/**
		 * @param server  the server's name
		 * @param problem what happened, one line
		 * @param started whether the server had started (it died) or not (it failed to start)
		 */
		void report(String server, String problem, boolean started);
	}
}
