// The official TypeScript SDK's ACP v2 client (experimental/v2): launches the agent command given
// after "--", initializes asking for version 2, opens a session, sends one prompt, waits for the
// turn's idle state_update and prints a one-line JSON summary.
//
//   node ts-v2-client.mjs [--prompt TEXT] [--record FILE] [--record-sent FILE] -- AGENT_COMMAND...
import * as acp from "@agentclientprotocol/sdk/experimental/v2";
import { startAgent } from "./agent-process.mjs";

const args = process.argv.slice(2);
const dashes = args.indexOf("--");
if (dashes < 0 || dashes === args.length - 1) {
  console.error("usage: node ts-v2-client.mjs [--prompt TEXT] [--record FILE] [--record-sent FILE] -- AGENT_COMMAND...");
  process.exit(2);
}
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && at < dashes ? args[at + 1] : fallback;
};
const prompt = option("--prompt", "hello from typescript");
const command = args.slice(dashes + 1);

const { input, output, exited, agent: agentProcess } = startAgent(command, { record: option("--record"), recordSent: option("--record-sent") });

const updates = [];
let idle;
const turnEnded = new Promise((resolve) => { idle = resolve; });
const app = acp
  .client({ name: "acp4j-interop-v2-client" })
  .onNotification(acp.methods.client.session.update, ({ params }) => {
    updates.push(params.update);
    if (params.update.sessionUpdate === "state_update" && params.update.state === "idle") idle(params.update);
  })
  .onRequest(acp.methods.client.session.requestPermission, ({ params }) => ({
    outcome: { outcome: "selected", optionId: params.options[0].optionId },
  }));

const result = await app.connectWith(acp.ndJsonStream(output, input), async (ctx) => {
  const init = await ctx.request(acp.methods.agent.initialize, {
    protocolVersion: 2,
    info: { name: "acp4j-interop-v2-client", version: "1.0.0" },
  });
  const session = await ctx.request(acp.methods.agent.session.new, { cwd: process.cwd() });
  const ack = await ctx.request(acp.methods.agent.session.prompt, {
    sessionId: session.sessionId,
    prompt: [{ type: "text", text: prompt }],
  });
  const end = await turnEnded;
  return { init, ack, end };
});

const chunks = updates.filter((u) => u.sessionUpdate === "agent_message_chunk");
console.log(JSON.stringify({
  protocolVersion: result.init.protocolVersion,
  agent: result.init.info?.name ?? null,
  userMessage: updates.some((u) => u.sessionUpdate === "user_message" && u.messageId === result.ack.messageId),
  states: updates.filter((u) => u.sessionUpdate === "state_update").map((u) => u.state),
  stopReason: result.end.stopReason ?? null,
  text: chunks.map((u) => u.content.text).join(""),
  replyIds: [...new Set(chunks.map((u) => u.messageId))].length,
}));
agentProcess.stdin.end();
process.exitCode = (await exited) === 0 ? 0 : 1;
