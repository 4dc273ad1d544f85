// Generated from the ACP schema by io.github.acp4j.api.generator.TypesGenerator; do not edit (see acp-api/README.md).
package io.github.acp4j.api.v2.adapters;

import io.github.acp4j.api.adapters.TaggedUnionAdapterFactory;
import io.github.acp4j.api.v2.types.McpServer;
import io.github.acp4j.api.v2.types.McpServerAcp;
import io.github.acp4j.api.v2.types.McpServerHttp;
import io.github.acp4j.api.v2.types.McpServerStdio;
import io.github.acp4j.api.v2.types.UnknownMcpServer;

/** Reads and writes {@link McpServer} by its {@code type}. */
public final class McpServerAdapter extends TaggedUnionAdapterFactory<McpServer> {

	/** Declares the variants of {@link McpServer}. */
	public McpServerAdapter() {
		super(McpServer.class, "type", RecordAdapters::variant);
		variant("http", McpServerHttp.class);
		variant("acp", McpServerAcp.class);
		variant("stdio", McpServerStdio.class);
		unknown(UnknownMcpServer.class, UnknownMcpServer::new, UnknownMcpServer::json);
	}
}
