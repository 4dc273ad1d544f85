// The official TypeScript SDK's remote clients (experimental/ws-client and experimental/http-client) driving an agent
// served over Streamable HTTP and WebSocket: initializes, opens a session (or loads one), sends a prompt and prints a
// one-line JSON summary. The token is ACP4J_TOKEN, sent as "Authorization: Bearer TOKEN".
//
//   node ts-remote-client.mjs --url URL [--transport ws|http] [--prompt TEXT] [--load SESSION_ID] [--cancel]
//   node ts-remote-client.mjs --url URL [--transport ws|http] --list      prints {"sessions": [ids]}
//
// --cancel cancels the turn once its first tool call is reported; permission requests are allowed.
import WebSocket from "ws";
import * as acp from "@agentclientprotocol/sdk";
import { createWebSocketStream } from "@agentclientprotocol/sdk/experimental/ws-client";
import { createHttpStream } from "@agentclientprotocol/sdk/experimental/http-client";

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};
const url = option("--url");
const transport = option("--transport", "ws");
const prompt = option("--prompt", "hello from typescript");
const load = option("--load");
const cancel = args.includes("--cancel");
const list = args.includes("--list");
const headers = process.env.ACP4J_TOKEN ? { Authorization: `Bearer ${process.env.ACP4J_TOKEN}` } : {};

const stream = transport === "ws" ? createWebSocketStream(url, { WebSocket, headers }) : createHttpStream(url, { headers });
const updates = [];
let permissions = 0;
let sessionId;
let ctxRef;
let cancelled = false;
const app = acp
  .client({ name: "acp4j-remote-interop-client" })
  .onNotification(acp.methods.client.session.update, ({ params }) => {
    updates.push(params.update);
    if (cancel && !cancelled && params.update.sessionUpdate === "tool_call") {
      cancelled = true;
      void ctxRef.notify(acp.methods.agent.session.cancel, { sessionId });
    }
  })
  .onRequest(acp.methods.client.session.requestPermission, ({ params }) => {
    permissions++;
    return { outcome: { outcome: "selected", optionId: params.options[0].optionId } };
  });

const timer = setTimeout(() => { console.error("timed out"); process.exit(3); }, 60000);
const result = await app.connectWith(stream, async (ctx) => {
  ctxRef = ctx;
  const init = await ctx.request(acp.methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
  if (list) {
    return { listed: (await ctx.request(acp.methods.agent.session.list, {})).sessions.map((s) => s.sessionId) };
  }
  if (load) {
    sessionId = load;
    await ctx.request(acp.methods.agent.session.load, { sessionId, cwd: process.cwd(), mcpServers: [] });
  } else {
    sessionId = (await ctx.request(acp.methods.agent.session.new, { cwd: process.cwd(), mcpServers: [] })).sessionId;
  }
  const replayed = updates.length;
  const response = await ctx.request(acp.methods.agent.session.prompt, { sessionId, prompt: [{ type: "text", text: prompt }] });
  return { init, response, replayed };
});
clearTimeout(timer);
if (result.listed) {
  console.log(JSON.stringify({ sessions: result.listed }));
  await stream.writable.close().catch(() => {});
  process.exit(0);
}
const text = updates
  .filter((u) => u.sessionUpdate === "agent_message_chunk" && u.content.type === "text")
  .map((u) => u.content.text)
  .join("");
console.log(JSON.stringify({
  agent: result.init.agentInfo?.name ?? null,
  sessionId,
  stopReason: result.response.stopReason,
  text,
  updates: updates.length,
  replayed: result.replayed,
  permissions,
}));
await stream.writable.close().catch(() => {});
process.exit(0);
