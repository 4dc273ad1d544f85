// A misbehaving ACP agent on the official TypeScript SDK, for TheiaIT's bad-input test. Its prompt
// says what it does:
//   flood N   streams N agent_message_chunk updates ("." each), then "flood done", and ends the turn
//   stranger  asks session/request_permission for a session that does not exist, says the outcome
//   crash     sends "about to crash" and exits (status 3) in the middle of the turn
import { randomUUID } from "node:crypto";
import { Readable, Writable } from "node:stream";
import * as acp from "@agentclientprotocol/sdk";

const say = (client, sessionId, text) => client.notify(acp.methods.client.session.update, {
  sessionId,
  update: { sessionUpdate: "agent_message_chunk", content: { type: "text", text } },
});

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
    } else if (command === "crash") {
      await say(client, params.sessionId, "about to crash");
      setTimeout(() => process.exit(3), 100);
      await new Promise(() => {});
    }
    return { stopReason: "end_turn" };
  });

await app.connect(acp.ndJsonStream(Writable.toWeb(process.stdout), Readable.toWeb(process.stdin))).closed;
