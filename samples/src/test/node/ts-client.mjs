// The official TypeScript SDK as an ACP client: launches the agent command given after "--",
// initializes, opens a session, sends one prompt and prints a one-line JSON summary.
//
//   node ts-client.mjs [--prompt TEXT] [--record FILE] [--record-sent FILE] -- AGENT_COMMAND...
//
// --record keeps every line the agent wrote; --record-sent every line the client wrote.
import { spawn } from "node:child_process";
import { appendFileSync, writeFileSync } from "node:fs";
import { Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";

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

/** Splits a byte stream into lines and appends each to a file. */
function recorder(file) {
  if (!file) return () => {};
  writeFileSync(file, "");
  let pending = "";
  return (chunk) => {
    pending += Buffer.from(chunk).toString("utf8");
    let newline;
    while ((newline = pending.indexOf("\n")) >= 0) {
      appendFileSync(file, pending.slice(0, newline + 1));
      pending = pending.slice(newline + 1);
    }
  };
}

const agentProcess = spawn(command[0], command.slice(1), { stdio: ["pipe", "pipe", "inherit"] });
const exited = new Promise((resolve) => agentProcess.on("exit", (code) => resolve(code)));
const recordReceived = recorder(record);
const recordWritten = recorder(recordSent);

let inputOpen = true;
const input = new ReadableStream({
  start(controller) {
    agentProcess.stdout.on("data", (chunk) => {
      recordReceived(chunk);
      if (inputOpen) controller.enqueue(new Uint8Array(chunk));
    });
    agentProcess.stdout.on("end", () => {
      if (inputOpen) controller.close();
      inputOpen = false;
    });
  },
  cancel() {
    // The SDK is done with the connection; the agent's last lines are still recorded.
    inputOpen = false;
  },
});
const agentInput = Writable.toWeb(agentProcess.stdin).getWriter();
const output = new WritableStream({
  async write(chunk) {
    recordWritten(chunk);
    await agentInput.write(chunk);
  },
  async close() {
    await agentInput.close();
  },
});

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
