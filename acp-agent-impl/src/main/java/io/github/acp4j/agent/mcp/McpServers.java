package io.github.acp4j.agent.mcp;

import java.util.List;

import io.github.acp4j.agent.spi.AgentTool;

/** The running MCP servers of one session. */
public interface McpServers extends AutoCloseable {

	/** No servers. */
	McpServers NONE = new McpServers() {
		@Override
		public List<AgentTool> tools() {
			return List.of();
		}

		@Override
		public void close() {
		}
	};

	/** The tools of the live servers, as offered to the model now (servers may change them). */
	List<AgentTool> tools();

	/** Stops every server; never throws. */
	@Override
	void close();
}
