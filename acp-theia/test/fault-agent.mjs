// A misbehaving ACP agent on the official TypeScript SDK, for TheiaIT's bad-input test. Its prompt
// says what it does:
//   flood N   streams N agent_message_chunk updates ("." each), then "flood done", and ends the turn
//   stranger  asks session/request_permission for a session that does not exist, says the outcome
//   crash     sends "about to crash" and exits (status 3) in the middle of the turn
//   terminals a command with endless output (`yes é`, outputByteLimit 1001) killed, and a command that
//             ignores SIGTERM and SIGHUP released while it runs; says what terminal/output kept and
//             whether the second one's process is gone
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";

const say = (client, sessionId, text) => client.notify(acp.methods.client.session.update, {
  sessionId,
  update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text } },
});

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function terminals(client, sessionId) {
  const t = acp.methods.client.terminal;
  const endless = await client.request(t.create, { sessionId, command: "yes", args: ["é"], outputByteLimit: 1001 });
  let output;
  do {
    await pause(50);
    output = await client.request(t.output, { sessionId, terminalId: endless.terminalId });
  } while (!output.truncated);
  await client.request(t.kill, { sessionId, terminalId: endless.terminalId });
  const exit = await client.request(t.waitForExit, { sessionId, terminalId: endless.terminalId });
  output = await client.request(t.output, { sessionId, terminalId: endless.terminalId });
  await client.request(t.release, { sessionId, terminalId: endless.terminalId });
  const bytes = Buffer.byteLength(output.output, "utf8");
  // Whole characters where terminal/output cut the start; the end is wherever SIGTERM stopped yes in
  // the middle of a write (a lone "\r" of its "\r\n", half an "é"), so its last line is left out.
  const whole = /^é?(\né)*\n$/.test(output.output.substring(0, output.output.lastIndexOf("\n") + 1));

  const pidFile = join(tmpdir(), `fault-agent-${randomUUID()}.pid`);
  const stubborn = await client.request(t.create, {
    sessionId, command: "bash", args: ["-c", `trap '' TERM HUP; echo $$ > ${pidFile}; while :; do sleep 1; done`],
  });
  let pid;
  while (!pid) {
    await pause(50);
    try {
      pid = Number(readFileSync(pidFile, "utf8"));
    } catch {
      // not written yet
    }
  }
  await client.request(t.release, { sessionId, terminalId: stubborn.terminalId });
  let gone = false;
  for (let i = 0; i < 100 && !gone; i++) {
    await pause(100);
    try {
      process.kill(pid, 0);
    } catch {
      gone = true;
    }
  }
  let released;
  try {
    await client.request(t.output, { sessionId, terminalId: stubborn.terminalId });
    released = "still there";
  } catch {
    released = "unknown";
  }
  return `terminals: kept ${bytes} bytes, truncated ${output.truncated}, whole characters ${whole}, `
    + `killed by ${exit.signal}; stubborn gone ${gone}, released ${released}`;
}

const app = acp
  .agent({ name: "fault-agent" })
  .onRequest(acp.methods.agent.initialize, () => ({
    protocolVersion: 1,
    agentCapabilities: {},
    authMethods: [],
    agentInfo: { name: "fault-agent", version: "1.0.0" },
  }))
  .onRequest(acp.methods.agent.session.new, () => ({ sessionId: randomUUID() }))
  .onRequest(acp.methods.agent.session.prompt, async ({ params, client }) => {
    const text = params.prompt.filter((block) => block.type === "text").map((block) => block.text).join(" ").trim();
    const [command, argument] = text.split(/\s+/);
    if (command === "flood") {
      for (let i = 0; i < Number(argument); i++) {
        await say(client, params.sessionId, ".");
      }
      await say(client, params.sessionId, "\n\nflood done");
    } else if (command === "stranger") {
      const answer = await client.request(acp.methods.client.session.requestPermission, {
        sessionId: "no-such-session",
        toolCall: { toolCallId: "t1", title: "Delete everything", status: "pending" },
        options: [{ optionId: "allow", name: "Allow", kind: "allow_once" }],
      });
      await say(client, params.sessionId, `stranger outcome: ${answer.outcome.outcome}`);
    } else if (command === "terminals") {
      await say(client, params.sessionId, await terminals(client, params.sessionId));
    } else if (command === "crash") {
      await say(client, params.sessionId, "about to crash");
      setTimeout(() => process.exit(3), 100);
      await new Promise(() => {});
    }
    return { stopReason: "end_turn" };
  });

await app.connect(acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin))).closed;
