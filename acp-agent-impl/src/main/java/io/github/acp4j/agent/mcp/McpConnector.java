package io.github.acp4j.agent.mcp;

import java.util.List;
import java.util.concurrent.CompletableFuture;

import io.github.acp4j.agent.spi.SandboxPolicy;
import io.github.acp4j.agent.spi.Workspace;
import io.github.acp4j.api.types.McpServer;

/** Starts the MCP servers a client gives a session. */
public interface McpConnector extends AutoCloseable {

	/**
	 * Starts the servers in parallel, each within the start timeout, with the session's workspace
	 * as their roots, without holding the caller's thread: the result completes once each server
	 * started or failed. A server that fails to start, or dies later, is reported and left out; the
	 * others go on. Stdio servers run under {@code sandbox}, decided when they start.
	 */
	CompletableFuture<McpServers> start(List<McpServer> servers, Workspace workspace, SandboxPolicy sandbox, Problems problems);

	/**
	 * The agent is exiting: stops starting servers (starts in progress fail) and ends every server
	 * process this connector started that still runs, whatever its state, before it returns. Called
	 * once the sessions were closed, which ask their servers to stop first.
	 */
	@Override
	void close();

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
