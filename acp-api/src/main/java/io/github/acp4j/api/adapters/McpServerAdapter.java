// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.adapters;

import io.github.acp4j.api.types.McpServer;
import io.github.acp4j.api.types.McpServerAcp;
import io.github.acp4j.api.types.McpServerHttp;
import io.github.acp4j.api.types.McpServerSse;
import io.github.acp4j.api.types.McpServerStdio;
import io.github.acp4j.api.types.UnknownMcpServer;

/** Reads and writes {@link McpServer} by its {@code type}. */
public final class McpServerAdapter extends TaggedUnionAdapterFactory<McpServer> {

	/** Declares the variants of {@link McpServer}. */
	public McpServerAdapter() {
		super(McpServer.class, "type");
		variant("http", McpServerHttp.class);
		variant("sse", McpServerSse.class);
		variant("acp", McpServerAcp.class);
		untagged(McpServerStdio.class);
		unknown(UnknownMcpServer.class, UnknownMcpServer::new, UnknownMcpServer::json);
	}
}
