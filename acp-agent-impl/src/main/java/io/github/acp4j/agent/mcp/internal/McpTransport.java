package io.github.acp4j.agent.mcp.internal;

import java.util.function.Consumer;

/** A connection to one MCP server: its methods, and how to end it. */
interface McpTransport extends AutoCloseable {

	/** The server's methods. */
	McpServerProtocol server();

	/** Ends the connection (and the server process, for stdio); never throws. */
	@Override
	void close();

	/** Opens a transport whose incoming messages go to {@code local}; {@code onDeath} is told once when the server goes away. */
	@FunctionalInterface
	interface Opener {
		McpTransport open(McpClientProtocol local, Consumer<String> onDeath) throws Exception;
	}
}
