// The official TypeScript SDK as the client of two acp4j agent processes in a row, one session
// across both: the first creates it, prompts (a write allowed, a write rejected), closes and lists
// it; the second lists, loads it (collecting the replay) and prompts again. Prints a JSON summary
// with every session/update each process sent for the session.
//
//   node ts-session-check.mjs --record FILE -- AGENT_COMMAND...
import * as acp from "@agentclientprotocol/sdk";
import { startAgent } from "./agent-process.mjs";

const args = process.argv.slice(2);
const dashes = args.indexOf("--");
const recordAt = args.indexOf("--record");
const record = recordAt >= 0 && recordAt < dashes ? args[recordAt + 1] : null;
const command = args.slice(dashes + 1);
if (dashes < 0 || command.length === 0 || !record) {
  console.error("usage: node ts-session-check.mjs --record FILE -- AGENT_COMMAND...");
  process.exit(2);
}

/** Runs one agent process through `steps`; returns what the steps returned, the updates and the exit code. */
async function withAgent(recordFile, steps) {
  const { input, output, exited, agent: agentProcess } = startAgent(command, { record: recordFile });
  const updates = [];
  const app = acp
    .client({ name: "acp4j-session-check" })
    .onNotification(acp.methods.client.session.update, ({ params }) => {
      updates.push(params.update);
    })
    .onRequest(acp.methods.client.session.requestPermission, async ({ params }) => {
      // Allow the write of a.txt, reject every other one.
      const allow = JSON.stringify(params.toolCall.rawInput ?? {}).includes("a.txt");
      return { outcome: { outcome: "selected", optionId: allow ? "allow_once" : "reject_once" } };
    });
  const result = await app.connectWith(acp.ndJsonStream(output, input), async (ctx) => {
    await ctx.request(acp.methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
    return steps(ctx, updates);
  });
  agentProcess.stdin.end();
  return { ...result, updates, exitCode: await exited };
}

const cwd = process.cwd();
const first = await withAgent(record + ".1", async (ctx, updates) => {
  const { sessionId } = await ctx.request(acp.methods.agent.session.new, { cwd, mcpServers: [] });
  const prompt = await ctx.request(acp.methods.agent.session.prompt, {
    sessionId, prompt: [{ type: "text", text: "create a.txt and b.txt" }],
  });
  const live = updates.length;
  await ctx.request(acp.methods.agent.session.close, { sessionId });
  const listed = await ctx.request(acp.methods.agent.session.list, { cwd });
  return { sessionId, stopReason: prompt.stopReason, liveUpdates: live, listed: listed.sessions };
});
const second = await withAgent(record + ".2", async (ctx, updates) => {
  const listed = await ctx.request(acp.methods.agent.session.list, {});
  await ctx.request(acp.methods.agent.session.load, { sessionId: first.sessionId, cwd, mcpServers: [] });
  const replayed = updates.length;
  const prompt = await ctx.request(acp.methods.agent.session.prompt, {
    sessionId: first.sessionId, prompt: [{ type: "text", text: "what did you do?" }],
  });
  return { listed: listed.sessions, replayed, stopReason: prompt.stopReason };
});
console.log(JSON.stringify({ first, second }));
process.exitCode = first.exitCode === 0 && second.exitCode === 0 ? 0 : 1;
