package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.McpServerHttp;
import io.github.acp4j.api.types.McpServerSse;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.UnknownMcpServer;

/** Reads and writes {@link McpServer} by its {@code type}; stdio servers have none. */
public final class McpServerAdapter extends TaggedUnionAdapterFactory<McpServer> {

	public McpServerAdapter() {
		super(McpServer.class, "type");
		variant("http", McpServerHttp.class);
		variant("sse", McpServerSse.class);
		untagged(McpServerStdio.class);
		unknown(UnknownMcpServer.class, UnknownMcpServer::new, UnknownMcpServer::json);
	}
}
