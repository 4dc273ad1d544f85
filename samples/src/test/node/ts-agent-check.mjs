// The official TypeScript SDK as the client of the acp4j agent, through a whole working session:
// a prompt whose write asks permission (allowed), then a prompt whose permission request is left
// pending while a second prompt is refused as busy and the turn is cancelled. Prints a JSON summary.
//
//   node ts-agent-check.mjs --record FILE -- AGENT_COMMAND...
import * as acp from "@agentclientprotocol/sdk";
import { startAgent } from "./agent-process.mjs";

const args = process.argv.slice(2);
const dashes = args.indexOf("--");
const recordAt = args.indexOf("--record");
const record = recordAt >= 0 && recordAt < dashes ? args[recordAt + 1] : null;
const command = args.slice(dashes + 1);
if (dashes < 0 || command.length === 0 || !record) {
  console.error("usage: node ts-agent-check.mjs --record FILE -- AGENT_COMMAND...");
  process.exit(2);
}
const { input, output, exited, agent: agentProcess } = startAgent(command, { record });

const summary = { permissions: 0, busyError: null, updates: 0, toolStatuses: [] };
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

const result = await app.connectWith(acp.ndJsonStream(output, input), async (ctx) => {
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
