// The official TypeScript SDK as the client of the acp4j agent, through a whole working session:
// a prompt whose write asks permission (allowed), then a prompt whose permission request is left
// pending while a second prompt is refused as busy and the turn is cancelled. Prints a JSON summary.
//
//   node ts-agent-check.mjs --record FILE -- AGENT_COMMAND...
import { spawn } from "node:child_process";
import { appendFileSync, writeFileSync } from "node:fs";
import { Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";

const args = process.argv.slice(2);
const dashes = args.indexOf("--");
const recordAt = args.indexOf("--record");
const record = recordAt >= 0 && recordAt < dashes ? args[recordAt + 1] : null;
const command = args.slice(dashes + 1);
if (dashes < 0 || command.length === 0 || !record) {
  console.error("usage: node ts-agent-check.mjs --record FILE -- AGENT_COMMAND...");
  process.exit(2);
}
writeFileSync(record, "");

const agentProcess = spawn(command[0], command.slice(1), { stdio: ["pipe", "pipe", "inherit"] });
const exited = new Promise((resolve) => agentProcess.on("exit", (code) => resolve(code)));
let pending = "";
let inputOpen = true;
const input = new ReadableStream({
  start(controller) {
    agentProcess.stdout.on("data", (chunk) => {
      pending += chunk.toString("utf8");
      let newline;
      while ((newline = pending.indexOf("\n")) >= 0) {
        appendFileSync(record, pending.slice(0, newline + 1));
        pending = pending.slice(newline + 1);
      }
      if (inputOpen) controller.enqueue(new Uint8Array(chunk));
    });
    agentProcess.stdout.on("end", () => {
      if (inputOpen) controller.close();
      inputOpen = false;
    });
  },
  cancel() {
    inputOpen = false;
  },
});

const summary = { permissions: 0, busyError: null, updates: 0, toolStatuses: [] };
let connection;
let sessionId;
let holdPermission = false;
const app = acp
  .client({ name: "acp4j-agent-check" })
  .onNotification(acp.methods.client.session.update, ({ params }) => {
    summary.updates++;
    if (params.update.sessionUpdate === "tool_call_update" && params.update.status) {
      summary.toolStatuses.push(params.update.status);
    }
  })
  .onRequest(acp.methods.client.session.requestPermission, async ({ params, signal, agent }) => {
    summary.permissions++;
    if (!holdPermission) {
      return { outcome: { outcome: "selected", optionId: "allow_once" } };
    }
    // Leave the question open: a second prompt is refused as busy, then the turn is cancelled.
    try {
      await agent.request(acp.methods.agent.session.prompt, { sessionId, prompt: [{ type: "text", text: "busy?" }] });
    } catch (error) {
      summary.busyError = error.code ?? String(error);
    }
    await agent.notify(acp.methods.agent.session.cancel, { sessionId });
    await new Promise((resolve) => (signal.aborted ? resolve() : signal.addEventListener("abort", resolve)));
    summary.permissionCancelled = true;
    return { outcome: { outcome: "cancelled" } };
  });

const result = await app.connectWith(acp.ndJsonStream(Writable.toWeb(agentProcess.stdin), input), async (ctx) => {
  const init = await ctx.request(acp.methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
  const session = await ctx.request(acp.methods.agent.session.new, { cwd: process.cwd(), mcpServers: [] });
  sessionId = session.sessionId;
  const first = await ctx.request(acp.methods.agent.session.prompt, {
    sessionId, prompt: [{ type: "text", text: "create a.txt" }],
  });
  holdPermission = true;
  const second = await ctx.request(acp.methods.agent.session.prompt, {
    sessionId, prompt: [{ type: "text", text: "create b.txt" }],
  });
  return { agent: init.agentInfo.name, first: first.stopReason, second: second.stopReason };
});
console.log(JSON.stringify({ ...result, ...summary }));
agentProcess.stdin.end();
process.exitCode = (await exited) === 0 ? 0 : 1;
