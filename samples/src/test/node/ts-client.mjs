// The official TypeScript SDK as an ACP client: launches the agent command given after "--",
// initializes, opens a session, sends one prompt and prints a one-line JSON summary.
//
//   node ts-client.mjs [--prompt TEXT] [--record FILE] [--record-sent FILE] -- AGENT_COMMAND...
//
// --record keeps every line the agent wrote; --record-sent every line the client wrote.
import * as acp from "@agentclientprotocol/sdk";
import { startAgent } from "./agent-process.mjs";

const args = process.argv.slice(2);
const dashes = args.indexOf("--");
if (dashes < 0 || dashes === args.length - 1) {
  console.error("usage: node ts-client.mjs [--prompt TEXT] [--record FILE] [--record-sent FILE] -- AGENT_COMMAND...");
  process.exit(2);
}
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 && at < dashes ? args[at + 1] : fallback;
};
const prompt = option("--prompt", "hello from typescript");
const record = option("--record");
const recordSent = option("--record-sent");
const command = args.slice(dashes + 1);

const { input, output, exited, agent: agentProcess } = startAgent(command, { record, recordSent });

const updates = [];
const app = acp
  .client({ name: "acp4j-interop-client" })
  .onNotification(acp.methods.client.session.update, ({ params }) => {
    updates.push(params.update);
  })
  .onRequest(acp.methods.client.session.requestPermission, ({ params }) => ({
    outcome: { outcome: "selected", optionId: params.options[0].optionId },
  }));

const result = await app.connectWith(acp.ndJsonStream(output, input), async (ctx) => {
  const init = await ctx.request(acp.methods.agent.initialize, { protocolVersion: 1, clientCapabilities: {} });
  const session = await ctx.request(acp.methods.agent.session.new, { cwd: process.cwd(), mcpServers: [] });
  const response = await ctx.request(acp.methods.agent.session.prompt, {
    sessionId: session.sessionId,
    prompt: [{ type: "text", text: prompt }],
  });
  return { init, response };
});

const text = updates
  .filter((u) => u.sessionUpdate === "agent_message_chunk" && u.content.type === "text")
  .map((u) => u.content.text)
  .join("");
console.log(JSON.stringify({
  agent: result.init.agentInfo?.name ?? null,
  stopReason: result.response.stopReason,
  text,
  updates: updates.length,
}));
agentProcess.stdin.end();
process.exitCode = (await exited) === 0 ? 0 : 1;
