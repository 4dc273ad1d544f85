// An MCP server built with the official MCP TypeScript SDK, for the agent's MCP integration test:
// `word_count {text}` and `env {name}` (a variable of the server's environment, to show which ones
// reach it). Each call is appended to MCP_LOG when set.
//
//   node mcp-server.mjs --stdio           MCP over stdio
//   node mcp-server.mjs --http            streamable HTTP on a free loopback port, printed as "listening PORT"
import { createServer } from "node:http";
import { randomUUID } from "node:crypto";
import { appendFileSync } from "node:fs";
import { McpServer } from "@modelcontextprotocol/sdk/server/mcp.js";
import { StdioServerTransport } from "@modelcontextprotocol/sdk/server/stdio.js";
import { StreamableHTTPServerTransport } from "@modelcontextprotocol/sdk/server/streamableHttp.js";
import { z } from "zod";

function log(line) {
  if (process.env.MCP_LOG) appendFileSync(process.env.MCP_LOG, line + "\n");
}

function server() {
  const mcp = new McpServer({ name: "acp4j-it-server", version: "1.0.0" });
  mcp.registerTool("word_count", {
    description: "Counts the words of a text",
    inputSchema: { text: z.string() },
  }, async ({ text }) => {
    log("word_count");
    return { content: [{ type: "text", text: String(text.trim().split(/\s+/).filter(Boolean).length) }] };
  });
  mcp.registerTool("env", {
    description: "Reads a variable of the server's environment",
    inputSchema: { name: z.string() },
  }, async ({ name }) => {
    log("env");
    return { content: [{ type: "text", text: process.env[name] ?? "(unset)" }] };
  });
  return mcp;
}

if (process.argv.includes("--http")) {
  const transports = new Map();
  const http = createServer(async (req, res) => {
    const id = req.headers["mcp-session-id"];
    let transport = id ? transports.get(id) : undefined;
    if (!transport) {
      transport = new StreamableHTTPServerTransport({
        sessionIdGenerator: () => randomUUID(),
        onsessioninitialized: (sessionId) => transports.set(sessionId, transport),
      });
      transport.onclose = () => transports.delete(transport.sessionId);
      await server().connect(transport);
    }
    await transport.handleRequest(req, res);
  });
  http.listen(0, "127.0.0.1", () => console.log(`listening ${http.address().port}`));
} else {
  await server().connect(new StdioServerTransport());
}
